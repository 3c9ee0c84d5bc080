import { csvDecimal, toCsv, type CsvValue } from '@/lib/csv';
import { IMPORT_COLUMNS } from './import-columns';
import type { JobRow } from './import-job';

/** The files the import page offers: the template (CSV and .xlsx) and the report of a job. */

/** The template's one example row, in the columns' order. */
export const TEMPLATE_EXAMPLE = {
  part_name: 'Pastilha de freio dianteira',
  code: 'PF-1234',
  manufacturer: 'Cobreq',
  brand: 'Volkswagen',
  model: 'Gol G5 2009 a 2013',
  description: 'Jogo de pastilhas de freio dianteiras, 4 peças, com sensor.',
  price: 1234.56,
  quantity: 10,
  is_new: 'sim',
  is_national: 'sim',
  images: 'pastilha-1.jpg|pastilha-2.jpg',
} as const;

/** The template as CSV: ';' between cells, a decimal comma (what a spreadsheet set to Portuguese opens as it is). */
export function templateCsv(): string {
  const row = IMPORT_COLUMNS.map((c): CsvValue => (c === 'price' ? csvDecimal(TEMPLATE_EXAMPLE.price) : TEMPLATE_EXAMPLE[c]));
  return toCsv(IMPORT_COLUMNS, [row]);
}

/** The template as an .xlsx workbook (its writer loads only when asked for). */
export async function templateXlsx(): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const header = IMPORT_COLUMNS.map((c) => ({ value: c, fontWeight: 'bold' as const }));
  const row = IMPORT_COLUMNS.map((c) => ({ value: TEMPLATE_EXAMPLE[c] }));
  return writeXlsxFile([header, row], { columns: IMPORT_COLUMNS.map((c) => ({ width: c === 'description' ? 48 : 20 })) }).toBlob();
}

export type ReportResult = 'created' | 'error' | 'skipped';

/** A row's result in the report: created, failed, or not sent (invalid, cancelled or never reached). */
export function reportResult(row: JobRow): ReportResult {
  if (row.state === 'done') return 'created';
  return row.state === 'failed' ? 'error' : 'skipped';
}

export interface ReportTexts {
  header: readonly [string, string, string, string];
  result: Record<ReportResult, string>;
  /** The row's message: its problems, the server's answer, or why it was not sent. */
  message: (row: JobRow) => string;
}

/** The report: every row's line, part name, result and message, in sheet order. */
export function reportCsv(rows: readonly JobRow[], texts: ReportTexts): string {
  const sorted = [...rows].sort((a, b) => a.line - b.line);
  return toCsv(
    texts.header,
    sorted.map((row) => [row.line, row.values.part_name, texts.result[reportResult(row)], texts.message(row)]),
  );
}
