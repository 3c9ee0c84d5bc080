import type { PaymentOrder } from './api/manager';
import { foldText } from '@/lib/format';
import { isExpired, isExpiring } from './invoice-rules';

export const ORDERS_PER_PAGE = 20;
export const ORDER_STATUSES = ['WAITING', 'SENT', 'PAID', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_SORT_KEYS = ['order', 'user', 'plan', 'amount', 'status', 'createdAt', 'expires'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

/**
 * As the dashboard counts them (lib/invoice-rules): expiring, due today or within 3 days; overdue,
 * an open order whose due day is over ('Vencidas' on the dashboard, 'Em atraso' in the finance panel).
 */
export const ORDER_DUE = ['expiring', 'overdue'] as const;
export type OrderDue = (typeof ORDER_DUE)[number];

/** Plans from the cheapest to the dearest, then the advertising packages by length: how the plan column sorts. */
const PLAN_ORDER = ['Free', 'Basic', 'Standard', 'Premium', 'home_ads_7', 'home_ads_15', 'home_ads_30'];

export interface OrderFilters {
  statuses: OrderStatus[];
  plan: string;
  /** Creation day range, YYYY-MM-DD, both ends included (Brasília days). */
  from: string;
  to: string;
  /** A user's name (any part, case and accents ignored) or an order number. */
  q: string;
  due: OrderDue | '';
}

/** What the orders page shows: filters, sort and page; the URL holds it (shared links, reloads). */
export interface OrderView extends OrderFilters {
  sort: OrderSortKey;
  dir: SortDir;
  page: number;
}

export const DEFAULT_SORT: { sort: OrderSortKey; dir: SortDir } = { sort: 'createdAt', dir: 'desc' };

export const NO_FILTERS: OrderFilters = { statuses: [], plan: '', from: '', to: '', q: '', due: '' };

/** The URL's keys, in the order they are written; 'user' is the old name of 'q' (links made before), read only. */
export const ORDER_URL_KEYS = ['status', 'plan', 'from', 'to', 'q', 'due', 'sort', 'dir', 'page', 'user'] as const;
export type OrderUrlValues = Record<(typeof ORDER_URL_KEYS)[number], string>;

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The view a URL asks for; anything it does not know (a status, a sort key, a date) is left out. */
export function viewFromUrl(values: Partial<OrderUrlValues>): OrderView {
  const statuses = ORDER_STATUSES.filter((s) => (values.status ?? '').split(',').includes(s));
  const sort = values.sort ?? '';
  const dir = values.dir ?? '';
  // 'expired' is the dashboard's older link to the same orders.
  const due = values.due === 'expired' ? 'overdue' : (values.due ?? '');
  const page = Number(values.page || '1');
  return {
    statuses,
    plan: values.plan ?? '',
    from: DAY_TEXT.test(values.from ?? '') ? values.from! : '',
    to: DAY_TEXT.test(values.to ?? '') ? values.to! : '',
    q: values.q || values.user || '',
    due: oneOf(ORDER_DUE, due) ? due : '',
    sort: oneOf(ORDER_SORT_KEYS, sort) ? sort : DEFAULT_SORT.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : oneOf(ORDER_SORT_KEYS, sort) ? 'asc' : DEFAULT_SORT.dir,
    page: Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1,
  };
}

/** The URL values of a view: defaults are left out (an unfiltered list is the bare path); 'user' always goes for 'q'. */
export function urlFromView(view: Partial<OrderView>): OrderUrlValues {
  const sort = view.sort ?? DEFAULT_SORT.sort;
  const dir = view.dir ?? DEFAULT_SORT.dir;
  const isDefaultSort = sort === DEFAULT_SORT.sort && dir === DEFAULT_SORT.dir;
  return {
    status: ORDER_STATUSES.filter((s) => view.statuses?.includes(s)).join(','),
    plan: view.plan ?? '',
    from: view.from ?? '',
    to: view.to ?? '',
    q: view.q ?? '',
    due: view.due ?? '',
    sort: isDefaultSort ? '' : sort,
    dir: isDefaultSort ? '' : dir,
    page: view.page && view.page > 1 ? String(view.page) : '',
    user: '',
  };
}

export function isOpenOrder(order: Pick<PaymentOrder, 'status'>): boolean {
  return order.status === 'WAITING' || order.status === 'SENT';
}

function timeOf(value: string | null | undefined): number {
  const t = value ? new Date(value).getTime() : Number.NaN;
  return Number.isFinite(t) ? t : Number.NaN;
}

/** Still to be paid and its due day is over: the list flags it ('Vencida'); one due today is not. */
export function isOverdue(order: Pick<PaymentOrder, 'status' | 'expires'>, nowMs = Date.now()): boolean {
  return isOpenOrder(order) && isExpired(order.expires, nowMs);
}

function matchesDue(order: PaymentOrder, due: OrderDue, nowMs: number): boolean {
  if (!isOpenOrder(order) || !order.expires) return false;
  return due === 'overdue' ? isOverdue(order, nowMs) : isExpiring(order.expires, nowMs);
}

/** Brasília keeps UTC-3 all year (no daylight saving since 2019): the day an instant falls on there, as YYYY-MM-DD. */
export function brasiliaDay(value: string | null | undefined): string {
  const t = timeOf(value);
  return Number.isFinite(t) ? new Date(t - 3 * 3600_000).toISOString().slice(0, 10) : '';
}

/** A test for every filter but the statuses (the status counts are taken over it). */
function matcherOf(filters: OrderFilters, nowMs: number): (order: PaymentOrder) => boolean {
  const wanted = foldText(filters.q.trim());
  const { plan, from, to, due } = filters;
  return (o) => {
    if (plan && o.description !== plan) return false;
    if (from || to) {
      const day = brasiliaDay(o.createdAt);
      if (!day || (from && day < from) || (to && day > to)) return false;
    }
    if (due && !matchesDue(o, due, nowMs)) return false;
    if (!wanted) return true;
    return foldText(o.user ?? '').includes(wanted) || String(o.payment_order_id) === wanted.replace(/^(#|n[º°]\s*)/, '');
  };
}

/** The orders that pass every filter (no status chosen = every status). */
export function filterOrders(orders: readonly PaymentOrder[], filters: OrderFilters, nowMs = Date.now()): PaymentOrder[] {
  const matches = matcherOf(filters, nowMs);
  const statuses = new Set<string>(filters.statuses);
  return orders.filter((o) => (statuses.size === 0 || statuses.has(o.status)) && matches(o));
}

/** How many orders of each status pass the other filters: the figure beside each status choice. */
export function countByStatus(orders: readonly PaymentOrder[], filters: OrderFilters, nowMs = Date.now()): Record<OrderStatus, number> {
  const matches = matcherOf(filters, nowMs);
  const counts: Record<OrderStatus, number> = { WAITING: 0, SENT: 0, PAID: 0, CANCELLED: 0 };
  for (const o of orders) if (oneOf(ORDER_STATUSES, o.status) && matches(o)) counts[o.status] += 1;
  return counts;
}

type SortValue = number | string;

/** What a column sorts by: numbers, times, folded names; statuses in the order an order lives them. */
function sortValueOf(key: OrderSortKey): (o: PaymentOrder) => SortValue {
  switch (key) {
    case 'order':
      return (o) => (Number.isFinite(Number(o.payment_order_id)) ? Number(o.payment_order_id) : String(o.payment_order_id));
    case 'user':
      return (o) => foldText(o.user ?? '');
    case 'plan':
      return (o) => {
        const i = PLAN_ORDER.indexOf(o.description ?? '');
        return i >= 0 ? i : PLAN_ORDER.length;
      };
    case 'amount':
      return (o) => o.amount;
    case 'status':
      return (o) => {
        const i = (ORDER_STATUSES as readonly string[]).indexOf(o.status);
        return i >= 0 ? i : ORDER_STATUSES.length;
      };
    case 'createdAt':
      return (o) => timeOf(o.createdAt);
    case 'expires':
      return (o) => timeOf(o.expires);
  }
}

const isMissing = (v: SortValue) => v === '' || (typeof v === 'number' && Number.isNaN(v));

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The orders sorted by a column, in a new array. Ties go by order number in the same direction, so
 * the order of the rows never depends on the reply's; rows without the value (no expiry) come last either way.
 */
export function sortOrders(orders: readonly PaymentOrder[], sort: OrderSortKey, dir: SortDir): PaymentOrder[] {
  const valueOf = sortValueOf(sort);
  const numberOf = sortValueOf('order');
  const sign = dir === 'asc' ? 1 : -1;
  const rows = orders.map((order) => ({ order, value: valueOf(order), number: numberOf(order) }));
  rows.sort((a, b) => {
    const missingA = isMissing(a.value);
    const missingB = isMissing(b.value);
    if (missingA !== missingB) return missingA ? 1 : -1;
    return sign * (compare(a.value, b.value) || compare(a.number, b.number));
  });
  return rows.map((r) => r.order);
}

/** The plans to offer in the plan filter: the ones the orders hold (and the one chosen), in PLAN_ORDER. */
export function plansOf(orders: readonly PaymentOrder[], chosen = ''): string[] {
  const found = new Set<string>(orders.map((o) => o.description ?? '').filter(Boolean));
  if (chosen) found.add(chosen);
  const rank = (p: string) => (PLAN_ORDER.includes(p) ? PLAN_ORDER.indexOf(p) : PLAN_ORDER.length);
  return [...found].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

/** One page of a list; the page number is clamped into range. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}

/**
 * Where the table starts: its nine columns need about 915 px beside the 260 px sidebar (measured at
 * 1280 px in Portuguese), so below this the orders stay cards instead of a table that scrolls sideways.
 */
export const ORDERS_TABLE_SCREEN = '(min-width: 1240px)';
