import './styles/app.scss';
// The small stylesheets of the top bar's search and of the catalogue pages go in the one
// render-blocking file: as separate files they were requests on the first page's critical path.
import './features/search/search-box.css';
import './components/product-card/product-card.css';
import './features/catalog/catalog.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';

/**
 * One entry, as the floor app of bench/floor is built: it imports the home and more parts pages,
 * their Portuguese texts and their data calls statically; every other screen (the product page
 * included, whose gallery would weigh on every first load) is a lazy chunk. Creating the router
 * runs the landing route's loader, which starts its data call before React renders.
 */
async function start() {
  // With VITE_API_URL set, __SIMULATED_API__ is false at build time and this import is dropped.
  if (__SIMULATED_API__) {
    try {
      const { startSimulatedApi } = await import('@pecaja/simulated-api/browser');
      await startSimulatedApi();
    } catch (error) {
      // No service worker (e.g. some private windows): the app still renders and shows its error views.
      console.error('[simulated API] could not start', error);
    }
  }
  // A failed text file leaves its keys showing; the page itself still renders.
  await initI18n().catch((error: unknown) => console.error('[i18n]', error));
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  const root = createRoot(document.getElementById('root')!);
  // As a transition React renders the first page in slices, yielding to the browser between them
  // (index.html's shell stays on screen meanwhile): without it, the shell, the top bar and the page
  // rendered in one long task.
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

void start();
