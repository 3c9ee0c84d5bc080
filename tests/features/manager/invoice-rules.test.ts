import { describe, expect, it } from 'vitest';
import { countInvoices, DAY_MS, daysToDue, HOUR_MS, isExpired, isExpiring } from '@/features/manager/invoice-rules';

/** 09:00 of 21 November 2026 in Brasília (12:00 UTC). */
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
/** The last minute of 21 November in Brasília (already the 22nd in UTC). */
const LATE = Date.parse('2026-11-21T23:59:00-03:00');

describe('the due day, in Brasília', () => {
  it('counts whole days from today to the due day: a plain day or a moment on it', () => {
    expect(daysToDue('2026-11-21', NOW)).toBe(0);
    expect(daysToDue('2026-11-21T00:00:00-03:00', NOW)).toBe(0);
    expect(daysToDue('2026-11-20T23:59:00-03:00', NOW)).toBe(-1);
    expect(daysToDue('2026-11-24', NOW)).toBe(3);
    // 01:00 UTC on the 22nd is still the 21st in Brasília.
    expect(daysToDue('2026-11-22T01:00:00Z', NOW)).toBe(0);
    expect(daysToDue(NOW - 2 * DAY_MS, NOW)).toBe(-2);
    expect(daysToDue('not a date', NOW)).toBeNull();
    expect(daysToDue('', NOW)).toBeNull();
  });
});

describe('isExpiring (due today or within the next 3 days)', () => {
  it('counts an order due today, whatever the hour, up to 3 days ahead', () => {
    expect(isExpiring('2026-11-21', NOW)).toBe(true);
    expect(isExpiring(NOW - 8 * HOUR_MS, NOW)).toBe(true);
    expect(isExpiring('2026-11-21', LATE)).toBe(true);
    expect(isExpiring('2026-11-24', NOW)).toBe(true);
    expect(isExpiring(new Date(NOW + DAY_MS).toISOString(), NOW)).toBe(true);
  });
  it('does not count the 4th day ahead, nor a due day already past', () => {
    expect(isExpiring('2026-11-25', NOW)).toBe(false);
    expect(isExpiring('2026-11-20', NOW)).toBe(false);
  });
  it('ignores an unparseable date', () => {
    expect(isExpiring('not a date', NOW)).toBe(false);
  });
});

describe("isExpired ('Vencida': the due day has passed)", () => {
  it('an order due today is not expired, even an hour before midnight', () => {
    expect(isExpired('2026-11-21', NOW)).toBe(false);
    expect(isExpired(NOW - 8 * HOUR_MS, NOW)).toBe(false);
    expect(isExpired('2026-11-21T08:00:00-03:00', LATE)).toBe(false);
  });
  it('counts from the day after the due day, and never a future one', () => {
    expect(isExpired('2026-11-20', NOW)).toBe(true);
    expect(isExpired('2026-11-20T23:59:00-03:00', NOW)).toBe(true);
    expect(isExpired(NOW - 10 * DAY_MS, NOW)).toBe(true);
    expect(isExpired(NOW + HOUR_MS, NOW)).toBe(false);
    expect(isExpired('', NOW)).toBe(false);
  });
});

describe('countInvoices', () => {
  it('counts waiting orders and only unpaid orders as expiring or expired; one due today is expiring', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    const counts = countInvoices(
      [
        { status: 'WAITING', expires: iso(NOW + DAY_MS) },
        { status: 'WAITING', expires: iso(NOW - 2 * DAY_MS) },
        { status: 'WAITING', expires: iso(NOW - HOUR_MS) },
        { status: 'SENT', expires: iso(NOW + 2 * DAY_MS) },
        { status: 'SENT', expires: '2026-11-20' },
        { status: 'PAID', expires: iso(NOW + DAY_MS) },
        { status: 'CANCELLED', expires: iso(NOW - 5 * DAY_MS) },
      ],
      NOW,
    );
    expect(counts).toEqual({ invoicesWaiting: 3, invoicesExpiring: 3, invoicesExpired: 2 });
  });
});
