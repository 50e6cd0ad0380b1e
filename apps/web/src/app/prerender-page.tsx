// Prerendering (decision 042): apps/web/build.mjs bundles this file for Node (vite build --ssr)
// and writes each public page's HTML into the built shell; start-app.tsx hydrates it. Pages are
// rendered as a visitor sees them (no session), the only state a prerendered page is ever
// hydrated in: the server sends it only to requests without a query string, and start-app.tsx renders
// from scratch for a signed-in member.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { AppProviders } from '@/app/providers';
import { appRoutes, type RouteHandle } from '@/app/router';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { prepareIslandsForPrerender } from '@/lib/hydrate-when-visible';
import { createQueryClient } from '@/lib/query-client';
import { takeServerTitle } from '@/lib/use-document-title';

/** The paths of the routes marked for prerendering (`publicPage` in app/router.tsx). */
export function prerenderPaths(): string[] {
  const paths: string[] = [];
  const visit = (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
      if ((route.handle as RouteHandle | undefined)?.prerender) paths.push(here || '/');
      if (route.children) visit(route.children, here);
    }
  };
  visit(appRoutes(createQueryClient()), '');
  return paths;
}

export interface PrerenderedPage {
  /** The inside of #root. */
  html: string;
  /** The document title the page sets, or null when it sets none. */
  title: string | null;
  /** The router's data for hydration (loaders' results), as start-app.tsx reads it back. */
  hydration: HydrationState;
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  // A visitor: the session is known to be empty, so the navigation bar renders at once.
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  await prepareIslandsForPrerender((node, identifierPrefix) => renderToString(node, { identifierPrefix }));
  takeServerTitle();
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  queryClient.clear();
  return {
    html,
    title: takeServerTitle(),
    hydration: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
}
