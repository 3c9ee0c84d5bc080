/**
 * The service worker of a build made for a real API (VITE_API_URL set); a build on the simulated
 * API has none but MSW's. Built by vite-plugin-pwa (injectManifest) into /sw.js, with the list of
 * precached files (the shell: index.html, the first load's code and styles, the landing pages'
 * code and the texts they need) written in place of self.__WB_MANIFEST.
 *
 * - the shell comes from the precache, so a returning visitor's first paint needs no network;
 * - a navigation to any app route gets index.html (the router draws the page), offline too;
 * - pictures: cache first, at most PICTURES.maxEntries for PICTURES.maxAgeSeconds;
 * - GET {API}/product/{url}: network first, the cache after NETWORK_TIMEOUT_S or offline, so a
 *   part seen before still shows; a reply from the cache carries FROM_CACHE_HEADER;
 * - other hashed code (lazy screens) is kept once fetched, so a screen opened before opens offline;
 * - never stored: a reply to a call with an Authorization header, any adm call, any call made by
 *   an /adm page (cache-rules.ts), and every API call but the product's.
 * A new version waits until the page asks it to take over (the 'Atualizar' button).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { env } from '@/config/env';
import { FROM_CACHE_HEADER } from '@/lib/offline-cache';
import { apiBase, isPicture, isProductCall, mayStore, NOT_APP_ROUTES } from './cache-rules';

interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
const sw = self as unknown as WorkerScope;

/** Product replies wait this long for the network before the cached one is used. */
const NETWORK_TIMEOUT_S = 4;
const PICTURES = { maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 };
const PRODUCTS = { maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 };
const CODE = { maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60 };

/** The last word before anything is written to a cache (a route's own test may be loosened later). */
const neverPrivate = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => (mayStore(request) ? response : null),
};

/** A reply served from the cache says so (exposed to a cross-origin page's script too). */
const markFromCache = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    headers.set('Access-Control-Expose-Headers', FROM_CACHE_HEADER);
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data && data.type === 'SKIP_WAITING') void sw.skipWaiting();
});
// The first version takes the open pages at once (so a part seen on the first visit is kept);
// a later one waits for skipWaiting above, then takes them.
clientsClaim();
cleanupOutdatedCaches();
// Written as self.__WB_MANIFEST: the build looks for that text to put the list in.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NOT_APP_ROUTES }));

const api = apiBase(env.apiUrl, sw.location.origin);

registerRoute(
  ({ url, request }) => isProductCall(url, api) && mayStore(request),
  new NetworkFirst({
    cacheName: 'product-replies',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), neverPrivate, markFromCache, new ExpirationPlugin({ ...PRODUCTS, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request }) => isPicture(request) && mayStore(request),
  new CacheFirst({
    cacheName: 'pictures',
    // Status 0: a photo from the API's origin fetched without CORS (an opaque reply).
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), neverPrivate, new ExpirationPlugin({ ...PICTURES, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && mayStore(request),
  new CacheFirst({
    cacheName: 'code',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), neverPrivate, new ExpirationPlugin({ ...CODE, purgeOnQuotaError: true })],
  }),
);
