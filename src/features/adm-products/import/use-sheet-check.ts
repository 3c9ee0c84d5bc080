import { startTransition, useEffect, useState } from 'react';
import type { HeaderMap } from './import-columns';
import { jobRowsOf, type JobRow } from './import-job';
import type { ParseMessage, ParseRequest } from './import-messages';
import type { PhotoCheck } from './import-parse';

export type SheetCheck =
  | { status: 'idle' }
  | { status: 'checking'; header: HeaderMap | null; rows: JobRow[]; done: number; total: number }
  | { status: 'done'; header: HeaderMap; rows: JobRow[]; total: number }
  | { status: 'failed'; reason: 'unreadable' | 'empty' };

/**
 * Checks a sheet against the chosen photos in the import's worker; the rows arrive in chunks
 * (the page renders as they come and never blocks). A new file or photo set starts over.
 */
export function useSheetCheck(file: File | null, photos: PhotoCheck[]): SheetCheck {
  const [check, setCheck] = useState<SheetCheck>({ status: 'idle' });
  useEffect(() => {
    if (!file) {
      setCheck({ status: 'idle' });
      return;
    }
    const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
    const rows: JobRow[] = [];
    let header: HeaderMap | null = null;
    let latest: SheetCheck = { status: 'checking', header: null, rows, done: 0, total: 0 };
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
    setCheck(latest);
    worker.onmessage = (event: MessageEvent<ParseMessage>) => {
      const m = event.data;
      if (m.type === 'header') {
        header = m.header;
        show({ status: 'checking', header, rows, done: 0, total: m.total });
      } else if (m.type === 'rows') {
        // The rows become job rows in place (no copies: less for the garbage collector).
        for (const row of jobRowsOf(m.rows, rows.length)) rows.push(row);
        show({ status: 'checking', header, rows, done: m.done, total: m.total });
      } else if (m.type === 'done') {
        if (header) show({ status: 'done', header, rows, total: m.total });
        worker.terminate();
      } else {
        show({ status: 'failed', reason: m.reason });
        worker.terminate();
      }
    };
    worker.onerror = () => {
      show({ status: 'failed', reason: 'unreadable' });
      worker.terminate();
    };
    worker.postMessage({ file, photos } satisfies ParseRequest);
    return () => {
      cancelAnimationFrame(frame);
      worker.terminate();
    };
  }, [file, photos]);
  return check;
}
