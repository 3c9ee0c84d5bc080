import type { HeaderMap } from './import-columns';
import type { ImportRow, PhotoCheck } from './import-parse';
import type { SheetFailure } from './import-sheet';

/** A photo the user chose, by its file name; `ok` when an earlier check already told whether it is a picture. */
export interface PhotoInput {
  name: string;
  file: Blob;
  ok?: boolean;
}

/**
 * What the page asks the import worker: check this sheet against these photos and the codes of the
 * seller's parts (null when they could not be read: only the sheet's own repeats are found).
 */
export interface ParseRequest {
  file: Blob;
  photos: PhotoInput[];
  existingCodes: string[] | null;
}

/**
 * What the worker answers, in order: how many rows a workbook holds (before the slow read), the
 * header, the photos the sheet names as each is checked (the last message with every result, for
 * the page to keep), the rows in chunks with the count so far, then the end (or a failure).
 */
export type ParseMessage =
  | { type: 'reading'; rows: number }
  | { type: 'header'; header: HeaderMap; total: number }
  | { type: 'photos'; done: number; total: number; checks?: PhotoCheck[] }
  | { type: 'rows'; rows: ImportRow[]; done: number; total: number }
  | { type: 'done'; total: number }
  | ({ type: 'failed' } & SheetFailure);

/** Rows per message: small enough that the page takes each in well under a frame's budget. */
export const PARSE_CHUNK = 100;
