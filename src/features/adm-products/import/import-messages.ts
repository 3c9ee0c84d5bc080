import type { HeaderMap } from './import-columns';
import type { ImportRow, PhotoCheck } from './import-parse';

/** What the page asks the import worker: check this sheet against these photos. */
export interface ParseRequest {
  file: Blob;
  photos: PhotoCheck[];
}

/** What the worker answers, in order: the header, the rows in chunks with the count so far, then the end (or a failure). */
export type ParseMessage =
  | { type: 'header'; header: HeaderMap; total: number }
  | { type: 'rows'; rows: ImportRow[]; done: number; total: number }
  | { type: 'done'; total: number }
  | { type: 'failed'; reason: 'unreadable' | 'empty' };

/** Rows per message: small enough that the page takes each in well under a frame's budget. */
export const PARSE_CHUNK = 100;
