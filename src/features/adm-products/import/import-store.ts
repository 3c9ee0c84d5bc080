import { openStoreDatabase } from '@/lib/indexed-db';
import type { JobRow } from './import-job';

/**
 * An import job kept in IndexedDB under the user's name, so it survives a reload, a lost session
 * and a new login: its description, each row (its own entry, so marking one row costs one small
 * write) and the photos the valid rows name, as Blobs keyed by file name. Without IndexedDB (some
 * private windows, the test runner) it is kept in memory for as long as the page lives.
 */

export interface JobMeta {
  version: 1;
  fileName: string;
  createdAt: string;
  /** Ids of the advertiser's parts when the job first started sending (null before): parts the job did not create. */
  knownIds: number[] | null;
  cancelled: boolean;
}

export interface StoredJob {
  meta: JobMeta;
  rows: JobRow[];
}

export interface JobStore {
  load(): Promise<StoredJob | null>;
  create(meta: JobMeta, rows: readonly JobRow[], photos: ReadonlyMap<string, Blob>): Promise<void>;
  saveMeta(meta: JobMeta): Promise<void>;
  saveRows(rows: readonly JobRow[]): Promise<void>;
  photo(name: string): Promise<Blob | undefined>;
  clear(): Promise<void>;
}

const DB_NAME = 'imports';
const STORE = 'jobs';
const SEP = '\u0001';

const metaKey = (owner: string) => `${owner}${SEP}meta`;
const rowPrefix = (owner: string) => `${owner}${SEP}row${SEP}`;
const rowKey = (owner: string, index: number) => `${rowPrefix(owner)}${String(index).padStart(7, '0')}`;
const photoKey = (owner: string, name: string) => `${owner}${SEP}photo${SEP}${name}`;
const ownerRange = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

function available(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false;
  }
}

let connection: Promise<IDBDatabase> | null = null;

/** One connection for the page's life (a job writes a row at a time); opened again if the browser closes it. */
function database(): Promise<IDBDatabase> {
  connection ??= openStoreDatabase(DB_NAME, STORE).then((db) => {
    db.onclose = () => (connection = null);
    db.onversionchange = () => {
      db.close();
      connection = null;
    };
    return db;
  });
  connection.catch(() => (connection = null));
  return connection;
}

/** One transaction; resolves when it is committed (a row marked 'sending' is stored before its request goes). */
async function transact<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await database();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = fn(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req ? req.result : undefined);
    tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
  });
}

function idbStore(owner: string): JobStore {
  return {
    async load() {
      const meta = await transact<JobMeta | undefined>('readonly', (s) => s.get(metaKey(owner)) as IDBRequest<JobMeta | undefined>);
      if (!meta || meta.version !== 1) return null;
      const rows = (await transact<JobRow[]>('readonly', (s) => s.getAll(ownerRange(rowPrefix(owner))) as IDBRequest<JobRow[]>)) ?? [];
      return { meta, rows };
    },
    async create(meta, rows, photos) {
      await this.clear();
      await transact('readwrite', (s) => {
        for (const [name, blob] of photos) s.put(blob, photoKey(owner, name));
        for (const row of rows) s.put(row, rowKey(owner, row.index));
        s.put(meta, metaKey(owner));
      });
    },
    async saveMeta(meta) {
      await transact('readwrite', (s) => s.put(meta, metaKey(owner)));
    },
    async saveRows(rows) {
      if (!rows.length) return;
      await transact('readwrite', (s) => {
        for (const row of rows) s.put(row, rowKey(owner, row.index));
      });
    },
    async photo(name) {
      const value = await transact<unknown>('readonly', (s) => s.get(photoKey(owner, name)));
      return value instanceof Blob ? value : undefined;
    },
    async clear() {
      await transact('readwrite', (s) => s.delete(ownerRange(`${owner}${SEP}`)));
    },
  };
}

const memory = new Map<string, { meta: JobMeta; rows: Map<number, JobRow>; photos: Map<string, Blob> }>();

/** Rows are copied in and out, as IndexedDB's structured clone does. */
function memoryStore(owner: string): JobStore {
  return {
    async load() {
      const job = memory.get(owner);
      return job ? { meta: { ...job.meta }, rows: [...job.rows.values()].sort((a, b) => a.index - b.index).map((r) => structuredClone(r)) } : null;
    },
    async create(meta, rows, photos) {
      memory.set(owner, { meta: { ...meta }, rows: new Map(rows.map((r) => [r.index, structuredClone(r)])), photos: new Map(photos) });
    },
    async saveMeta(meta) {
      const job = memory.get(owner);
      if (job) job.meta = { ...meta };
    },
    async saveRows(rows) {
      const job = memory.get(owner);
      if (job) for (const r of rows) job.rows.set(r.index, structuredClone(r));
    },
    async photo(name) {
      return memory.get(owner)?.photos.get(name);
    },
    async clear() {
      memory.delete(owner);
    },
  };
}

/** The job store of one user (the session's username). */
export function jobStore(owner: string): JobStore {
  return available() ? idbStore(owner) : memoryStore(owner);
}
