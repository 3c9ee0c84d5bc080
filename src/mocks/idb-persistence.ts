import { openStoreDatabase } from '@/lib/indexed-db';
import type { DbState } from './types';
import type { Persistence } from './db';

const DB_NAME = 'simulated-api';
const STORE = 'state';
const KEY = 'db';

const open = () => openStoreDatabase(DB_NAME, STORE);

function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (idb) =>
      new Promise<T>((resolve, reject) => {
        const tx = idb.transaction(STORE, mode);
        const req = fn(tx.objectStore(STORE));
        tx.oncomplete = () => {
          idb.close();
          resolve(req.result);
        };
        tx.onerror = () => reject(tx.error);
      }),
  );
}

/** Keeps the simulated database in IndexedDB, so it survives reloads and holds uploaded images. */
export const indexedDbPersistence: Persistence = {
  load: () => run<DbState | undefined>('readonly', (s) => s.get(KEY) as IDBRequest<DbState | undefined>).then((v) => v ?? null),
  save: (state) => run('readwrite', (s) => s.put(state, KEY)).then(() => undefined),
  clear: () => run('readwrite', (s) => s.delete(KEY)).then(() => undefined),
};
