import { commitNow, db, DB_VERSION, initDb, memoryPersistence, type Persistence } from '@/mocks/db';
import { indexedDbPersistence } from '@/mocks/idb-persistence';
import type { DbState } from '@/mocks/types';

/** How each transaction of the fake IndexedDB ends, in order: it completes, one of its requests fails, or it aborts. */
type Outcome = 'complete' | 'error' | 'abort';

/**
 * A minimal IndexedDB: one database of one store, whose transactions end as `outcomes` says
 * (then 'complete'). Enough for the simulated API's persistence, which opens, runs one request
 * per transaction and closes.
 */
function fakeIndexedDb(outcomes: Outcome[]) {
  const data = new Map<string, unknown>();
  const closed: boolean[] = [];
  const later = (fn: () => void) => setTimeout(fn, 1);
  const factory = {
    open() {
      const req: Record<string, unknown> & { onsuccess?: () => void } = {};
      later(() => {
        const index = closed.push(false) - 1;
        req.result = {
          close: () => (closed[index] = true),
          transaction() {
            const outcome = outcomes.shift() ?? 'complete';
            const tx: Record<string, unknown> & { oncomplete?: () => void; onerror?: () => void; onabort?: () => void } = { error: null };
            const request = (run: () => unknown) => {
              const r: Record<string, unknown> & { onsuccess?: () => void; onerror?: () => void } = {};
              later(() => {
                if (outcome === 'complete') {
                  r.result = run();
                  r.onsuccess?.();
                  tx.oncomplete?.();
                } else if (outcome === 'error') {
                  r.error = tx.error = new DOMException('Failed to read large IndexedDB value', 'UnknownError');
                  r.onerror?.();
                  tx.onerror?.();
                  tx.onabort?.();
                } else {
                  tx.error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
                  tx.onabort?.();
                }
              });
              return r;
            };
            tx.objectStore = () => ({
              get: (key: string) => request(() => data.get(key)),
              put: (value: unknown, key: string) => request(() => data.set(key, value) && key),
              delete: (key: string) => request(() => data.delete(key) && undefined),
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

const stored = (tag: string) => ({ version: DB_VERSION, seq: 1, sessions: [{ jti: tag, userId: 1, exp: 9999999999 }] }) as unknown as DbState;

describe("the simulated API's IndexedDB persistence", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await initDb(memoryPersistence);
  });

  it('a save whose transaction aborts is tried again; one that keeps aborting fails instead of stalling the saves after it', async () => {
    const idb = fakeIndexedDb(['abort', 'abort', 'abort', 'abort']);
    vi.stubGlobal('indexedDB', idb.factory);
    expect(await settled(indexedDbPersistence.save(stored('a')))).toMatchObject({ error: expect.objectContaining({ name: 'QuotaExceededError' }) });
    expect(await settled(indexedDbPersistence.save(stored('b')))).toEqual({ value: undefined });
    expect(idb.data.get('db')).toEqual(stored('b'));
    // Every connection is closed, whatever the transaction's end.
    expect(idb.closed).toEqual([true, true, true, true, true]);
  });

  it('a read that fails for a moment (a large value under memory pressure) is tried again', async () => {
    const idb = fakeIndexedDb(['error']);
    idb.data.set('db', stored('kept'));
    vi.stubGlobal('indexedDB', idb.factory);
    expect(await indexedDbPersistence.load()).toEqual(stored('kept'));
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
