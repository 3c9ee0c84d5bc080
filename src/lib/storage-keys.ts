/** Every key the app keeps in cookies, localStorage or sessionStorage. */
export const storageKeys = {
  token: 'jwtToken',
  phone: 'phone',
  /** The avatar saved in the profile since the token was issued (the token carries the old one). */
  avatar: 'avatar',
  globalToast: 'global-toast',
  loginCallback: 'login-callback',
  paymentIntent: 'payment-intent',
  /** A form's draft that belongs to nobody yet (signup, recovery). */
  draft: (name: string) => `draft:${name}`,
  /** A form's draft typed by one account (owner: the phone of the session): never offered to another. */
  userDraft: (owner: string, name: string) => `draft@${owner}:${name}`,
  /** The simulated API's network delay in ms (localStorage; unset: 120 to 300 ms at random). */
  simulatedLatency: 'simulated-api-latency',
  /** Where the product list was scrolled to when a product was opened (sessionStorage): Back returns there. */
  productListScroll: 'adm-product-list-scroll',
  /** Where the payment orders were scrolled to when a bank-slip action reloaded the page (sessionStorage). */
  reloadScroll: 'adm-orders-reload-scroll',
  /** The buyer's saved parts (localStorage; kept on logout, never sent to the server). */
  favorites: 'favorites:v1',
  /** The last product pages opened (localStorage; kept on logout, never sent to the server). */
  recentlyViewed: 'recently-viewed:v1',
  /** The buyer's vehicles and the active one (localStorage; kept on logout, never sent to the server). */
  garage: 'garage:v1',
} as const;
