/**
 * What every reader of an import sheet shares: a cell as the readers give it, the row limit, and
 * the error that refuses a sheet as a whole (import-parse.ts for CSV, import-xlsx.ts for workbooks).
 */

/** One cell as a CSV or an .xlsx sheet gives it. */
export type Cell = string | number | boolean | Date | null | undefined;

/**
 * The most data rows one import takes; a larger sheet is refused with this number before its rows
 * are read, so the seller splits it. Measured in Chromium on the built app: a 100,000-row workbook
 * is checked in about 4.5 s with no task of the page over 60 ms; at 200,000 rows the page's tasks
 * reach 150 ms, at 400,000 they pass the 200 ms budget (280 ms, 34 s in all). Sending is the longer
 * part anyway: each row is one request, about 1,000 a minute, so 100,000 rows take well over an hour.
 */
export const MAX_SHEET_ROWS = 100_000;

/** Why a sheet cannot be checked at all. */
export type SheetFailure =
  | { reason: 'unreadable' }
  | { reason: 'empty' }
  /** A quote opened at this line (header = 1) and never closed: the rest of the file would be one cell. */
  | { reason: 'unclosedQuote'; line: number }
  | { reason: 'tooManyRows'; limit: number };

/** A sheet refused as a whole, with the reason the page tells. */
export class SheetError extends Error {
  readonly reason: SheetFailure['reason'];
  readonly line?: number;
  readonly limit?: number;
  constructor(readonly failure: SheetFailure) {
    super(`sheet refused: ${failure.reason}`);
    this.reason = failure.reason;
    if (failure.reason === 'unclosedQuote') this.line = failure.line;
    if (failure.reason === 'tooManyRows') this.limit = failure.limit;
  }
}
