import { useEffect, useState } from 'react';
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
    let rows: JobRow[] = [];
    let header: HeaderMap | null = null;
    setCheck({ status: 'checking', header: null, rows, done: 0, total: 0 });
    worker.onmessage = (event: MessageEvent<ParseMessage>) => {
      const m = event.data;
      if (m.type === 'header') {
        header = m.header;
        setCheck({ status: 'checking', header, rows, done: 0, total: m.total });
      } else if (m.type === 'rows') {
        // A new array per chunk: the table sees the change; the rows themselves are not copied.
        rows = rows.concat(jobRowsOf(m.rows).map((r, i) => ({ ...r, index: rows.length + i })));
        setCheck({ status: 'checking', header, rows, done: m.done, total: m.total });
      } else if (m.type === 'done') {
        if (header) setCheck({ status: 'done', header, rows, total: m.total });
        worker.terminate();
      } else {
        setCheck({ status: 'failed', reason: m.reason });
        worker.terminate();
      }
    };
    worker.onerror = () => {
      setCheck({ status: 'failed', reason: 'unreadable' });
      worker.terminate();
    };
    worker.postMessage({ file, photos } satisfies ParseRequest);
    return () => worker.terminate();
  }, [file, photos]);
  return check;
}
