import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { buildRoutes } from '@/app/router';

export interface RenderAppResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
  /** The client the routes' loaders and the screens share (a fresh one per render). */
  queryClient: QueryClient;
}

export interface RenderAppOptions {
  /** The history entry's state (what a `navigate(path, { state })` would carry). */
  state?: unknown;
  /** Routes of the test's own instead of the app's (they get no loaders of the app's). */
  routes?: RouteObject[];
  /** Keep the app's own retry policy (tests turn query retries off by default). */
  appRetry?: boolean;
}

/** A fresh QueryClient with the app's defaults; without `appRetry` a failed query fails at once. */
export function createTestQueryClient({ appRetry = false }: { appRetry?: boolean } = {}): QueryClient {
  const queryClient = createQueryClient();
  // setDefaultOptions replaces every default: the mutations' ones are kept as the app has them.
  if (!appRetry) queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

/**
 * Renders the whole app at a path as the app itself is wired: the routes come from the app's own
 * `buildRoutes(queryClient)` (so the route loaders run and prefetch into the same client the
 * screens read) and render inside the app's own providers.
 */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderAppResult {
  // The client first: the router runs the first location's loaders as soon as it is created.
  const queryClient = createTestQueryClient({ appRetry: options.appRetry });
  const [pathname, search] = path.split('?');
  const router = createMemoryRouter(options.routes ?? buildRoutes(queryClient), {
    initialEntries: [{ pathname, search: search === undefined ? '' : `?${search}`, state: options.state }],
  });
  const user = userEvent.setup();
  const result = renderRouter(router, queryClient);
  return { ...result, user, router, queryClient };
}

/** Renders a router (memory or browser) inside the app's own providers (its texts and the QueryClient). */
export function renderRouter(router: ComponentProps<typeof RouterProvider>['router'], queryClient: QueryClient): RenderResult {
  return render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Renders one component with providers and a memory router (for parts, not screens). */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderAppResult {
  return renderApp(path, { routes: [{ path: '*', element: ui }] });
}
