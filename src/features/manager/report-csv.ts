import type { TFunction } from 'i18next';
import type { ReportRow } from '@/api/manager';
import { toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

function formatDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTime.format(d);
}

/**
 * The report as a CSV file's text: the table's columns, statuses in words, dates as people
 * read them. Semicolons separate the cells: Excel set to Portuguese expects them.
 */
export function reportCsv(rows: readonly ReportRow[], t: TFunction): string {
  const header = ['name', 'plan', 'status', 'createdAt', 'dueDate'].map((c) => t(`report.columns.${c}`, { ns: 'manager' }));
  return toCsv(
    header,
    rows.map((r) => [r.name, r.plan, t(`report.statuses.${r.status}`, { ns: 'manager', defaultValue: r.status }), formatDateTime(r.createdAt ?? ''), formatDate(r.dueDate)]),
    ';',
  );
}
