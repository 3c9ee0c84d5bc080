/**
 * The route table: every page of the app declared once, as plain data (no React, no CSS), so the
 * app, the Node server and the browser suite all read the same table. Each entry is keyed by the
 * route's id and says:
 * - `path`: its address, relative to its section (the public site at '/', the admin area at
 *   ADM_ROOT); '' is the section's own address;
 * - `roles`: who may open it, for an admin page (every admin page names its roles; a page the
 *   table does not hold opens for no one); a public page has none;
 * - `shell`: which shell parts show around it (ShellKind); the admin area has its own shell;
 * - `menu`: the admin sidebar group that lists it, for the roles that open it (all, for a public
 *   page), under its own text (adm.<id>, or adm.<menuLabel>) and, with `ads`, only on that
 *   advertising status (AdsStatus);
 * - `preload`: what its loader starts on a first load (Preload); the production server preloads
 *   the same for the HTML of these addresses;
 * - `texts`: the text namespaces its screen draws with its first render, which its loader loads
 *   (and the production server preloads for a product link);
 * - `splat`: it also answers every path below it ('/auth/password');
 * - `emptyToHome`: its address without its last parameter ('/search') leads to the home.
 * The router attaches each id's screen and loader (src/app/router.tsx); `paths`, the role guard,
 * the shell rules and the sidebar are derived from here.
 */

export const ROLES = ['unsubscribed', 'subscriber', 'manager'] as const;
export type Role = (typeof ROLES)[number];

/**
 * 'site': top bar, header tabs and footer; 'bare': none of them (login, signup, recovery, account
 * deletion); 'banner': the plans' banner instead of the header tabs (on any path whose last
 * segment is such a page's).
 */
export type ShellKind = 'site' | 'bare' | 'banner';

/** The admin sidebar's groups, in the order they are drawn; each is titled by its own text (adm.<group>). */
export const MENU_GROUPS = ['dashboard', 'subscriptions', 'products', 'sales', 'advertising', 'reports'] as const;

/**
 * A subscriber's advertising status (GET /user-status) that a sidebar link shows on: 'shown',
 * 'hidden', or 'other' for any other status. Only a subscriber has one.
 */
export type AdsStatus = 'shown' | 'hidden' | 'other';

/**
 * What a landing route's loader starts before React renders: 'home' its data and first banner,
 * 'moreParts' the list of the address's page and filters and its first card's picture, 'product'
 * the part, its first photo and the page's texts.
 */
export type Preload = 'home' | 'moreParts' | 'product';

export interface RouteEntry {
  path: string;
  roles?: readonly Role[];
  shell?: ShellKind;
  menu?: (typeof MENU_GROUPS)[number];
  menuLabel?: string;
  ads?: AdsStatus;
  preload?: Preload;
  texts?: readonly string[];
  splat?: true;
  emptyToHome?: true;
}
export interface AdmRouteEntry extends RouteEntry {
  roles: readonly Role[];
}

const SUBSCRIBER = ['subscriber'] as const;
/** The account screens' texts (login, signup, recovery, account deletion). */
const ACCOUNT = ['account'] as const;

/** The public site, in its sidebar order where it has a sidebar link. */
export const SITE_ROUTES = {
  root: { path: '', preload: 'home' },
  home: { path: 'home', preload: 'home' },
  moreParts: { path: 'more_parts', preload: 'moreParts' },
  searchPattern: { path: 'search/:term', texts: ['search'], emptyToHome: true },
  /** Its texts are the page's own (the fit verdict's load with its code, for a visitor with a vehicle). */
  productPattern: { path: 'product/:url', preload: 'product', texts: ['product'], emptyToHome: true },
  about: { path: 'about' },
  contact: { path: 'contact' },
  faq: { path: 'faq' },
  terms: { path: 'termos-de-uso' },
  /** The privacy policy (LGPD). */
  privacy: { path: 'politica-de-privacidade' },
  favorites: { path: 'favorites' },
  garage: { path: 'garage' },
  subscription: { path: 'subscription', shell: 'banner' },
  payment: { path: 'payment' },
  /** A subscriber whose banners are hidden (no advertising package) finds it in the sidebar. */
  adsSubscribe: { path: 'ads/subscribe', menu: 'advertising', ads: 'hidden' },
  adsPayment: { path: 'ads/payment' },
  auth: { path: 'auth', shell: 'bare', splat: true, texts: ACCOUNT },
  signup: { path: 'signup', shell: 'bare', texts: ACCOUNT },
  recovery: { path: 'recovery-access', shell: 'bare', texts: ACCOUNT },
  deleteAccount: { path: 'account/delete-account', shell: 'bare', texts: ACCOUNT },
} as const satisfies Record<string, RouteEntry>;

/** The admin area's address: its pages sit below it. */
export const ADM_ROOT = '/adm';

/**
 * The admin area, in its sidebar order. Everyone logged in has the dashboard (and the area's own
 * address, which leads there); the statement is for whoever can subscribe (not managers);
 * products, sales and advertising are the subscriber's; payment orders and the report are the
 * manager's.
 */
export const ADM_ROUTES = {
  root: { path: '', roles: ROLES },
  dashboard: { path: 'dashboard', roles: ROLES, menu: 'dashboard' },
  statement: { path: 'subscription/statement', roles: ['unsubscribed', 'subscriber'], menu: 'subscriptions' },
  productCreate: { path: 'productCreate', roles: SUBSCRIBER, menu: 'products' },
  productList: { path: 'productList', roles: SUBSCRIBER, menu: 'products' },
  /** Spreadsheet import of many parts at once. */
  productImport: { path: 'productImport', roles: SUBSCRIBER, menu: 'products' },
  productUpdate: { path: 'productUpdate', roles: SUBSCRIBER },
  engagement: { path: 'engagement', roles: SUBSCRIBER, menu: 'sales' },
  adsCreate: { path: 'ads-create', roles: SUBSCRIBER, menu: 'advertising', ads: 'shown' },
  adsList: { path: 'ads-list', roles: SUBSCRIBER, menu: 'advertising', ads: 'shown' },
  adsUpdate: { path: 'ads-update', roles: SUBSCRIBER },
  adsStatement: { path: 'ads-statement', roles: SUBSCRIBER, menu: 'advertising', ads: 'other' },
  paymentOrder: { path: 'paymentOrder', roles: ['manager'], menu: 'subscriptions', menuLabel: 'paymentOrders' },
  reportSubscriptions: { path: 'report/subscriptions', roles: ['manager'], menu: 'reports' },
} as const satisfies Record<string, AdmRouteEntry>;

export type SiteRouteId = keyof typeof SITE_ROUTES;
export type AdmRouteId = keyof typeof ADM_ROUTES;

/** A site route's full address ('about' is '/about', '' is '/'). */
export const sitePath = (path: string) => `/${path}`;
/** An admin route's full address ('dashboard' is '/adm/dashboard', '' is '/adm'). */
export const admPath = (path: string) => (path ? `${ADM_ROOT}/${path}` : ADM_ROOT);
