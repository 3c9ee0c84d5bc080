import { addMonths, monthOf, monthRange, summarizeFinance, type FinanceOrder } from '@/features/manager/finance-summary';

/** Noon of 15 November 2026 in Brasília (UTC-3). */
const NOW = Date.parse('2026-11-15T12:00:00-03:00');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const paid = (amount: number, createdAt: string, extra: Partial<FinanceOrder> = {}): FinanceOrder => ({
  status: 'PAID',
  amount,
  description: 'Basic',
  createdAt,
  ...extra,
});
const cancelled = (amount: number, createdAt: string): FinanceOrder => ({ status: 'CANCELLED', amount, description: 'Basic', createdAt });
const open = (status: 'WAITING' | 'SENT', amount: number, expiresMs: number, plan = 'Standard'): FinanceOrder => ({
  status,
  amount,
  description: plan,
  createdAt: iso(NOW - 2 * DAY),
  expires: iso(expiresMs),
});

const summary = (orders: FinanceOrder[], now = NOW) => summarizeFinance(orders, now);
const month = (orders: FinanceOrder[], key: string) => summary(orders).months.find((m) => m.month === key)!;

describe('months in Brasília time', () => {
  it.each([
    ['the last minute of October in Brasília (already November in UTC)', '2026-11-01T02:59:00Z', '2026-10'],
    ['midnight of 1 November in Brasília', '2026-11-01T03:00:00Z', '2026-11'],
    ['the last minute of the year in Brasília', '2027-01-01T02:59:59Z', '2026-12'],
    ['a plain day, taken at noon in Brasília', '2026-10-31', '2026-10'],
  ])('%s', (_, value, expected) => {
    expect(monthOf(Date.parse(value.length === 10 ? `${value}T12:00:00-03:00` : value))).toBe(expected);
  });

  it.each([
    ['2026-01', -1, '2025-12'],
    ['2026-11', -11, '2025-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-05', 0, '2026-05'],
  ])('%s moved by %i is %s', (from, delta, expected) => {
    expect(addMonths(from, delta)).toBe(expected);
  });

  it.each([
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('%s runs from %s to %s', (key, from, to) => {
    expect(monthRange(key)).toEqual({ from, to });
  });
});

describe('received by month', () => {
  it.each<[string, FinanceOrder[], { thisMonth: number; lastMonth: number }]>([
    ['nothing at all', [], { thisMonth: 0, lastMonth: 0 }],
    ['one payment this month', [paid(49.9, '2026-11-03T10:00:00-03:00')], { thisMonth: 49.9, lastMonth: 0 }],
    [
      'payments on both sides of the month boundary in Brasília',
      [paid(100, '2026-10-31T23:59:00-03:00'), paid(10, '2026-11-01T00:00:00-03:00')],
      { thisMonth: 10, lastMonth: 100 },
    ],
    ['a payment at 01:00 UTC on 1 November is still October in Brasília', [paid(25, '2026-11-01T01:00:00Z')], { thisMonth: 0, lastMonth: 25 }],
    ['cents add up exactly', [paid(0.1, '2026-11-02'), paid(0.2, '2026-11-03'), paid(49.9, '2026-11-04')], { thisMonth: 50.2, lastMonth: 0 }],
    [
      'the payment date wins over the billing date',
      [paid(80, '2026-10-30T10:00:00-03:00', { paidAt: '2026-11-02T09:00:00-03:00' })],
      { thisMonth: 80, lastMonth: 0 },
    ],
    ['without a payment date the billing date counts', [paid(80, '2026-10-30T10:00:00-03:00', { paidAt: null })], { thisMonth: 0, lastMonth: 80 }],
    [
      'cancelled, waiting and sent orders are not received',
      [cancelled(500, '2026-11-02'), open('WAITING', 300, NOW + DAY), open('SENT', 200, NOW + DAY)],
      { thisMonth: 0, lastMonth: 0 },
    ],
    ['an order with no readable date is left out', [paid(70, ''), paid(70, 'ontem')], { thisMonth: 0, lastMonth: 0 }],
  ])('%s', (_, orders, expected) => {
    const s = summary(orders);
    expect(s.thisMonth.amount).toBeCloseTo(expected.thisMonth, 10);
    expect(s.lastMonth.amount).toBeCloseTo(expected.lastMonth, 10);
  });

  it('counts the orders behind each sum', () => {
    const s = summary([paid(10, '2026-11-01'), paid(20, '2026-11-10'), paid(5, '2026-10-05')]);
    expect(s.thisMonth).toEqual({ amount: 30, count: 2 });
    expect(s.lastMonth).toEqual({ amount: 5, count: 1 });
  });

  it('in January, last month is December of the year before', () => {
    const january = Date.parse('2027-01-10T12:00:00-03:00');
    const s = summary([paid(40, '2026-12-31T22:00:00-03:00'), paid(60, '2027-01-01T00:30:00-03:00')], january);
    expect(s.thisMonth.amount).toBe(60);
    expect(s.lastMonth.amount).toBe(40);
    expect(s.months.at(-2)).toMatchObject({ month: '2026-12', received: { amount: 40, count: 1 } });
  });
});

describe('the 12 months of the chart', () => {
  it('lists 12 months, oldest first, ending with the current one, empty months at zero', () => {
    const s = summary([paid(100, '2026-06-10'), cancelled(30, '2026-06-11'), paid(50, '2026-11-01')]);
    expect(s.months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(s.months[0]).toEqual({
      month: '2025-12',
      from: '2025-12-01',
      to: '2025-12-31',
      received: { amount: 0, count: 0 },
      cancelled: { amount: 0, count: 0 },
    });
    expect(s.months[6]).toMatchObject({
      month: '2026-06',
      received: { amount: 100, count: 1 },
      cancelled: { amount: 30, count: 1 },
    });
    expect(s.months.filter((m) => m.received.count === 0 && m.cancelled.count === 0)).toHaveLength(10);
  });

  it.each<[string, FinanceOrder[], string, { received: number; cancelled: number }]>([
    ['cancelled orders count in the month they were billed', [cancelled(99.9, '2026-09-30T23:30:00-03:00')], '2026-09', { received: 0, cancelled: 99.9 }],
    [
      'received and cancelled in the same month',
      [paid(10, '2026-08-02'), cancelled(20, '2026-08-03'), cancelled(5, '2026-08-31')],
      '2026-08',
      {
        received: 10,
        cancelled: 25,
      },
    ],
    [
      'the oldest month of the chart starts at midnight of its first day',
      [paid(1, '2025-11-30T23:59:00-03:00'), paid(2, '2025-12-01T00:00:00-03:00')],
      '2025-12',
      {
        received: 2,
        cancelled: 0,
      },
    ],
  ])('%s', (_, orders, key, expected) => {
    const m = month(orders, key);
    expect(m.received.amount).toBeCloseTo(expected.received, 10);
    expect(m.cancelled.amount).toBeCloseTo(expected.cancelled, 10);
  });

  it('leaves out what is older than 12 months or dated in a later month', () => {
    const s = summary([paid(1, '2025-11-20'), cancelled(2, '2025-10-01'), paid(4, '2026-12-02')]);
    expect(s.months.reduce((sum, m) => sum + m.received.amount + m.cancelled.amount, 0)).toBe(0);
    expect(s.plans).toEqual([]);
  });
});

describe('due in the next 7 days and overdue', () => {
  it.each<[string, FinanceOrder[], { dueSoon: [number, number]; overdue: [number, number] }]>([
    ['nothing open', [paid(10, '2026-11-01'), cancelled(10, '2026-11-01')], { dueSoon: [0, 0], overdue: [0, 0] }],
    ['expiring now is due, not overdue', [open('WAITING', 10, NOW)], { dueSoon: [10, 1], overdue: [0, 0] }],
    ['exactly 7 days ahead is due', [open('SENT', 20, NOW + 7 * DAY)], { dueSoon: [20, 1], overdue: [0, 0] }],
    ['late on the 7th day ahead is due', [open('WAITING', 20, NOW + 7 * DAY + 11 * 3_600_000)], { dueSoon: [20, 1], overdue: [0, 0] }],
    ['the 8th day ahead is not yet due', [open('WAITING', 20, NOW + 8 * DAY)], { dueSoon: [0, 0], overdue: [0, 0] }],
    ['a minute ago, today, is still due, not overdue', [open('WAITING', 30, NOW - 60_000)], { dueSoon: [30, 1], overdue: [0, 0] }],
    ['due today as a plain day is due, not overdue', [{ ...open('WAITING', 30, NOW), expires: '2026-11-15' }], { dueSoon: [30, 1], overdue: [0, 0] }],
    ['the last minute of yesterday is overdue', [open('WAITING', 30, Date.parse('2026-11-14T23:59:00-03:00'))], { dueSoon: [0, 0], overdue: [30, 1] }],
    ['months ago is overdue', [open('SENT', 30, NOW - 90 * DAY), open('WAITING', 15, NOW - 2 * DAY)], { dueSoon: [0, 0], overdue: [45, 2] }],
    [
      'a paid or cancelled order past its date is not overdue',
      [
        { ...open('WAITING', 9, NOW - DAY), status: 'PAID' },
        { ...open('WAITING', 9, NOW - DAY), status: 'CANCELLED' },
      ],
      {
        dueSoon: [0, 0],
        overdue: [0, 0],
      },
    ],
    ['an open order without an expiry is neither', [{ ...open('WAITING', 9, NOW), expires: null }], { dueSoon: [0, 0], overdue: [0, 0] }],
  ])('%s', (_, orders, expected) => {
    const s = summary(orders);
    expect([s.dueSoon.amount, s.dueSoon.count]).toEqual(expected.dueSoon);
    expect([s.overdue.amount, s.overdue.count]).toEqual(expected.overdue);
  });
});

describe('by plan', () => {
  it('adds what each plan received over the 12 months and what it has open, the largest first', () => {
    const s = summary([
      paid(49.9, '2026-11-01', { description: 'Basic' }),
      paid(49.9, '2026-05-01', { description: 'Basic' }),
      paid(199.9, '2026-10-10', { description: 'Premium' }),
      paid(10, '2025-01-01', { description: 'Premium' }),
      cancelled(99.9, '2026-10-10'),
      open('WAITING', 99.9, NOW + DAY, 'Standard'),
      open('SENT', 49.9, NOW - DAY, 'Basic'),
    ]);
    expect(s.plans).toEqual([
      { plan: 'Premium', received: { amount: 199.9, count: 1 }, open: { amount: 0, count: 0 } },
      { plan: 'Basic', received: { amount: 99.8, count: 2 }, open: { amount: 49.9, count: 1 } },
      { plan: 'Standard', received: { amount: 0, count: 0 }, open: { amount: 99.9, count: 1 } },
    ]);
  });
});
