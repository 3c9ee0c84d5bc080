import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRouter } from './router';
import { yieldToMain } from '@/lib/yield-to-main';

/** Creates the router (which starts the first screen's code and data) and renders the app. */
export async function mountApp(root: Root) {
  await yieldToMain();
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  await yieldToMain();
  // A transition lets React render the first page in slices and keep the main thread free
  // for input (the shell from index.html stays on screen until the page is ready).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
