/** Banner toasts stay 5 s. */
export const BANNER_TOAST_MS = 5000;
