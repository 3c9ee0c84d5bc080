/** CSV export (RFC 4180 quoting) that Excel opens with accents intact. */
type CsvValue = string | number | boolean | null | undefined;

/** Excel reads a UTF-8 file as the legacy code page unless it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/**
 * One cell. Quoted when it holds a separator, a quote or a line break; quotes doubled.
 * Text starting with = + - @ gets a leading apostrophe so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: CsvValue, separator = ','): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(separator) || /[",;\r\n]/.test(text) || /^\s|\s$/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header plus rows, lines joined by CRLF (what Excel and RFC 4180 expect). No BOM: see csvBlob. */
export function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[], separator = ','): string {
  return [header, ...rows].map((row) => row.map((v) => csvCell(v, separator)).join(separator)).join('\r\n');
}

/** The file to download: UTF-8 with a byte-order mark. */
export function csvBlob(csv: string): Blob {
  return new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
}

/** Starts the download of a CSV file in the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(csvBlob(csv));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
