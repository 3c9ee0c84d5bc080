import type { ParseMessage, ParseRequest } from './import-messages';
import { PARSE_CHUNK } from './import-messages';
import { parseRecordsInChunks, readSheetFile } from './import-parse';

/**
 * The import's worker: reads the sheet (CSV or .xlsx), maps its header and checks every row, off
 * the page's thread, posting the rows back in chunks so the page shows progress and stays responsive.
 */
interface WorkerScope {
  postMessage(message: ParseMessage): void;
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
}
const scope = self as unknown as WorkerScope;

const post = (message: ParseMessage) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<ParseRequest>) => {
  const { file, photos } = event.data;
  let records;
  try {
    records = await readSheetFile(file);
  } catch {
    post({ type: 'failed', reason: 'unreadable' });
    return;
  }
  if (!records.length) {
    post({ type: 'failed', reason: 'empty' });
    return;
  }
  let total = 0;
  for (const step of parseRecordsInChunks(records, photos, PARSE_CHUNK)) {
    if (step.type === 'header') {
      total = step.total;
      post(step);
    } else post({ ...step, total });
  }
  post({ type: 'done', total });
};
