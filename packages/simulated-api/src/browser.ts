import { getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { API } from './http-utils';
import { initDb, readStored, resetDb } from './db';
import { indexedDbPersistence } from './idb-persistence';
import { withoutResetFlag } from './reset-flag';

/** Starts the simulated API in the browser (only when VITE_API_URL is empty). */
export async function startSimulatedApi(): Promise<void> {
  ignoreFailedWorkerUpdates();
  await initDb(indexedDbPersistence);
  const cleanAddress = withoutResetFlag(window.location.href);
  if (cleanAddress !== null) {
    await resetDb();
    // Before the router reads the address: the page opens at it without the flag.
    window.history.replaceState(window.history.state, '', cleanAddress);
  }
  // The worker sends every request of the page here (scripts, pictures, fonts) to be matched.
  // Matching one request against the whole list parses its URL and cookies once per handler,
  // so only the API's own paths are matched against the list; the rest pass on after one test.
  const worker = setupWorker(http.all(`${API}/*`, ({ request }) => getResponse(handlers, request)));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // Browser tests wait for this before calling the API from the page, and read what a reload
  // would start from (the stored changes on the demo data) before a full page load.
  Object.assign(window, { __SIMULATED_API_READY__: true, __SIMULATED_API_STORED__: () => readStored(indexedDbPersistence) });
  console.info('[simulated API] ready: demo data and accounts are in the README');
}

/**
 * On every start the worker library asks the browser to re-check the installed worker's script
 * and never awaits the answer. When that check fails (a 404 while the site is redeployed, a
 * dropped connection), the worker already installed keeps serving, so the failure is harmless;
 * left alone it would surface as an uncaught error. Only that rejection is silenced.
 */
function ignoreFailedWorkerUpdates() {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const message = event.reason instanceof Error ? event.reason.message : '';
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes('/mockServiceWorker.js')) {
      event.preventDefault();
      console.info('[simulated API] the worker update check failed; the installed worker keeps serving');
    }
  });
}
