import { parseDate } from '@/lib/dates';

/**
 * When an order falls due, counted in days in Brasília: a bank slip is payable through its whole
 * due day, so an order due today is 'Vencendo' (expiring), never 'Vencida'. It is expired (overdue)
 * from the next day, once the 24 hours of its due day are over. The manager dashboard's counts, the
 * finance panel, the orders list's flag and filters and the simulated API all read these rules.
 */
export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
/** "Expiring" means due today or within the next 3 days. */
const EXPIRING_DAYS = 3;
/** Brasília keeps UTC-3 all year (no daylight saving since 2019). */
const BRASILIA_OFFSET_MS = 3 * HOUR_MS;

/** Days since the epoch of the Brasília calendar day of a moment. */
function brasiliaDayNumber(ms: number): number {
  return Math.floor((ms - BRASILIA_OFFSET_MS) / DAY_MS);
}

function timeOf(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const t = typeof value === 'number' ? value : value instanceof Date ? value.getTime() : (parseDate(value)?.getTime() ?? Number.NaN);
  return Number.isFinite(t) ? t : null;
}

/**
 * Whole days from today to the day an order falls due, both in Brasília: 0 due today, 1 tomorrow,
 * -1 yesterday. A plain day ('2026-11-21') is that day; a moment counts on its day in Brasília.
 * Null for a date that cannot be read.
 */
export function daysToDue(expires: string | number | Date | null | undefined, nowMs = Date.now()): number | null {
  const t = timeOf(expires);
  return t === null ? null : brasiliaDayNumber(t) - brasiliaDayNumber(nowMs);
}

/** Due today or within the next 3 days (both ends included). */
export function isExpiring(expires: string | number | Date | null | undefined, nowMs = Date.now()): boolean {
  const days = daysToDue(expires, nowMs);
  return days !== null && days >= 0 && days <= EXPIRING_DAYS;
}

/** Its due day is over: 'Vencida'. */
export function isExpired(expires: string | number | Date | null | undefined, nowMs = Date.now()): boolean {
  const days = daysToDue(expires, nowMs);
  return days !== null && days < 0;
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
