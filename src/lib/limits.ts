/** Every other text field's length (names, address parts). */
export const TEXT_MAX = 127;

/**
 * Upper bounds of what a form accepts and the simulated API stores. The inputs carry them as
 * maxLength, so typing past a limit loses nothing already typed; the API refuses anything longer.
 */
export const LIMITS = {
  partName: 120,
  productCode: 60,
  manufacturer: 80,
  brand: 80,
  model: 120,
  description: 5000,
  priceMax: 9_999_999.99,
  quantityMax: 99_999,
  bannerDescription: 120,
  /** Free text of the account deletion (why the user leaves). */
  nps: 1000,
  /** Reason of a subscription cancel. */
  cancelReason: 1000,
  /** Reason of a payment order cancel. */
  orderCancelReason: 500,
  /** A search term. */
  searchTerm: 200,
  /** Bank slip: the digitable line (47 digits) or barcode (44), and the bank's 'nosso número'. */
  barcode: 48,
  ourNumber: 20,
  email: 254,
  password: 128,
  /** Every other text field (names, address parts). */
  text: TEXT_MAX,
} as const;
