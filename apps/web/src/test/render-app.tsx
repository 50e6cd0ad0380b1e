import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** The whole app (real routes, guards and layouts) in memory, starting at `path`. */
export function renderApp(path: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** One component under a router and the query client, at `path`. */
export function renderWithProviders(ui: ReactNode, { path = '/', routes = [] as RouteObject[] } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
