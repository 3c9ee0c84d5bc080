import type { AdmRouteId } from '@/config/routes';
import type { RouteModule } from './site-screens';

/**
 * The module of each admin page, by its id in the route table ('/adm' itself only leads to the
 * dashboard). The router imports this map when a visitor first enters /adm, beside the admin
 * layout: the public site's first load holds none of these imports.
 */
export const admScreens = {
  dashboard: () => import('./routes/adm-dashboard'),
  statement: () => import('./routes/adm-statement'),
  productCreate: () => import('./routes/adm-product-create'),
  productList: () => import('./routes/adm-product-list'),
  productImport: () => import('./routes/adm-product-import'),
  productUpdate: () => import('./routes/adm-product-update'),
  engagement: () => import('./routes/adm-engagement'),
  adsCreate: () => import('./routes/adm-ads-create'),
  adsList: () => import('./routes/adm-ads-list'),
  adsUpdate: () => import('./routes/adm-ads-update'),
  adsStatement: () => import('./routes/adm-ads-statement'),
  paymentOrder: () => import('./routes/adm-payment-order'),
  reportSubscriptions: () => import('./routes/adm-report-subscriptions'),
} satisfies Record<Exclude<AdmRouteId, 'root'>, () => Promise<RouteModule>>;
