import { describe, expect, it } from 'vitest';
import { countInvoices, DAY_MS, HOUR_MS, isExpired, isExpiring } from '@/lib/invoice-rules';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('isExpiring (expiry within 3 days)', () => {
  it('counts an expiry exactly now and exactly 3 days ahead', () => {
    expect(isExpiring(NOW, NOW)).toBe(true);
    expect(isExpiring(NOW + 3 * DAY_MS, NOW)).toBe(true);
    expect(isExpiring(new Date(NOW + DAY_MS).toISOString(), NOW)).toBe(true);
  });
  it('does not count one second beyond 3 days, nor an expiry already past', () => {
    expect(isExpiring(NOW + 3 * DAY_MS + 1000, NOW)).toBe(false);
    expect(isExpiring(NOW - 1000, NOW)).toBe(false);
  });
  it('ignores an unparseable date', () => {
    expect(isExpiring('not a date', NOW)).toBe(false);
  });
});

describe('isExpired (overdue at least 24 hours)', () => {
  it('counts exactly 24 hours overdue and more', () => {
    expect(isExpired(NOW - 24 * HOUR_MS, NOW)).toBe(true);
    expect(isExpired(NOW - 10 * DAY_MS, NOW)).toBe(true);
  });
  it('does not count 23 h 59 min 59 s overdue, nor a future expiry', () => {
    expect(isExpired(NOW - 24 * HOUR_MS + 1000, NOW)).toBe(false);
    expect(isExpired(NOW + HOUR_MS, NOW)).toBe(false);
    expect(isExpired('', NOW)).toBe(false);
  });
});

describe('countInvoices', () => {
  it('counts waiting orders and only unpaid orders as expiring or expired', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    const counts = countInvoices(
      [
        { status: 'WAITING', expires: iso(NOW + DAY_MS) },
        { status: 'WAITING', expires: iso(NOW - 2 * DAY_MS) },
        { status: 'WAITING', expires: iso(NOW - HOUR_MS) },
        { status: 'SENT', expires: iso(NOW + 2 * DAY_MS) },
        { status: 'PAID', expires: iso(NOW + DAY_MS) },
        { status: 'CANCELLED', expires: iso(NOW - 5 * DAY_MS) },
      ],
      NOW,
    );
    expect(counts).toEqual({ invoicesWaiting: 3, invoicesExpiring: 2, invoicesExpired: 1 });
  });
});
