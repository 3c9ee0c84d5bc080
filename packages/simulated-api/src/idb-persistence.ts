import { openStoreDatabase } from './app-rules';
import type { Persistence, Row, RowKey } from './db';

/** Rows keyed by arrays (see RowKey). The database of the whole-state format before it is deleted. */
const DB_NAME = 'simulated-api-rows';
const STORE = 'rows';
const OLD_DB_NAME = 'simulated-api';

const open = () => openStoreDatabase(DB_NAME, STORE);

/**
 * One transaction of any number of requests. It settles however the transaction ends: completed,
 * or aborted (a failed request, the quota, a connection closed under it), which does not always
 * fire 'error' first. A transaction that never settled would stall every save queued after it,
 * and every reply waiting for its change to be stored. The connection is closed either way.
 */
function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => () => T): Promise<T> {
  return open().then(
    (idb) =>
      new Promise<T>((resolve, reject) => {
        const fail = (error: unknown) => {
          idb.close();
          reject(error instanceof Error || error instanceof DOMException ? error : new DOMException('The transaction was aborted.', 'AbortError'));
        };
        let tx: IDBTransaction;
        let result: () => T;
        try {
          tx = idb.transaction(STORE, mode);
          result = fn(tx.objectStore(STORE));
        } catch (e) {
          // A value that cannot be stored (put throws at once) or a connection already closing.
          fail(e);
          return;
        }
        tx.oncomplete = () => {
          idb.close();
          resolve(result());
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

/** Every row, keys and values read in one transaction. */
function readAll(store: IDBObjectStore): () => Row[] {
  const keys = store.getAllKeys();
  const values = store.getAll();
  return () => (keys.result as RowKey[]).map((key, i) => [key, values.result[i]]);
}

/** Drops the whole-state database an older version of the app kept (12 MB); nothing waits for it. */
function dropOldDatabase() {
  try {
    indexedDB.deleteDatabase(OLD_DB_NAME);
  } catch {
    // Nothing to drop, or no IndexedDB: either way there is nothing to free.
  }
}

/** Keeps the simulated database's changes in IndexedDB, so they survive reloads; uploaded images included. */
export const indexedDbPersistence: Persistence = {
  load: () => {
    dropOldDatabase();
    return retried(() => run('readonly', readAll));
  },
  save: (rows) =>
    retried(() =>
      run('readwrite', (store) => {
        for (const [key, value] of rows) store.put(value, key);
        return () => undefined;
      }),
    ),
  clear: () =>
    run('readwrite', (store) => {
      store.clear();
      return () => undefined;
    }),
};
