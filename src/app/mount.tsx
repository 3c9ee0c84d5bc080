import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

/** Creates the router (which starts the first screen's code and data) and renders the app. */
export function mountApp(root: Root) {
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
