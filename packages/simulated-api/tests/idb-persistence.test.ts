import { commitNow, db, DB_VERSION, initDb, memoryPersistence, type Persistence, type Row } from '@pecaja/simulated-api/db';
import { indexedDbPersistence } from '@pecaja/simulated-api/idb-persistence';

/** How each transaction of the fake IndexedDB ends, in order: it completes, one of its requests fails, or it aborts. */
type Outcome = 'complete' | 'error' | 'abort';

/**
 * A minimal IndexedDB: one database of one store, whose transactions end as `outcomes` says
 * (then 'complete'). A transaction runs its requests in order once they are all made, as the real
 * one does. Enough for the simulated API's persistence: open, one transaction, close.
 */
function fakeIndexedDb(outcomes: Outcome[]) {
  const data = new Map<string, [unknown, unknown]>();
  const closed: boolean[] = [];
  const later = (fn: () => void) => setTimeout(fn, 1);
  type Request = Record<string, unknown> & { onsuccess?: () => void; onerror?: () => void };
  const factory = {
    deleteDatabase: () => ({}),
    open() {
      const req: Record<string, unknown> & { onsuccess?: () => void } = {};
      later(() => {
        const index = closed.push(false) - 1;
        req.result = {
          close: () => (closed[index] = true),
          transaction() {
            const outcome = outcomes.shift() ?? 'complete';
            const tx: Record<string, unknown> & { oncomplete?: () => void; onerror?: () => void; onabort?: () => void } = { error: null };
            const requests: Array<[Request, () => unknown]> = [];
            const request = (run: () => unknown) => {
              const r: Request = {};
              requests.push([r, run]);
              return r;
            };
            later(() => {
              if (outcome === 'complete') {
                for (const [r, run] of requests) {
                  r.result = run();
                  r.onsuccess?.();
                }
                tx.oncomplete?.();
              } else if (outcome === 'error') {
                const [r] = requests[0];
                r.error = tx.error = new DOMException('Failed to read large IndexedDB value', 'UnknownError');
                r.onerror?.();
                tx.onerror?.();
                tx.onabort?.();
              } else {
                tx.error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
                tx.onabort?.();
              }
            });
            tx.objectStore = () => ({
              getAll: () => request(() => [...data.values()].map(([, v]) => v)),
              getAllKeys: () => request(() => [...data.values()].map(([k]) => k)),
              put: (value: unknown, key: unknown) => request(() => data.set(JSON.stringify(key), [key, value]) && key),
              clear: () => request(() => data.clear()),
            });
            return tx;
          },
        };
        req.onsuccess?.();
      });
      return req;
    },
  };
  return { factory, data, closed };
}

/** Settles within a moment, or is still pending. */
function settled<T>(promise: Promise<T>): Promise<'pending' | { value: T } | { error: unknown }> {
  return Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 1500)),
  ]);
}

const rows = (tag: string): Row[] => [
  [['meta'], { version: DB_VERSION, seedTime: 1, seq: 1 }],
  [['table', 'sessions'], [{ jti: tag, userId: 1, exp: 9999999999 }]],
];

describe("the simulated API's IndexedDB persistence", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await initDb(memoryPersistence);
  });

  it('a save whose transaction aborts is tried again; one that keeps aborting fails instead of stalling the saves after it', async () => {
    const idb = fakeIndexedDb(['abort', 'abort', 'abort', 'abort']);
    vi.stubGlobal('indexedDB', idb.factory);
    expect(await settled(indexedDbPersistence.save(rows('a')))).toMatchObject({ error: expect.objectContaining({ name: 'QuotaExceededError' }) });
    expect(await settled(indexedDbPersistence.save(rows('b')))).toEqual({ value: undefined });
    expect([...idb.data.values()]).toEqual(rows('b'));
    // Every connection is closed, whatever the transaction's end.
    expect(idb.closed).toEqual([true, true, true, true, true]);
  });

  it('a read that fails for a moment (a large value under memory pressure) is tried again', async () => {
    // The rows are written (that transaction completes), then the first read fails.
    const idb = fakeIndexedDb(['complete', 'error']);
    vi.stubGlobal('indexedDB', idb.factory);
    await indexedDbPersistence.save(rows('kept'));
    expect(await indexedDbPersistence.load()).toEqual(rows('kept'));
  });

  it('a stored state that cannot be read is never overwritten: the page runs on the demo data in memory', async () => {
    const save = vi.fn(async () => undefined);
    const unreadable: Persistence = {
      load: () => Promise.reject(new DOMException('Failed to read large IndexedDB value', 'UnknownError')),
      save,
      clear: async () => undefined,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await initDb(unreadable);
    db().seq += 1;
    await commitNow();
    expect(save).not.toHaveBeenCalled();
    expect(db().users.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not read the stored state'), expect.anything());
    warn.mockRestore();
  });
});
