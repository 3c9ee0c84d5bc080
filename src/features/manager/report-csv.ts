import type { TFunction } from 'i18next';
import type { ReportRow } from '@/api/manager';
import { toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

function formatDateTime(value: string): string {
  const d = new Date(value);
  // '01/11/2026 12:00': no comma, so spreadsheets read it as one date-time.
  return Number.isNaN(d.getTime()) ? value : `${formatDate(value)} ${time.format(d)}`;
}

/**
 * The report as a CSV file's text: the table's columns, plans by their display names, statuses in words, dates as people
 * read them. Semicolons separate the cells: Excel set to Portuguese expects them.
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
      formatDate(r.dueDate),
    ]),
    ';',
  );
}
