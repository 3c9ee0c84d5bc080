/**
 * The header the service worker (src/app/pwa/sw.ts) sets on a reply it served from its cache
 * instead of the network, so the page can say the data may be out of date.
 */
export const FROM_CACHE_HEADER = 'X-Served-From-Cache';
