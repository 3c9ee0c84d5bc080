import type { PaymentOrder } from '@/features/manager/api/manager';
import {
  NO_FILTERS,
  brasiliaDay,
  countByStatus,
  filterOrders,
  isOverdue,
  plansOf,
  sortOrders,
  urlFromView,
  viewFromUrl,
  type OrderUrlValues,
} from '@/features/manager/order-list';
import { DAY_MS } from '@/features/manager/invoice-rules';

const NOW = Date.parse('2026-11-23T12:00:00-03:00');

function order(id: number, fields: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: id + 1000,
    payment_order_id: id,
    status: 'PAID',
    user: `Cliente ${id}`,
    amount: 10,
    description: 'Basic',
    payment_method: 'bank_slip',
    bi_status: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    expires: '2026-11-06T12:00:00.000Z',
    ...fields,
  };
}

const ids = (orders: readonly PaymentOrder[]) => orders.map((o) => o.payment_order_id);

/** The search a URL gets for a view (the keys left empty are not written, as useUrlFilters does). */
const searchOf = (values: OrderUrlValues) => new URLSearchParams(Object.entries(values).filter(([, v]) => v)).toString();

describe('payment orders: the view in the URL', () => {
  it('round-trips every filter, the sort and the page', () => {
    const view = viewFromUrl({
      status: 'SENT,WAITING',
      plan: 'Premium',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'joão',
      due: 'overdue',
      sort: 'amount',
      dir: 'desc',
      page: '3',
    });
    // Statuses keep the list's order whatever order the link gave them in.
    expect(view).toEqual({
      statuses: ['WAITING', 'SENT'],
      plan: 'Premium',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'joão',
      due: 'overdue',
      sort: 'amount',
      dir: 'desc',
      page: 3,
    });
    const search = searchOf(urlFromView(view));
    expect(search).toBe('status=WAITING%2CSENT&plan=Premium&from=2026-11-01&to=2026-11-30&q=jo%C3%A3o&due=overdue&sort=amount&dir=desc&page=3');
    expect(viewFromUrl(Object.fromEntries(new URLSearchParams(search)))).toEqual(view);
  });

  it('leaves the defaults out: an unfiltered list, newest first, page 1 is the bare path', () => {
    const view = viewFromUrl({});
    expect(view).toEqual({ ...NO_FILTERS, sort: 'createdAt', dir: 'desc', page: 1 });
    expect(searchOf(urlFromView(view))).toBe('');
    // Only a sort that differs from the default is written, with its direction.
    expect(searchOf(urlFromView({ ...view, dir: 'asc' }))).toBe('sort=createdAt&dir=asc');
  });

  it("reads the old 'user' link as the search, and writes 'q' instead", () => {
    const view = viewFromUrl({ user: 'Maria', status: 'WAITING' });
    expect(view.q).toBe('Maria');
    const values = urlFromView(view);
    expect(values.q).toBe('Maria');
    expect(values.user).toBe('');
    expect(viewFromUrl({ q: 'Ana', user: 'Maria' }).q).toBe('Ana');
  });

  it('drops what it does not know: a status, a sort key, a direction, a malformed day or page', () => {
    const view = viewFromUrl({ status: 'PAID,LOST,', sort: 'colour', dir: 'up', from: '23/11/2026', to: '2026-13', due: 'soon', page: '-2' });
    expect(view).toEqual({ ...NO_FILTERS, statuses: ['PAID'], sort: 'createdAt', dir: 'desc', page: 1 });
    // A known column without a direction sorts ascending.
    expect(viewFromUrl({ sort: 'user' })).toMatchObject({ sort: 'user', dir: 'asc' });
  });
});

describe('payment orders: filters', () => {
  const orders = [
    order(1, { status: 'WAITING', user: 'João Silva', description: 'Basic', createdAt: '2026-11-21T10:00:00-03:00', expires: '2026-11-22T12:00:00-03:00' }),
    order(2, { status: 'SENT', user: 'Maria Souza', description: 'Premium', createdAt: '2026-11-20T10:00:00-03:00', expires: '2026-11-25T12:00:00-03:00' }),
    order(3, { status: 'PAID', user: 'joana', description: 'Premium', createdAt: '2026-10-05T10:00:00-03:00', expires: '2026-10-01T12:00:00-03:00' }),
    order(4, { status: 'CANCELLED', user: 'Ana', description: 'Standard', createdAt: '2026-11-23T00:30:00-03:00', expires: '2026-11-23T06:00:00-03:00' }),
    order(5, { status: 'WAITING', user: 'Bia', description: 'Basic', createdAt: '2026-11-18T10:00:00-03:00', expires: '2026-11-23T10:00:00-03:00' }),
  ];
  const by = (filters: Partial<typeof NO_FILTERS>) => ids(filterOrders(orders, { ...NO_FILTERS, ...filters }, NOW));

  it('takes several statuses at once', () => {
    expect(by({ statuses: ['WAITING', 'SENT'] })).toEqual([1, 2, 5]);
    expect(by({ statuses: [] })).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes a plan, a creation day range (Brasília days, both ends included) and a search by name or number', () => {
    expect(by({ plan: 'Premium' })).toEqual([2, 3]);
    expect(by({ from: '2026-11-20', to: '2026-11-22' })).toEqual([1, 2]);
    // Created 00:30 on the 23rd in Brasília (03:30 UTC): the 23rd.
    expect(by({ from: '2026-11-23' })).toEqual([4]);
    expect(by({ to: '2026-10-05' })).toEqual([3]);
    expect(by({ from: '2026-11-25', to: '2026-11-20' })).toEqual([]);
    expect(by({ q: 'JOAO' })).toEqual([1]);
    expect(by({ q: 'jo' })).toEqual([1, 3]);
    expect(by({ q: '4' })).toEqual([4]);
    expect(by({ q: 'nº 4' })).toEqual([4]);
    expect(by({ q: '#2', statuses: ['SENT'] })).toEqual([2]);
  });

  it("flags an open order whose due day has passed ('Vencida'); one due today is expiring, not overdue", () => {
    // Due yesterday (22/11): overdue today.
    expect(isOverdue(orders[0], NOW)).toBe(true);
    expect(isOverdue(orders[1], NOW)).toBe(false);
    // Paid or cancelled orders are never overdue.
    expect(isOverdue(orders[2], NOW)).toBe(false);
    expect(isOverdue(orders[3], NOW)).toBe(false);
    // Due at 10:00 today, two hours ago: still today's.
    expect(isOverdue(orders[4], NOW)).toBe(false);
    expect(isOverdue(order(6, { status: 'WAITING', expires: '2026-11-23' }), NOW)).toBe(false);
    expect(isOverdue(order(7, { status: 'SENT', expires: '2026-11-22' }), NOW)).toBe(true);
    expect(by({ due: 'overdue' })).toEqual([1]);
    expect(by({ due: 'expiring' })).toEqual([2, 5]);
    expect(isOverdue(order(9, { status: 'WAITING', expires: new Date(NOW + DAY_MS).toISOString() }), NOW)).toBe(false);
  });

  it("reads the dashboard's old 'expired' link as the overdue orders: 'Vencidas' and 'Em atraso' are one list", () => {
    expect(viewFromUrl({ due: 'expired' }).due).toBe('overdue');
    expect(searchOf(urlFromView(viewFromUrl({ due: 'expired' })))).toBe('due=overdue');
  });

  it('counts each status over the other filters', () => {
    expect(countByStatus(orders, { ...NO_FILTERS, statuses: ['PAID'] }, NOW)).toEqual({ WAITING: 2, SENT: 1, PAID: 1, CANCELLED: 1 });
    expect(countByStatus(orders, { ...NO_FILTERS, plan: 'Premium' }, NOW)).toEqual({ WAITING: 0, SENT: 1, PAID: 1, CANCELLED: 0 });
  });

  it('offers the plans the orders hold, cheapest first, and keeps the one chosen', () => {
    expect(plansOf(orders)).toEqual(['Basic', 'Standard', 'Premium']);
    expect(plansOf(orders, 'Free')).toEqual(['Free', 'Basic', 'Standard', 'Premium']);
  });

  it('reads the Brasília day of an instant', () => {
    expect(brasiliaDay('2026-11-23T02:59:00Z')).toBe('2026-11-22');
    expect(brasiliaDay('2026-11-23T03:00:00Z')).toBe('2026-11-23');
    expect(brasiliaDay('')).toBe('');
  });
});

describe('payment orders: sorting', () => {
  const orders = [
    order(10, { user: 'Érica', amount: 99.9, status: 'PAID', description: 'Premium', createdAt: '2026-11-02T12:00:00Z', expires: '2026-11-07T12:00:00Z' }),
    order(2, { user: 'ana', amount: 1200, status: 'WAITING', description: 'Free', createdAt: '2026-11-05T12:00:00Z', expires: '' }),
    order(33, { user: 'Bruno', amount: 5, status: 'CANCELLED', description: 'Basic', createdAt: '2026-11-01T12:00:00Z', expires: '2026-11-03T12:00:00Z' }),
    order(4, { user: 'Carla', amount: 99.9, status: 'SENT', description: 'Standard', createdAt: '2026-11-05T12:00:00Z', expires: '2026-11-01T12:00:00Z' }),
  ];

  it('sorts by order number as numbers, not text', () => {
    expect(ids(sortOrders(orders, 'order', 'asc'))).toEqual([2, 4, 10, 33]);
    expect(ids(sortOrders(orders, 'order', 'desc'))).toEqual([33, 10, 4, 2]);
  });

  it('sorts names ignoring case and accents', () => {
    expect(ids(sortOrders(orders, 'user', 'asc'))).toEqual([2, 33, 4, 10]);
    expect(ids(sortOrders(orders, 'user', 'desc'))).toEqual([10, 4, 33, 2]);
  });

  it('sorts amounts, breaking ties by order number in the same direction', () => {
    expect(ids(sortOrders(orders, 'amount', 'asc'))).toEqual([33, 4, 10, 2]);
    expect(ids(sortOrders(orders, 'amount', 'desc'))).toEqual([2, 10, 4, 33]);
  });

  it('sorts plans from the cheapest and statuses in the order an order lives them', () => {
    expect(ids(sortOrders(orders, 'plan', 'asc'))).toEqual([2, 33, 4, 10]);
    expect(ids(sortOrders(orders, 'status', 'asc'))).toEqual([2, 4, 10, 33]);
    expect(ids(sortOrders(orders, 'status', 'desc'))).toEqual([33, 10, 4, 2]);
  });

  it('sorts dates, newest first by default, and puts a missing expiry last either way', () => {
    expect(ids(sortOrders(orders, 'createdAt', 'desc'))).toEqual([4, 2, 10, 33]);
    expect(ids(sortOrders(orders, 'expires', 'asc'))).toEqual([4, 33, 10, 2]);
    expect(ids(sortOrders(orders, 'expires', 'desc'))).toEqual([10, 33, 4, 2]);
  });

  it('leaves the given list alone and sorts 5,000 orders quickly', () => {
    const before = ids(orders);
    sortOrders(orders, 'user', 'asc');
    expect(ids(orders)).toEqual(before);
    const many = Array.from({ length: 5000 }, (_, i) => order(i + 1, { user: `Nome ${(i * 7919) % 5000}`, amount: (i * 31) % 997 }));
    const started = performance.now();
    const sorted = sortOrders(filterOrders(many, NO_FILTERS, NOW), 'user', 'asc');
    expect(performance.now() - started).toBeLessThan(500);
    expect(sorted).toHaveLength(5000);
  });
});
