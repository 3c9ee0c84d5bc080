import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles/app.scss';
import { initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';

async function start() {
  // With VITE_API_URL set, __SIMULATED_API__ is false at build time and this import is dropped.
  if (__SIMULATED_API__) {
    try {
      const { startSimulatedApi } = await import('./mocks/browser');
      await startSimulatedApi();
    } catch (error) {
      // No service worker (e.g. some private windows): the app still renders and shows its error views.
      console.error('[simulated API] could not start', error);
    }
  }
  initI18n();
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
