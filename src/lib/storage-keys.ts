/** Every key the app keeps in cookies, localStorage or sessionStorage. */
export const storageKeys = {
  token: 'jwtToken',
  phone: 'phone',
  /** The avatar saved in the profile since the token was issued (the token carries the old one). */
  avatar: 'avatar',
  globalToast: 'global-toast',
  loginCallback: 'login-callback',
  paymentIntent: 'payment-intent',
  draft: (name: string) => `draft:${name}`,
  simulatedDb: 'simulated-api-db',
} as const;
