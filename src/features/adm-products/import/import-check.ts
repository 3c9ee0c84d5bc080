import { isAcceptedPhoto } from '@/lib/photos';
import { runLimited } from '@/lib/run-limited';
import type { ParseMessage, ParseRequest, PhotoInput } from './import-messages';
import { PARSE_CHUNK } from './import-messages';
import { namedPhotos, readHeader, readSheetFile, rowsInChunks, SheetError, type Cell, type PhotoCheck } from './import-parse';

/**
 * The import worker's whole check of a sheet, step by step, each step posted to the page: read the
 * file, map its header, check the photos its rows name, then check the rows in chunks. The worker
 * (import.worker.ts) runs it with the browser's picture decoder; the unit tests pass their own.
 */

/** Whether a file's bytes decode as a picture. */
export type PhotoDecoder = (file: Blob) => Promise<boolean>;

/** Pictures decoded at once: each holds a whole bitmap in memory while it decodes. */
const DECODE_CONCURRENCY = 2;
/** At most one progress message about the photos this often. */
const PROGRESS_EVERY_MS = 100;

/**
 * Each chosen photo that the sheet names, once per name (the first file of a name, in any case,
 * as the rows find it): an accepted name and picture signature, then a decode. One checked before
 * (`ok` given) is not checked again.
 */
async function checkPhotos(
  photos: readonly PhotoInput[],
  named: ReadonlySet<string>,
  decode: PhotoDecoder,
  post: (m: ParseMessage) => void,
): Promise<PhotoCheck[]> {
  const byName = new Map<string, PhotoInput>();
  for (const p of photos) if (!byName.has(p.name.toLowerCase())) byName.set(p.name.toLowerCase(), p);
  const wanted = [...byName.entries()].filter(([key]) => named.has(key)).map(([, p]) => p);
  const results = new Map<PhotoInput, boolean>();
  let done = 0;
  let postedAt = 0;
  const total = wanted.length;
  const progress = () => {
    if (Date.now() - postedAt < PROGRESS_EVERY_MS) return;
    postedAt = Date.now();
    post({ type: 'photos', done, total });
  };
  if (total) progress();
  await runLimited(
    wanted,
    async (photo) => {
      let ok = photo.ok;
      if (ok === undefined) {
        const file = photo.file instanceof File ? photo.file : new File([photo.file], photo.name);
        ok = (await isAcceptedPhoto(file).catch(() => false)) && (await decode(photo.file).catch(() => false));
      }
      results.set(photo, ok);
      done++;
      progress();
    },
    { limit: DECODE_CONCURRENCY },
  );
  const checks = wanted.map((p) => ({ name: p.name, ok: results.get(p) ?? false }));
  if (total) post({ type: 'photos', done, total, checks });
  return checks;
}

/** Checks the sheet of `request`, posting each step; a sheet that cannot be read ends in one 'failed' message. */
export async function runSheetCheck(request: ParseRequest, post: (m: ParseMessage) => void, decode: PhotoDecoder): Promise<void> {
  let records: Cell[][];
  try {
    records = await readSheetFile(request.file, (rows) => post({ type: 'reading', rows }));
  } catch (error) {
    post(error instanceof SheetError ? { type: 'failed', ...error.failure } : { type: 'failed', reason: 'unreadable' });
    return;
  }
  if (!records.length) {
    post({ type: 'failed', reason: 'empty' });
    return;
  }
  const { header, data } = readHeader(records);
  const total = data.length;
  post({ type: 'header', header, total });
  if (header.missing.length) {
    post({ type: 'done', total: 0 });
    return;
  }
  const checks = await checkPhotos(request.photos, namedPhotos(records, header, data), decode, post);
  for (const step of rowsInChunks(records, header, data, checks, PARSE_CHUNK, request.existingCodes)) post({ type: 'rows', ...step, total });
  post({ type: 'done', total });
}
