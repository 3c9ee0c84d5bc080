/**
 * The one CSV writer of the app's exports (RFC 4180 quoting) that Excel and LibreOffice set to
 * Portuguese open as they are: ';' between cells, a decimal comma, dates as dd/mm/aaaa, UTF-8 with a BOM.
 */
import { downloadBlob } from './browser-actions';
import { formatDate } from './dates';

/** A number written with a fixed count of decimals (money: 2). Never taken for a formula, never grouped. */
export interface CsvNumber {
  readonly number: number;
  readonly places: number;
}

export type CsvValue = string | number | boolean | null | undefined | CsvNumber;

export interface CsvOptions {
  /** Between cells: ';' (what a spreadsheet set to Portuguese expects) unless told otherwise. */
  separator?: string;
  /** The decimal mark of numbers: ',' unless told otherwise. */
  decimal?: ',' | '.';
}

/** Excel reads a UTF-8 file as the legacy code page unless it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/** A money value (or any number with fixed decimals): 1234.5 -> '1234,50', -0.5 -> '-0,50'. */
export function csvDecimal(value: number, places = 2): CsvNumber {
  return { number: value, places };
}

/** A date as dd/mm/aaaa (Brasília), '' when there is none. */
export function csvDate(value: string | null | undefined): string {
  return formatDate(value);
}

const plainFormat = new Map<number, Intl.NumberFormat>();

/**
 * Digits with no grouping and '.' as the mark, never an exponent (1e21 -> '1000000000000000000000').
 * Fixed places round as the number's exact value does; a plain number keeps its shortest form.
 */
function numberText(n: number, places: number | null): string {
  if (!Number.isFinite(n)) return '';
  const value = n === 0 ? 0 : n; // no '-0'
  const shortest = String(value);
  if (places === null && !/e/i.test(shortest)) return shortest;
  const key = places ?? -1;
  let format = plainFormat.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: places ?? 0,
      maximumFractionDigits: places ?? 20,
    });
    plainFormat.set(key, format);
  }
  const text = format.format(value);
  return text === '-0' || /^-0\.0*$/.test(text) ? text.slice(1) : text;
}

function isCsvNumber(value: CsvValue): value is CsvNumber {
  return typeof value === 'object' && value !== null;
}

/**
 * Text a spreadsheet may run as a formula: = + - @ (or a tab or a carriage return) first, or after
 * blanks it may skip or trim: white space of any kind (no-break spaces included) and the invisible
 * format characters (soft hyphen, zero-width spaces and joiners, direction marks, word joiner,
 * byte-order mark).
 */
const FORMULA_START = /^[\s\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]*[=+\-@\t\r]/;

/**
 * One cell. Text is quoted when it holds a separator (',' or ';', whichever the file uses), a quote, a
 * line break or space at either end; quotes are doubled. Text a spreadsheet could run as a formula
 * (FORMULA_START) gets a leading apostrophe, the text kept after it. Numbers are written with the
 * decimal mark and quoted only when that mark is also the separator.
 */
export function csvCell(value: CsvValue, options: CsvOptions = {}): string {
  const separator = options.separator ?? ';';
  const decimal = options.decimal ?? ',';
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || isCsvNumber(value)) {
    const text = typeof value === 'number' ? numberText(value, null) : numberText(value.number, value.places);
    const marked = decimal === ',' ? text.replace('.', ',') : text;
    return marked.includes(separator) ? `"${marked}"` : marked;
  }
  let text = typeof value === 'boolean' ? (value ? '1' : '0') : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(separator) || /[",;\r\n]/.test(text) || /^\s|\s$/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header plus rows, lines joined by CRLF (what Excel and RFC 4180 expect). No BOM: see csvBlob. */
export function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[], options: CsvOptions = {}): string {
  const separator = options.separator ?? ';';
  return [header, ...rows].map((row) => row.map((v) => csvCell(v, options)).join(separator)).join('\r\n');
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** 'relatorio-assinaturas' -> 'relatorio-assinaturas-2026-11-23.csv': the day in Brasília, so a late export is not dated tomorrow. */
export function csvFileName(base: string, now: Date = new Date()): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'America/Sao_Paulo' });
  return `${base}-${dayFormat.format(now)}.csv`;
}

/** The file to download: UTF-8 with a byte-order mark. */
export function csvBlob(csv: string): Blob {
  return new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
}

/** Starts the download of a CSV file in the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, csvBlob(csv));
}
