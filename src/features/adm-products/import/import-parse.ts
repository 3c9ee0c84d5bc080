import Papa from 'papaparse';
import { hasPhotoName } from '@/lib/photos';
import { foldText } from '@/lib/format';
import type { ProductFields } from '@/lib/product-fields';
import { leadingBytes } from '@/lib/validation';
import { missingProductFields, productLimitProblems, productTexts, type ProductRuleField } from '../product-rules';
import { IMPORT_COLUMNS, mapHeader, type HeaderMap, type ImportColumn } from './import-columns';
import { MAX_SHEET_ROWS, SheetError, type Cell } from './import-sheet';

/**
 * Reading and checking an import spreadsheet, as pure functions: the worker (import.worker.ts)
 * runs them off the page's thread, and the unit tests call them directly.
 */

export { MAX_SHEET_ROWS, SheetError, type Cell, type SheetFailure } from './import-sheet';

/** A photo the user chose: its file name, and whether its bytes are a real picture. */
export interface PhotoCheck {
  name: string;
  ok: boolean;
}

/**
 * A problem of one row. `key` is a text of the import's own messages (import.errors.<key>), or,
 * with `catalog`, a code of the server's catalogue (the same message the API would answer).
 */
export interface RowError {
  field: ImportColumn;
  key: string;
  catalog?: boolean;
  params?: Record<string, string | number>;
}

/**
 * A data row: its line in the sheet (the header is line 1), the part as it would be sent, the photo
 * names and the problems. `warnings` (present only when there is one) do not stop the row: its code
 * repeats an earlier row of the sheet or one of the seller's parts, and the page offers to skip it.
 */
export interface ImportRow {
  line: number;
  values: ProductFields;
  images: string[];
  errors: RowError[];
  warnings?: RowError[];
}

/** Refuses a sheet with more than MAX_SHEET_ROWS data rows (blank lines at its end aside); `cut` says the reader stopped before the end. */
export function checkRowCount(records: readonly (readonly Cell[])[], cut = false): void {
  let last = records.length - 1;
  while (last > 0 && isBlankRecord(records[last])) last--;
  if (cut || last > MAX_SHEET_ROWS) throw new SheetError({ reason: 'tooManyRows', limit: MAX_SHEET_ROWS });
}

/* ---------- file contents ---------- */

/** A file's text: UTF-8 when its bytes are valid UTF-8 (a BOM is dropped), else Windows-1252 (what Excel saves as 'CSV' in Portuguese). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** ';' or ',', whichever separates more cells of the first line (quoted text aside); ';' on a tie (the Portuguese spreadsheet's choice). */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (semicolons || commas) break;
    } else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** Records read past the limit, so blank lines at the end of a sheet at the limit do not count against it. */
const ROW_SLACK = 1000;

/**
 * The records of a CSV text, blank lines kept so each record's index is its line in the sheet minus
 * one (a quoted cell may hold line breaks: it is one line, as a spreadsheet shows it). A quote that
 * does not close swallows the rest of the file into one cell, so the sheet is refused with the line
 * where it opened; one over MAX_SHEET_ROWS is refused too, and read no further than the limit.
 */
export function parseCsv(text: string): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter: detectDelimiter(text), skipEmptyLines: false, preview: MAX_SHEET_ROWS + 1 + ROW_SLACK });
  const quote = result.errors.find((e) => e.type === 'Quotes');
  if (quote) throw new SheetError({ reason: 'unclosedQuote', line: (quote.row ?? 0) + 1 });
  checkRowCount(result.data, result.meta.truncated);
  return result.data;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** An .xlsx file is a zip archive: its bytes say so whatever its name. */
export function isXlsx(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((b, i) => bytes[i] === b);
}

/**
 * The records of a spreadsheet file, CSV or .xlsx; `onRows` hears a workbook's row count before its
 * rows are read (the slow part). A sheet that cannot be read as a whole throws a SheetError.
 */
export async function readSheetFile(file: Blob, onRows?: (rows: number) => void): Promise<Cell[][]> {
  const bytes = await leadingBytes(file, file.size);
  if (!isXlsx(bytes)) return parseCsv(decodeText(bytes));
  // The workbook reader loads only when a workbook is chosen.
  const { readXlsx } = await import('./import-xlsx');
  return readXlsx(bytes, onRows);
}

/* ---------- values ---------- */

/** Spaces and invisible characters (zero-width, word joiner, BOM) at either end of a cell. */
const EDGE_BLANKS = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

/** A cell as text, without spaces or invisible characters at its ends: numbers as written in JavaScript, booleans as 1/0, dates as yyyy-mm-dd. */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? '1' : '0';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).replace(EDGE_BLANKS, '');
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A price in reais: '1.234,56', '1234,56', '1234.56', '1,234.56', 'R$ 1.234,56' or a number cell.
 * When both marks appear the last one is the decimal mark; one '.' before exactly three digits
 * ('1.234') groups thousands, as in Portuguese. A leading '-' reads as a negative number, as a
 * number cell gives it, so the same rule refuses it in a CSV and in a workbook. null for a blank
 * cell, NaN for anything else (more than two decimals, letters).
 */
export function parsePrice(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? round2(cell) : Number.NaN;
  const text = cellText(cell)
    .replace(/^R\$/i, '')
    .replace(/[\s\u00a0]/g, '');
  if (!text) return null;
  if (text.startsWith('-')) {
    const positive = text[1] === '-' ? null : parsePrice(text.slice(1));
    return positive === null ? Number.NaN : -positive;
  }
  if (!/^\d[\d.,]*$/.test(text)) return Number.NaN;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let integer: string;
  let decimals = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const mark = Math.max(lastDot, lastComma);
    const group = mark === lastDot ? ',' : '.';
    integer = text.slice(0, mark);
    decimals = text.slice(mark + 1);
    if (!groupedOk(integer, group)) return Number.NaN;
    integer = integer.split(group).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = text.split(mark);
    // Several marks, or '.' before exactly three digits: thousands. One ',' (or '.' before 1-2 digits): decimals.
    if (parts.length > 2 || (mark === '.' && parts[1].length === 3)) {
      if (!groupedOk(text, mark)) return Number.NaN;
      integer = parts.join('');
    } else {
      [integer, decimals] = parts;
    }
  } else {
    integer = text;
  }
  if (!/^\d+$/.test(integer) || !/^\d{0,2}$/.test(decimals)) return Number.NaN;
  return Number(`${integer}.${decimals || '0'}`);
}

/** '1.234.567' with '.': groups of three after the first of one to three digits. */
function groupedOk(text: string, group: string): boolean {
  const parts = text.split(group);
  return /^\d{1,3}$/.test(parts[0]) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
}

/**
 * A whole quantity: '12', '1.000' (grouped) or a number cell; a leading '-' reads as a negative
 * number, as a number cell gives it. null when blank, NaN when not a whole number.
 */
export function parseQuantity(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : Number.NaN;
  const text = cellText(cell);
  if (!text) return null;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = sign < 0 ? text.slice(1) : text;
  if (/^\d+$/.test(digits)) return sign * Number(digits);
  if (groupedOk(digits, '.')) return sign * Number(digits.split('.').join(''));
  return Number.NaN;
}

const TRUE_WORDS = new Set(['1', 'sim', 's', 'true', 'verdadeiro', 'yes', 'y', 'x']);
const FALSE_WORDS = new Set(['0', 'nao', 'não', 'n', 'false', 'falso', 'no']);

/** 1/0, sim/não, s/n, true/false, yes/no (any case, with or without the accent); null when blank, undefined when none of these. */
export function parseBoolean(cell: Cell): boolean | null | undefined {
  if (typeof cell === 'boolean') return cell;
  const text = cellText(cell).toLowerCase();
  if (!text) return null;
  const folded = foldText(text);
  if (TRUE_WORDS.has(folded)) return true;
  if (FALSE_WORDS.has(folded)) return false;
  return undefined;
}

/** The photo names of an images cell: separated by '|', trimmed, each once. */
export function splitImages(cell: Cell): string[] {
  const names = cellText(cell)
    .split('|')
    .map((n) => n.trim())
    .filter(Boolean);
  return [...new Set(names)];
}

/* ---------- rows ---------- */

/** The chosen photos by lower-case name (a sheet typed on another system may differ in case); the first of a name wins. */
export type PhotoIndex = Map<string, PhotoCheck>;

export function photoIndexOf(photos: readonly PhotoCheck[]): PhotoIndex {
  const index: PhotoIndex = new Map();
  for (const p of photos) if (!index.has(p.name.toLowerCase())) index.set(p.name.toLowerCase(), p);
  return index;
}

/** Every cell of the record is blank. */
export const isBlankRecord = (record: readonly Cell[]) => record.every((c) => cellText(c) === '');

/** Columns whose content alone does not make a part: yes/no flags a spreadsheet fills down on every line. */
const FLAG_COLUMNS: ReadonlySet<ImportColumn | null> = new Set(['is_new', 'is_national', null]);

/**
 * A record that names no part: nothing visible in any of the part's own columns (the yes/no
 * columns, filled down by a spreadsheet, and ignored columns do not count). Such a line is
 * skipped, as a blank line is, and still counts as a line.
 */
export function namesNoPart(record: readonly Cell[], columns: readonly (ImportColumn | null)[]): boolean {
  return columns.every((column, i) => FLAG_COLUMNS.has(column) || cellText(record[i]) === '');
}

/**
 * One data row checked with the product form's rules (lib/product-rules), plus what only a sheet
 * can get wrong: a price, quantity or yes/no that cannot be read, and photos that were not chosen
 * or are not accepted pictures. Errors come in the template's column order.
 */
export function toImportRow(record: readonly Cell[], columns: readonly (ImportColumn | null)[], line: number, photos: PhotoIndex): ImportRow {
  const cells: Partial<Record<ImportColumn, Cell>> = {};
  columns.forEach((column, i) => {
    if (column) cells[column] = record[i];
  });
  const errors: RowError[] = [];
  const text = (c: ImportColumn) => cellText(cells[c]);

  const price = parsePrice(cells.price);
  const quantity = parseQuantity(cells.quantity);
  const flag = (c: 'is_new' | 'is_national'): boolean => {
    const v = parseBoolean(cells[c]);
    if (v === undefined) errors.push({ field: c, key: 'booleanInvalid', params: { value: text(c) } });
    return v ?? true;
  };
  const values: ProductFields = {
    ...productTexts(text),
    price: price ?? 0,
    quantity: quantity ?? Number.NaN,
    is_new: flag('is_new'),
    is_national: flag('is_national'),
  };
  const named = splitImages(cells.images);
  const images = named.map((n) => photos.get(n.toLowerCase())?.name ?? n);

  for (const field of missingProductFields(values, images.length, true) as ProductRuleField[]) {
    if (field === 'price') {
      if (price === null) errors.push({ field, key: 'required.price' });
      else if (Number.isNaN(price)) errors.push({ field, key: 'priceInvalid', params: { value: text('price') } });
      else errors.push({ field, key: 'pricePositive' });
    } else if (field === 'quantity') {
      if (quantity === null) errors.push({ field, key: 'required.quantity' });
      else if (Number.isNaN(quantity)) errors.push({ field, key: 'quantityInvalid', params: { value: text('quantity') } });
      else errors.push({ field, key: 'quantityMin' });
    } else {
      errors.push({ field, key: `required.${field}` });
    }
  }
  for (const [field, code] of Object.entries(productLimitProblems(values)) as Array<[ImportColumn, string]>) {
    errors.push({ field, key: code, catalog: true });
  }
  for (const name of named) {
    const chosen = photos.get(name.toLowerCase());
    if (!hasPhotoName(name)) errors.push({ field: 'images', key: 'photoType', params: { name } });
    else if (!chosen) errors.push({ field: 'images', key: 'photoMissing', params: { name } });
    // The file's own name: the one the seller finds in the folder.
    else if (!chosen.ok) errors.push({ field: 'images', key: 'photoNotImage', params: { name: chosen.name } });
  }
  errors.sort((a, b) => IMPORT_COLUMNS.indexOf(a.field) - IMPORT_COLUMNS.indexOf(b.field));
  // Unreadable numbers travel as 0, never as NaN (a structured clone keeps it, JSON would not).
  if (!Number.isFinite(values.quantity)) values.quantity = 0;
  if (!Number.isFinite(values.price)) values.price = 0;
  return { line, values, images, errors };
}

export interface ParsedSheet {
  header: HeaderMap;
  rows: ImportRow[];
}

/** A code as it is compared: any case (the sheet's ends are already trimmed). */
export const codeKey = (code: string) => code.trim().toUpperCase();

/**
 * Marks rows whose code was already used: by an earlier row of the sheet that can be sent ('repete
 * a linha 2'), or by one of the seller's parts ('já existe entre as suas peças'). A row with errors
 * is not sent, so it neither warns nor claims its code; a row without a code is never a repeat.
 */
export class RepeatedCodes {
  private readonly firstLine = new Map<string, number>();
  private readonly existing: ReadonlySet<string>;

  constructor(existingCodes: readonly string[] | null = null) {
    this.existing = new Set((existingCodes ?? []).map(codeKey).filter(Boolean));
  }

  mark(row: ImportRow): void {
    const code = row.values.code;
    if (row.errors.length || !code) return;
    const key = codeKey(code);
    const first = this.firstLine.get(key);
    if (first !== undefined) row.warnings = [{ field: 'code', key: 'codeRepeated', params: { code, first } }];
    else {
      this.firstLine.set(key, row.line);
      if (this.existing.has(key)) row.warnings = [{ field: 'code', key: 'codeExists', params: { code } }];
    }
  }
}

/** A sheet's header and the records that hold a part (their indexes; each is its line minus one). None when a required column is missing. */
export function readHeader(records: readonly (readonly Cell[])[]): { header: HeaderMap; data: number[] } {
  const header = mapHeader((records[0] ?? []).map(cellText));
  const data: number[] = [];
  if (!header.missing.length) for (let i = 1; i < records.length; i++) if (!namesNoPart(records[i], header.columns)) data.push(i);
  return { header, data };
}

/** The photo names (lower case) the rows name in their images column. */
export function namedPhotos(records: readonly (readonly Cell[])[], header: HeaderMap, data: readonly number[]): Set<string> {
  const column = header.columns.indexOf('images');
  const names = new Set<string>();
  if (column < 0) return names;
  for (const i of data) for (const name of splitImages(records[i][column])) names.add(name.toLowerCase());
  return names;
}

/** The rows of `data` in chunks of `size`, checked against the photos, with repeated codes marked. */
export function* rowsInChunks(
  records: readonly (readonly Cell[])[],
  header: HeaderMap,
  data: readonly number[],
  photos: readonly PhotoCheck[],
  size: number,
  existingCodes: readonly string[] | null = null,
): Generator<{ rows: ImportRow[]; done: number }> {
  const index = photoIndexOf(photos);
  const repeated = new RepeatedCodes(existingCodes);
  for (let start = 0; start < data.length; start += size) {
    const rows = data.slice(start, start + size).map((i) => toImportRow(records[i], header.columns, i + 1, index));
    rows.forEach((row) => repeated.mark(row));
    yield { rows, done: Math.min(start + size, data.length) };
  }
}

/**
 * Every data row of a sheet at once (the first record is the header; lines that name no part are
 * skipped but still count as lines), checked against photos already checked and the seller's codes.
 */
export function parseRecords(
  records: readonly (readonly Cell[])[],
  photos: readonly PhotoCheck[],
  existingCodes: readonly string[] | null = null,
): ParsedSheet {
  const { header, data } = readHeader(records);
  const rows: ImportRow[] = [];
  for (const step of rowsInChunks(records, header, data, photos, 1000, existingCodes)) for (const row of step.rows) rows.push(row);
  return { header, rows };
}
