import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '@/app/query-client';
import { i18n } from '@/app/i18n';
import { routes } from '@/app/router';

export interface RenderAppResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the whole app (real routes, layouts and providers) at a path, with a fresh QueryClient. */
export function renderApp(
  path: string,
  options: { state?: unknown; routes?: RouteObject[]; /** Keep the app's own retry policy (tests turn retries off by default). */ appRetry?: boolean } = {},
): RenderAppResult {
  const router = createMemoryRouter(options.routes ?? routes, {
    initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state: options.state }],
  });
  const queryClient = createQueryClient();
  // setDefaultOptions replaces every default: the mutations' ones are kept as the app has them.
  if (!options.appRetry)
    queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  const result = renderRouter(router, queryClient);
  return { ...result, user, router };
}

/** Renders a router (memory or browser) inside the app's providers: its texts and a QueryClient. */
export function renderRouter(router: ComponentProps<typeof RouterProvider>['router'], queryClient: QueryClient): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Renders one component with providers and a memory router (for parts, not screens). */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderAppResult {
  return renderApp(path, { routes: [{ path: '*', element: ui }] });
}
