import type { PaymentOrder } from '@/api/manager';

export const ORDERS_PER_PAGE = 20;
export const ORDER_STATUSES = ['WAITING', 'SENT', 'PAID', 'CANCELLED'] as const;

/** Case- and accent-insensitive text for matching ('joão' finds 'João'). */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Orders with the given status (empty = all) whose user name contains the text (or whose number is it). */
export function filterOrders(orders: readonly PaymentOrder[], status: string, userText: string): PaymentOrder[] {
  const wanted = foldText(userText);
  return orders.filter((o) => {
    if (status && o.status !== status) return false;
    if (!wanted) return true;
    return foldText(o.user ?? '').includes(wanted) || String(o.payment_order_id) === wanted;
  });
}

/** One page of a list; the page number is clamped into range. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}
