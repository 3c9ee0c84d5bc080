import type { TFunction } from 'i18next';
import type { PaymentOrder, ReportRow } from './api/manager';
import { csvDate, csvDecimal, toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/dates';

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

function formatDateTime(value: string): string {
  const d = new Date(value);
  // '01/11/2026 12:00': no comma, so spreadsheets read it as one date-time.
  return Number.isNaN(d.getTime()) ? value : `${formatDate(value)} ${time.format(d)}`;
}

/**
 * The report as a CSV file's text: the table's columns, plans by their display names, statuses in words, dates as people
 * read them (lib/csv: semicolons between cells, as Excel set to Portuguese expects).
 */
export function reportCsv(rows: readonly ReportRow[], t: TFunction): string {
  const header = ['name', 'plan', 'status', 'createdAt', 'dueDate'].map((c) => t(`report.columns.${c}`, { ns: 'manager' }));
  return toCsv(
    header,
    rows.map((r) => [
      r.name,
      t(`plans.${r.plan}`, { ns: 'manager', defaultValue: r.plan }),
      t(`report.statuses.${r.status}`, { ns: 'manager', defaultValue: r.status }),
      formatDateTime(r.createdAt ?? ''),
      csvDate(r.dueDate),
    ]),
  );
}

/** The table's columns, in its order (the actions column aside). */
export const ORDER_CSV_COLUMNS = ['order', 'user', 'plan', 'amount', 'status', 'createdAt', 'expires', 'slip'] as const;

/**
 * The payment orders as the table shows them (already filtered and sorted), every page: the amount with a
 * decimal comma and no currency sign (a spreadsheet reads it as a number), dates as dd/mm/aaaa.
 */
export function ordersCsv(orders: readonly PaymentOrder[], t: TFunction): string {
  const header = ORDER_CSV_COLUMNS.map((c) => t(`orders.columns.${c}`, { ns: 'manager' }));
  return toCsv(
    header,
    orders.map((o) => [
      Number.isFinite(Number(o.payment_order_id)) ? Number(o.payment_order_id) : String(o.payment_order_id),
      o.user,
      t(`plans.${o.description}`, { ns: 'manager', defaultValue: o.description ?? '' }),
      csvDecimal(o.amount),
      t(`orders.statuses.${o.status}`, { ns: 'manager', defaultValue: o.status }),
      csvDate(o.createdAt),
      csvDate(o.expires),
      t(`orders.biShort.${o.bi_status ?? 'none'}`, { ns: 'manager', defaultValue: String(o.bi_status) }),
    ]),
  );
}
