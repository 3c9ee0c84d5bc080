import { parseDate } from '@/lib/dates';
import { daysToDue } from './invoice-rules';

/**
 * The manager's finance figures, computed from the payment orders (GET /manager-subscription-page).
 *
 * - Received: PAID orders, in the month of their payment (`paidAt`); an order without it counts in
 *   the month it was billed (`createdAt`: its bank slip falls due 3 days later).
 * - Cancelled: CANCELLED orders, in the month they were billed (`createdAt`).
 * - Due in the next 7 days: open orders (WAITING or SENT) due from today to 7 days ahead, both ends
 *   included; overdue: open orders whose due day is over. Days are Brasília's (lib/invoice-rules):
 *   an order due today is due, not overdue, as the dashboard's 'Vencidas' counts it.
 * - Months are calendar months in Brasília time (America/Sao_Paulo), whatever the browser's zone.
 * Amounts are added in cents, so a sum of many orders is exact to the cent.
 */

export const FINANCE_TIME_ZONE = 'America/Sao_Paulo';
/** The chart and the plan breakdown cover the current month and the 11 before it. */
export const FINANCE_MONTHS = 12;
/** "Due soon" looks this many days ahead. */
const DUE_WINDOW_DAYS = 7;

export interface FinanceOrder {
  status: string;
  amount: number;
  description?: string | null;
  expires?: string | null;
  createdAt?: string | null;
  paidAt?: string | null;
}

/** An amount in reais and how many orders make it. */
export interface Total {
  amount: number;
  count: number;
}

export interface MonthFigures {
  /** 'YYYY-MM' in Brasília time. */
  month: string;
  /** First and last day of the month, 'YYYY-MM-DD' (the orders table's date filter). */
  from: string;
  to: string;
  received: Total;
  cancelled: Total;
}

export interface PlanFigures {
  /** The plan key as the orders carry it (their description): 'Basic', 'Premium'... */
  plan: string;
  /** Received over the months of the chart. */
  received: Total;
  /** Still to be paid (WAITING or SENT), whatever the month. */
  open: Total;
}

export interface FinanceSummary {
  thisMonth: Total;
  lastMonth: Total;
  dueSoon: Total;
  overdue: Total;
  /** FINANCE_MONTHS months, oldest first; the last one is the current month. */
  months: MonthFigures[];
  /** Plans with anything received or open, the largest received first. */
  plans: PlanFigures[];
}

const monthParts = new Intl.DateTimeFormat('en-US', { timeZone: FINANCE_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The calendar month of an instant in Brasília time, as 'YYYY-MM'. */
export function monthOf(ms: number): string {
  let year = '';
  let month = '';
  for (const part of monthParts.formatToParts(ms)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
  }
  return `${year}-${month}`;
}

/** 'YYYY-MM' moved by `delta` months: ('2026-01', -1) -> '2025-12'. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First and last day of a 'YYYY-MM' month. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

function timeOf(value: string | null | undefined): number | null {
  const d = parseDate(value);
  return d ? d.getTime() : null;
}

function isOpen(status: string): boolean {
  return status === 'WAITING' || status === 'SENT';
}

/** Sums in cents while adding, reais when read. */
class Tally {
  cents = 0;
  count = 0;
  add(amount: number): void {
    if (!Number.isFinite(amount)) return;
    this.cents += Math.round(amount * 100);
    this.count += 1;
  }
  total(): Total {
    return { amount: this.cents / 100, count: this.count };
  }
}

export function summarizeFinance(orders: readonly FinanceOrder[], nowMs: number): FinanceSummary {
  const current = monthOf(nowMs);
  const monthKeys = Array.from({ length: FINANCE_MONTHS }, (_, i) => addMonths(current, i - (FINANCE_MONTHS - 1)));
  const received = new Map(monthKeys.map((m) => [m, new Tally()]));
  const cancelled = new Map(monthKeys.map((m) => [m, new Tally()]));
  const lastMonth = received.get(addMonths(current, -1))!;
  const planReceived = new Map<string, Tally>();
  const planOpen = new Map<string, Tally>();
  const dueSoon = new Tally();
  const overdue = new Tally();
  const tallyOf = (map: Map<string, Tally>, key: string) => {
    let tally = map.get(key);
    if (!tally) map.set(key, (tally = new Tally()));
    return tally;
  };

  // The time-zone lookup is the slow part: one per hour (a month in Brasília starts on the hour),
  // and 5,000 orders fall in far fewer hours.
  const monthByHour = new Map<number, string>();
  const monthAt = (ms: number) => {
    const hour = Math.floor(ms / 3_600_000);
    let month = monthByHour.get(hour);
    if (month === undefined) monthByHour.set(hour, (month = monthOf(ms)));
    return month;
  };

  for (const order of orders) {
    const plan = (order.description ?? '').trim();
    if (order.status === 'PAID') {
      const at = timeOf(order.paidAt) ?? timeOf(order.createdAt);
      const tally = at === null ? undefined : received.get(monthAt(at));
      if (tally) {
        tally.add(order.amount);
        if (plan) tallyOf(planReceived, plan).add(order.amount);
      }
    } else if (order.status === 'CANCELLED') {
      const at = timeOf(order.createdAt);
      if (at !== null) cancelled.get(monthAt(at))?.add(order.amount);
    } else if (isOpen(order.status)) {
      if (plan) tallyOf(planOpen, plan).add(order.amount);
      const days = daysToDue(order.expires, nowMs);
      if (days === null) continue;
      if (days < 0) overdue.add(order.amount);
      else if (days <= DUE_WINDOW_DAYS) dueSoon.add(order.amount);
    }
  }

  const empty = new Tally();
  const plans = [...new Set([...planReceived.keys(), ...planOpen.keys()])]
    .map((plan) => ({ plan, received: (planReceived.get(plan) ?? empty).total(), open: (planOpen.get(plan) ?? empty).total() }))
    .sort((a, b) => b.received.amount - a.received.amount || b.open.amount - a.open.amount || a.plan.localeCompare(b.plan));

  return {
    thisMonth: received.get(current)!.total(),
    lastMonth: lastMonth.total(),
    dueSoon: dueSoon.total(),
    overdue: overdue.total(),
    months: monthKeys.map((month) => ({ month, ...monthRange(month), received: received.get(month)!.total(), cancelled: cancelled.get(month)!.total() })),
    plans,
  };
}
