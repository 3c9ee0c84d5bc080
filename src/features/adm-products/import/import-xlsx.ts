import { unzipSync, zipSync, type Unzipped } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import { MAX_SHEET_ROWS, SheetError, type Cell } from './import-sheet';

/**
 * Reading the first sheet of an .xlsx workbook inside the import's worker (this module loads only
 * when a workbook is chosen).
 *
 * The reader (read-excel-file) unzips with fflate's asynchronous `unzip`, which inflates every entry
 * over 512 KB in a worker of its own started from a `blob:` URL: the page's CSP (`worker-src 'self'`)
 * blocks it, nothing answers, and a sheet of about 2,000 rows or more was never read. Neither
 * library has an option for it, and the reader's synchronous unzip is not exported. So the workbook
 * is unzipped here with fflate's `unzipSync`, in this thread, and handed to the reader again as a
 * zip of the same entries *stored* (no compression): fflate's `unzip` only copies a stored entry,
 * in the current thread, and starts no worker. The rows are counted on the way, so a sheet over the
 * limit (MAX_SHEET_ROWS) is refused before the reader parses it. The reader's own worker path also
 * ran out of stack at 200,000 rows; read this way, 400,000 rows still read (in 34 s).
 */

/** The entries the reader reads: XML parts and their relationships (no pictures or printer settings). */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

const decoder = new TextDecoder();
const textOf = (files: Unzipped, path: string) => (files[path] ? decoder.decode(files[path]) : '');

/** An attribute's value in one tag's text. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1];
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

function relationships(xml: string): Relationship[] {
  return [...xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].map(([tag]) => ({
    id: attribute(tag, 'Id') ?? '',
    type: attribute(tag, 'Type') ?? '',
    target: attribute(tag, 'Target') ?? '',
  }));
}

/** A relationship's target as a path in the archive, relative to the folder of the part that names it. */
function resolve(folder: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : folder + target).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p && p !== '.') out.push(p);
  }
  return out.join('/');
}

/** The path of the workbook's first sheet, the one the reader reads: the workbook's first <sheet>, through the relationships. */
export function firstSheetPath(files: Unzipped): string {
  const fallback = 'xl/worksheets/sheet1.xml';
  const office = relationships(textOf(files, '_rels/.rels')).find((r) => r.type.endsWith('/officeDocument'));
  const workbook = office ? resolve('', office.target) : 'xl/workbook.xml';
  const folder = workbook.includes('/') ? workbook.slice(0, workbook.lastIndexOf('/') + 1) : '';
  const sheetTag = /<(?:\w+:)?sheet\b[^>]*>/.exec(textOf(files, workbook))?.[0];
  const id = sheetTag ? /\s(?:\w+:)?id\s*=\s*"([^"]*)"/.exec(sheetTag)?.[1] : undefined;
  const rels = relationships(textOf(files, `${folder}_rels/${workbook.slice(folder.length)}.rels`));
  const target = rels.find((r) => r.id === id)?.target;
  const path = target ? resolve(folder, target) : fallback;
  return files[path] ? path : fallback;
}

const LT = 0x3c;
const isNameByte = (b: number) => (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39) || b === 0x5f || b === 0x2d || b === 0x2e;
const endsName = (b: number) => b === 0x20 || b === 0x3e || b === 0x2f || b === 0x09 || b === 0x0a || b === 0x0d;

/** The <row> elements of a sheet's XML (with or without a namespace prefix), counted on its bytes. */
export function countRowElements(xml: Uint8Array): number {
  let rows = 0;
  for (let i = xml.indexOf(LT); i !== -1; i = xml.indexOf(LT, i + 1)) {
    let name = i + 1;
    let k = name;
    while (k < xml.length && isNameByte(xml[k])) k++;
    if (xml[k] === 0x3a) name = k + 1;
    if (xml[name] === 0x72 && xml[name + 1] === 0x6f && xml[name + 2] === 0x77 && endsName(xml[name + 3])) rows++;
  }
  return rows;
}

/** An ArrayBuffer holding exactly these bytes. */
const bufferOf = (bytes: Uint8Array): ArrayBuffer =>
  (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;

/**
 * The rows of the first sheet of a workbook's bytes, read in this thread. `onRows` hears how many
 * data rows (header aside) it holds before they are read; above MAX_SHEET_ROWS it throws a
 * SheetError ('tooManyRows') instead, and a file that is no zip, 'unreadable'.
 */
export async function readXlsx(bytes: Uint8Array, onRows?: (rows: number) => void): Promise<Cell[][]> {
  let files: Unzipped;
  try {
    files = unzipSync(bytes, { filter: (file) => isXmlPart(file.name) });
  } catch {
    throw new SheetError({ reason: 'unreadable' });
  }
  const sheet = files[firstSheetPath(files)];
  const dataRows = Math.max(0, (sheet ? countRowElements(sheet) : 0) - 1);
  if (dataRows > MAX_SHEET_ROWS) throw new SheetError({ reason: 'tooManyRows', limit: MAX_SHEET_ROWS });
  onRows?.(dataRows);
  const stored = zipSync(files, { level: 0 });
  return (await readSheet(bufferOf(stored))) as Cell[][];
}
