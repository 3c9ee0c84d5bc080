import { runSheetCheck } from './import-check';
import type { ParseMessage, ParseRequest } from './import-messages';

/**
 * The import's worker: reads the sheet (CSV or .xlsx, the workbook in this same thread: no worker
 * of its own), maps its header, decodes the photos the sheet names and checks every row, off the
 * page's thread, posting each step so the page shows progress and stays responsive.
 */
interface WorkerScope {
  postMessage(message: ParseMessage): void;
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
}
const scope = self as unknown as WorkerScope;

/** A picture decodes when the browser can make a bitmap of it (decoded off this thread's script, then dropped). */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  void runSheetCheck(event.data, (message) => scope.postMessage(message), decodes).catch(() => scope.postMessage({ type: 'failed', reason: 'unreadable' }));
};
