import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { initDb, resetDb } from './db';
import { indexedDbPersistence } from './idb-persistence';

/** Starts the simulated API in the browser (only when VITE_API_URL is empty). */
export async function startSimulatedApi(): Promise<void> {
  await initDb(indexedDbPersistence);
  if (new URLSearchParams(window.location.search).has('reset-demo')) await resetDb();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // Browser tests wait for this before calling the API from the page.
  (window as Window & { __SIMULATED_API_READY__?: boolean }).__SIMULATED_API_READY__ = true;
  console.info('[simulated API] ready: demo data and accounts are in the README');
}

export async function resetDemoData(): Promise<void> {
  await resetDb();
}
