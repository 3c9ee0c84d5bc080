/**
 * The public reads the production server makes too, as plain data (method, address, body): the
 * app's queries send them through the HTTP client, and the server (server/prod-server.ts) asks
 * the API the same and preloads their addresses, so the browser hands the app the reply the page
 * preloaded. This module imports nothing: the server bundles it without the client's packages.
 * The product page's call is in product-call.ts, off the first load (home and more parts).
 */
export interface ApiCall {
  method: 'GET' | 'POST';
  url: string;
  data?: SelectedFilters;
}

/** Selected values per filter name, as POST /more-parts/{page} takes them. */
export type SelectedFilters = Record<string, string[]>;
/** A vehicle's list: its year (fitting parts first) and whether to keep only those. */
export interface YearFit {
  year: number;
  onlyFitting: boolean;
}

/** GET /home. */
export const homeCall = (): ApiCall => ({ method: 'GET', url: '/home' });

/**
 * The first unfiltered page is a GET; any other page or any filter is a POST with the selection.
 * A vehicle's list adds `year` (parts that state a fit for it first) and `only_fitting`: a server
 * that ignores them still answers the list, and the verdict on each card stays the app's own.
 */
export function morePartsCall(page: number, filters: SelectedFilters, fit?: YearFit): ApiCall {
  return page === 1 && !Object.values(filters).some((v) => v.length > 0)
    ? { method: 'GET', url: '/more-parts/1' }
    : { method: 'POST', url: `/more-parts/${page}${fit ? `?year=${fit.year}${fit.onlyFitting ? '&only_fitting=true' : ''}` : ''}`, data: filters };
}
