import './styles/app.scss';
// The small stylesheets of the top bar's search and of the catalogue pages go in the one
// render-blocking file: as separate files they were requests on the first page's critical path.
import './features/search/search-box.css';
import './components/product-card/product-card.css';
import './features/catalog/catalog.css';
import { preloadLandingRoute } from './app/route-preload';
import { yieldToMain } from './lib/yield-to-main';

/**
 * The app starts in steps, each evaluated in its own task (React; the texts; the router and
 * the screens' shared code), so no single long task keeps the page from responding while the
 * shell from index.html is on screen. The build preloads all three chunks from index.html
 * (see startupPreloads in vite.config.ts), so the steps wait on no extra round trip.
 */
async function start() {
  preloadLandingRoute(window.location.pathname);
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
  await yieldToMain();
  const { initI18n } = await import('./app/i18n');
  initI18n();
  await yieldToMain();
  const { mountApp } = await import('./app/mount');
  await mountApp(createRoot(document.getElementById('root')!));
}

void start();
