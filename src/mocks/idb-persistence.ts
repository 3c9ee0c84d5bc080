import { openStoreDatabase } from '@/lib/indexed-db';
import type { DbState } from './types';
import type { Persistence } from './db';

const DB_NAME = 'simulated-api';
const STORE = 'state';
const KEY = 'db';

const open = () => openStoreDatabase(DB_NAME, STORE);

/**
 * One request in one transaction. It settles however the transaction ends: completed, or
 * aborted (a failed request, the quota, a connection closed under it), which does not always
 * fire 'error' first. A transaction that never settled would stall every save queued after it,
 * and every reply waiting for its change to be stored. The connection is closed either way.
 */
function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (idb) =>
      new Promise<T>((resolve, reject) => {
        const fail = (error: unknown) => {
          idb.close();
          reject(error instanceof Error || error instanceof DOMException ? error : new DOMException('The transaction was aborted.', 'AbortError'));
        };
        let tx: IDBTransaction;
        let req: IDBRequest<T>;
        try {
          tx = idb.transaction(STORE, mode);
          req = fn(tx.objectStore(STORE));
        } catch (e) {
          // A value that cannot be stored (put throws at once) or a connection already closing.
          fail(e);
          return;
        }
        tx.oncomplete = () => {
          idb.close();
          resolve(req.result);
        };
        tx.onabort = () => fail(tx.error);
      }),
  );
}

/** How often a read or write is tried before it fails: a large value can fail to read or write for a moment under memory pressure. */
const ATTEMPTS = 3;

async function retried<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (e) {
      if (attempt >= ATTEMPTS) throw e;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** Keeps the simulated database in IndexedDB, so it survives reloads and holds uploaded images. */
export const indexedDbPersistence: Persistence = {
  load: () => retried(() => run<DbState | undefined>('readonly', (s) => s.get(KEY) as IDBRequest<DbState | undefined>)).then((v) => v ?? null),
  save: (state) => retried(() => run('readwrite', (s) => s.put(state, KEY))).then(() => undefined),
  clear: () => run('readwrite', (s) => s.delete(KEY)).then(() => undefined),
};
