/**
 * What the service worker (sw.ts) may keep, as plain functions so they are tested without a
 * worker. Nothing that belongs to one account is ever stored: no reply to a call that carried
 * an Authorization header, nothing of the advertiser's and manager's area (/adm pages and the
 * API's adm calls), and only public GET replies at all.
 */

import { isAdmPath } from '@/lib/adm-path';

/** API paths of the advertiser's and manager's area: /adm-dashboard-page, /products-adm/..., /product-adm-stock... */
const ADM_PATH = /(^|\/|-)adm([-/]|$)/i;

function pathOf(address: string): string {
  try {
    return new URL(address).pathname;
  } catch {
    return '';
  }
}

/**
 * A request whose reply may go into a cache: a GET with no Authorization header, not an adm
 * call, and not made by an /adm page (the request's referrer is the page that made it).
 */
export function mayStore(request: Request): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.has('Authorization')) return false;
  if (ADM_PATH.test(pathOf(request.url))) return false;
  // A page of that area whatever its spelling ('/ADM/productList' too): the router opens it alike.
  if (request.referrer && isAdmPath(pathOf(request.referrer))) return false;
  return true;
}

/** The API's base address without its trailing slash ('' = the app's own origin under /api). */
export function apiBase(apiUrl: string, origin: string): string {
  return (apiUrl || `${origin}/api`).replace(/\/+$/, '');
}

/** GET {API}/product/{url}: the public reply of one part's page. */
export function isProductCall(url: URL, base: string): boolean {
  const href = url.href;
  if (!href.startsWith(`${base}/product/`)) return false;
  const rest = href.slice(base.length + '/product/'.length).split(/[?#]/)[0];
  return rest.length > 0 && !rest.includes('/');
}

/** Asked for by an <img> (the part's photos, banners, avatars). */
export function isPicture(request: Request): boolean {
  return request.destination === 'image';
}

/** Files and API-like paths that a navigation must reach on the network, never answered by index.html. */
export const NOT_APP_ROUTES: RegExp[] = [/^\/api(\/|$)/, /\.(?:js|mjs|css|json|map|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|pdf|csv|xlsx)$/i];

/** A navigation the app's index.html answers (its router draws the page). */
export function isAppRoute(pathname: string): boolean {
  return !NOT_APP_ROUTES.some((pattern) => pattern.test(pathname));
}
