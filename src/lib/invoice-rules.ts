/** Manager dashboard counts of bank slips: waiting, expiring (due within 3 days), expired (overdue 24 h or more). */
export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
/** "Expiring" means the expiry falls within the next 3 days. */
const EXPIRING_WINDOW_MS = 3 * DAY_MS;
/** "Expired" means overdue for at least 24 hours. */
const EXPIRED_AFTER_MS = DAY_MS;

function timeOf(value: string | number | Date): number {
  return typeof value === 'number' ? value : new Date(value).getTime();
}

/** Not yet overdue, and due no later than 3 days from now (both ends included). */
export function isExpiring(expires: string | number | Date, nowMs = Date.now()): boolean {
  const t = timeOf(expires);
  if (!Number.isFinite(t)) return false;
  return t >= nowMs && t - nowMs <= EXPIRING_WINDOW_MS;
}

/** Overdue by 24 hours or more. */
export function isExpired(expires: string | number | Date, nowMs = Date.now()): boolean {
  const t = timeOf(expires);
  if (!Number.isFinite(t)) return false;
  return nowMs - t >= EXPIRED_AFTER_MS;
}

/** Orders still to be paid are the only ones that can expire. */
function isOpenOrderStatus(status: string): boolean {
  return status === 'WAITING' || status === 'SENT';
}

interface InvoiceCounts {
  invoicesWaiting: number;
  invoicesExpiring: number;
  invoicesExpired: number;
}

export function countInvoices(orders: ReadonlyArray<{ status: string; expires: string }>, nowMs = Date.now()): InvoiceCounts {
  let invoicesWaiting = 0;
  let invoicesExpiring = 0;
  let invoicesExpired = 0;
  for (const o of orders) {
    if (o.status === 'WAITING') invoicesWaiting += 1;
    if (!isOpenOrderStatus(o.status)) continue;
    if (isExpiring(o.expires, nowMs)) invoicesExpiring += 1;
    else if (isExpired(o.expires, nowMs)) invoicesExpired += 1;
  }
  return { invoicesWaiting, invoicesExpiring, invoicesExpired };
}
