import './styles/app.scss';
// The small stylesheets of the top bar's search and of the catalogue pages go in the one
// render-blocking file: as separate files they were requests on the first page's critical path.
import './features/search/search-box.css';
import './components/product-card/product-card.css';
import './features/catalog/catalog.css';
import { preloadLandingRoute } from './app/route-preload';

/**
 * The app starts in three files (React; the texts; the router and the screens' shared code),
 * which index.html preloads together (startupPreloads in vite.config.ts): docs/performance.md
 * has what three files give over one.
 */
async function start() {
  preloadLandingRoute(window.location.pathname, window.location.search);
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
  const { createRoot } = await import('react-dom/client');
  const { initI18n } = await import('./app/i18n');
  initI18n();
  const { mountApp } = await import('./app/mount');
  mountApp(createRoot(document.getElementById('root')!));
}

void start();
