import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '@/features/auth/api/get-session';
import { readStoredToken } from '@/lib/auth-storage';
import { setHydratingPrerenderedPage } from '@/lib/hydrate-when-visible';
import { createQueryClient } from '@/lib/query-client';
import { AppRouterProvider } from './app-router-provider';
import { AppProviders } from './providers';
import { appRoutes } from './router';

/** The id of the JSON block a prerendered page carries its router data in (build.mjs writes it). */
const HYDRATION_DATA_ID = 'router-hydration';

/** Loads the page modules the URL needs, so the first render is the page and not a spinner. */
async function loadLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

function readHydrationData(): HydrationState | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}

/** Renders the app into #root, or hydrates the public page prerendered there (decision 042). */
export async function startApp(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  // A prerendered public page (decision 042) was rendered for a visitor: a visitor's browser
  // hydrates it; a signed-in member's renders from scratch (their navigation bar, their redirects).
  const hydrate = root.dataset.prerendered !== undefined && readStoredToken() === null;
  const routes = appRoutes(queryClient);
  // A member's session is asked for first: started by the route guard, its request queued behind
  // the page's two dozen module requests (six at a time over HTTP/1.1), delaying the whole page.
  if (!hydrate && readStoredToken() !== null) void queryClient.prefetchQuery(sessionQueryOptions());
  if (hydrate) {
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    await loadLazyRoutes(routes);
  }
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: readHydrationData() } : undefined);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    // Sections below the fold keep their prerendered HTML until the visitor nears them; later
    // pages, rendered in the browser, load theirs at once.
    setHydratingPrerenderedPage(true);
    router.subscribe(() => setHydratingPrerenderedPage(false));
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser in
    // between, instead of one long task that holds the page's first taps (decision 042).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    delete root.dataset.prerendered;
    createRoot(root).render(app);
  }
}
