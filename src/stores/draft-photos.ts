/**
 * The photos of a form's draft, kept in IndexedDB (files are too big for localStorage), one
 * entry per owner and form. Without IndexedDB (some private windows, the test runner) they are
 * kept in memory for as long as the page lives.
 */
import { openStoreDatabase } from '@/lib/indexed-db';

const DB_NAME = 'drafts';
const STORE = 'photos';
const memory = new Map<string, File[]>();

const keyOf = (owner: string, name: string) => `${owner}:${name}`;

function available(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false;
  }
}

const open = () => openStoreDatabase(DB_NAME, STORE);

function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => { readonly result: unknown }): Promise<T | undefined> {
  return open().then(
    (db) =>
      new Promise<T | undefined>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = fn(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(req.result as T | undefined);
        };
        tx.onerror = () => {
          db.close();
          reject(tx.error);
        };
      }),
  );
}

function isFileList(value: unknown): value is File[] {
  return Array.isArray(value) && value.every((f) => f instanceof Blob);
}

export async function saveDraftPhotos(owner: string, name: string, files: File[]): Promise<void> {
  const key = keyOf(owner, name);
  if (!available()) {
    if (files.length) memory.set(key, [...files]);
    else memory.delete(key);
    return;
  }
  await run('readwrite', (s) => (files.length ? s.put([...files], key) : s.delete(key))).catch(() => undefined);
}

export async function loadDraftPhotos(owner: string, name: string): Promise<File[]> {
  const key = keyOf(owner, name);
  if (!available()) return [...(memory.get(key) ?? [])];
  const value = await run<unknown>('readonly', (s) => s.get(key)).catch(() => undefined);
  return isFileList(value) ? value : [];
}

/** Drops every draft photo of one owner (an explicit logout). */
export async function clearDraftPhotosOf(owner: string): Promise<void> {
  const prefix = keyOf(owner, '');
  if (!available()) {
    for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
    return;
  }
  await run('readwrite', (s) => s.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`))).catch(() => undefined);
}
