/** Banner toasts stay 5 s (admin.md section 9). */
export const BANNER_TOAST_MS = 5000;
