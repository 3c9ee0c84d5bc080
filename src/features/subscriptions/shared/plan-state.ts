/**
 * The state a subscription is really in. The server's status flag can lag behind the calendar
 * (a plan stays ACTIVATED until a later job flips it), so an ACTIVATED subscription whose expiry
 * date has passed is shown as expired.
 */

/** Status the app shows for an ACTIVATED subscription past its expiry date. */
export const EXPIRED_STATUS = 'EXPIRED';

/** Instant a subscription stops: a date alone ('2026-11-21') runs to the end of that day in Brazil (UTC-3). */
function expiryInstant(expires: string | null | undefined): number | null {
  if (!expires) return null;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(expires) ? new Date(`${expires}T23:59:59.999-03:00`).getTime() : new Date(expires).getTime();
  return Number.isNaN(ms) ? null : ms;
}

export function isPastExpiry(expires: string | null | undefined, nowMs = Date.now()): boolean {
  const end = expiryInstant(expires);
  return end !== null && end <= nowMs;
}

/** The status to show: the server's, except ACTIVATED past its expiry, which is EXPIRED. */
export function shownStatus(status: string, expires: string | null | undefined, nowMs = Date.now()): string {
  return status === 'ACTIVATED' && isPastExpiry(expires, nowMs) ? EXPIRED_STATUS : status;
}
