import type { RouteObject } from 'react-router-dom';
import type { SiteRouteId } from '@/config/routes';

/** What a route module gives the router: its component, and its loader or error element where it has one. */
export type RouteModule = Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary' | 'shouldRevalidate' | 'handle'>;

/**
 * The module of each site page that is not a landing page, by its id in the route table. The
 * router imports this map with the first such page a visitor opens: the first load holds none of
 * these imports, nor the list of files each page needs.
 */
export const siteScreens = {
  searchPattern: () => import('./routes/search'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  faq: () => import('./routes/faq'),
  terms: () => import('./routes/terms'),
  privacy: () => import('./routes/privacy'),
  favorites: () => import('./routes/favorites'),
  garage: () => import('./routes/garage'),
  subscription: () => import('./routes/subscription'),
  payment: () => import('./routes/payment'),
  adsSubscribe: () => import('./routes/ads-subscribe'),
  adsPayment: () => import('./routes/ads-payment'),
  auth: () => import('./routes/auth'),
  signup: () => import('./routes/signup'),
  recovery: () => import('./routes/recovery'),
  deleteAccount: () => import('./routes/delete-account'),
} satisfies Record<Exclude<SiteRouteId, 'root' | 'home' | 'moreParts' | 'productPattern'>, () => Promise<RouteModule>>;

export type SiteScreens = typeof siteScreens;
