/** Every route of the app, public site and /adm, in one place. */
export const paths = {
  root: '/',
  home: '/home',
  moreParts: '/more_parts',
  search: (term: string) => `/search/${term}`,
  searchPattern: '/search/:term',
  product: (url: string) => `/product/${url}`,
  productPattern: '/product/:url',
  subscription: '/subscription',
  payment: '/payment',
  auth: '/auth',
  signup: '/signup',
  recovery: '/recovery-access',
  deleteAccount: '/account/delete-account',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  terms: '/termos-de-uso',
  /** The privacy policy (LGPD). */
  privacy: '/politica-de-privacidade',
  favorites: '/favorites',
  garage: '/garage',
  /** More parts filtered by a make and a model (the same filters a manual choice puts in the address), with the vehicle's year for the verdicts. */
  morePartsFor: (make: string, model: string, year: number) =>
    `/more_parts?${new URLSearchParams({ marca: make, modelo: model, ano: String(year) }).toString()}`,
  adsSubscribe: '/ads/subscribe',
  adsPayment: '/ads/payment',
  adm: {
    root: '/adm',
    dashboard: '/adm/dashboard',
    productList: '/adm/productList',
    productCreate: '/adm/productCreate',
    productUpdate: '/adm/productUpdate',
    /** Spreadsheet import of many parts at once. */
    productImport: '/adm/productImport',
    engagement: '/adm/engagement',
    statement: '/adm/subscription/statement',
    adsCreate: '/adm/ads-create',
    adsList: '/adm/ads-list',
    adsUpdate: '/adm/ads-update',
    /** The banner's id is in the URL, so a reload or a bookmark keeps the banner. */
    adsUpdateOf: (id: number) => `/adm/ads-update?id=${id}`,
    adsStatement: '/adm/ads-statement',
    paymentOrder: '/adm/paymentOrder',
    reportSubscriptions: '/adm/report/subscriptions',
  },
} as const;
