import { startTransition, useEffect, useState } from 'react';
import type { HeaderMap } from './import-columns';
import { jobRowsOf, type JobRow } from './import-job';
import type { ParseMessage, ParseRequest } from './import-messages';
import type { SheetFailure } from './import-sheet';

/** How far the photo check has gone. */
export interface PhotoProgress {
  done: number;
  total: number;
}

export type SheetCheck =
  | { status: 'idle' }
  | {
      status: 'checking';
      header: HeaderMap | null;
      rows: JobRow[];
      done: number;
      total: number;
      /** A workbook's data rows, known before they are read (null for a CSV, or before the count). */
      reading: number | null;
      /** The photos the sheet names, as they are decoded (null before that step). */
      photos: PhotoProgress | null;
    }
  | { status: 'done'; header: HeaderMap; rows: JobRow[]; total: number }
  | { status: 'failed'; failure: SheetFailure };

/** Whether each chosen file decoded as a picture: a file checked once is not decoded again when the sheet or the other photos change. */
const photoResults = new WeakMap<File, boolean>();

/**
 * Checks a sheet against the chosen photos (by file name) and the codes of the seller's parts in
 * the import's worker; the steps and the rows arrive as they are done (the page renders as they
 * come and never blocks). A new file, photo set or code list starts over. While the codes are
 * still loading (`undefined`) the check waits for them; `null` checks without them.
 */
export function useSheetCheck(file: File | null, photos: ReadonlyMap<string, File>, existingCodes: string[] | null | undefined): SheetCheck {
  const [check, setCheck] = useState<SheetCheck>({ status: 'idle' });
  useEffect(() => {
    if (!file) {
      setCheck({ status: 'idle' });
      return;
    }
    const rows: JobRow[] = [];
    let header: HeaderMap | null = null;
    let reading: number | null = null;
    let photoProgress: PhotoProgress | null = null;
    let latest: SheetCheck = { status: 'checking', header: null, rows, done: 0, total: 0, reading, photos: null };
    setCheck(latest);
    if (existingCodes === undefined) return;
    const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
    const files = [...photos.values()];
    let frame = 0;
    // At most one render a frame, as a transition: React renders in slices and the page keeps
    // answering input while 10,000 rows arrive.
    const show = (next: SheetCheck) => {
      latest = next;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // A new array once a frame (not once a chunk), so the page sees the rows changed.
        const current = latest.status === 'checking' || latest.status === 'done' ? { ...latest, rows: latest.rows.slice() } : latest;
        startTransition(() => setCheck(current));
      });
    };
    const checking = (done: number, total: number): SheetCheck => ({ status: 'checking', header, rows, done, total, reading, photos: photoProgress });
    worker.onmessage = (event: MessageEvent<ParseMessage>) => {
      const m = event.data;
      if (m.type === 'reading') {
        reading = m.rows;
        show(checking(0, 0));
      } else if (m.type === 'header') {
        header = m.header;
        show(checking(0, m.total));
      } else if (m.type === 'photos') {
        photoProgress = { done: m.done, total: m.total };
        for (const c of m.checks ?? []) {
          const chosen = files.find((f) => f.name === c.name);
          if (chosen) photoResults.set(chosen, c.ok);
        }
        show(checking(0, latest.status === 'checking' ? latest.total : 0));
      } else if (m.type === 'rows') {
        // The rows become job rows in place (no copies: less for the garbage collector).
        for (const row of jobRowsOf(m.rows, rows.length)) rows.push(row);
        show(checking(m.done, m.total));
      } else if (m.type === 'done') {
        if (header) show({ status: 'done', header, rows, total: m.total });
        worker.terminate();
      } else {
        show({ status: 'failed', failure: m });
        worker.terminate();
      }
    };
    worker.onerror = () => {
      show({ status: 'failed', failure: { reason: 'unreadable' } });
      worker.terminate();
    };
    worker.postMessage({ file, photos: files.map((f) => ({ name: f.name, file: f, ok: photoResults.get(f) })), existingCodes } satisfies ParseRequest);
    return () => {
      cancelAnimationFrame(frame);
      worker.terminate();
    };
  }, [file, photos, existingCodes]);
  return check;
}
