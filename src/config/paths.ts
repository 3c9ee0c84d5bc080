import { ADM_ROUTES, admPath, SITE_ROUTES, sitePath, type RouteEntry } from './routes.js';

/** Each route's full address by its id, as the route table declares it. */
function addresses<T extends Record<string, RouteEntry>>(routes: T, full: (path: string) => string) {
  return Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, full(route.path)])) as Record<keyof T, string>;
}

/** A pattern's address with its last parameter filled in ('/search/:term' with 'freio' is '/search/freio'). */
const fill = (pattern: string, value: string) => pattern.replace(/:\w+$/, () => value);

const site = addresses(SITE_ROUTES, sitePath);
const adm = addresses(ADM_ROUTES, admPath);

/** Every route of the app, public site and /adm, by its id in the route table (routes.ts). */
export const paths = {
  ...site,
  search: (term: string) => fill(site.searchPattern, term),
  product: (url: string) => fill(site.productPattern, url),
  /** More parts filtered by a make and a model (the same filters a manual choice puts in the address), with the vehicle's year for the verdicts. */
  morePartsFor: (make: string, model: string, year: number) =>
    `${site.moreParts}?${new URLSearchParams({ marca: make, modelo: model, ano: String(year) }).toString()}`,
  adm: {
    ...adm,
    /** The banner's id is in the URL, so a reload or a bookmark keeps the banner. */
    adsUpdateOf: (id: number) => `${adm.adsUpdate}?id=${id}`,
  },
} as const;
