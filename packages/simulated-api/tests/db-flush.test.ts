import { commit, db, flush, initDb, memoryPersistence, type Persistence, type Row } from '@pecaja/simulated-api/db';

describe('simulated API saves', () => {
  afterEach(async () => {
    await initDb(memoryPersistence);
  });

  it('writes made while a save runs share one save behind it, which stores all of them; each reply waits for its own change', async () => {
    const stored: number[] = [];
    let release: () => void = () => undefined;
    const saves: Array<Promise<void>> = [];
    const slow: Persistence = {
      load: async () => [],
      save: (rows: Row[]) => {
        // IndexedDB copies the value when the write starts.
        const seq = (rows.find(([key]) => key[0] === 'meta')![1] as { seq: number }).seq;
        const done = new Promise<void>((resolve) => {
          release = () => {
            stored.push(seq);
            resolve();
          };
        });
        saves.push(done);
        return done;
      },
      clear: async () => undefined,
    };
    await initDb(slow);
    const start = db().seq;

    db().seq += 1;
    commit();
    const first = flush();
    await Promise.resolve();
    expect(saves).toHaveLength(1);

    // Three requests change the state while the first save runs.
    const replies = [1, 2, 3].map(() => {
      db().seq += 1;
      commit();
      return flush();
    });
    let answered = 0;
    for (const r of replies) void r.then(() => (answered += 1));

    release();
    await first;
    // The one save behind the first starts; until it ends, none of the three replies is given.
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    expect(answered).toBe(0);
    release();
    await Promise.all(replies);
    expect(saves).toHaveLength(2);
    expect(stored).toEqual([start + 1, start + 4]);
  });

  it('a save that fails keeps its changes for the next one: a part stored then is not lost', async () => {
    const stored = new Map<string, unknown>();
    let failNext = true;
    const flaky: Persistence = {
      load: async () => [],
      save: async (rows: Row[]) => {
        if (failNext) {
          failNext = false;
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        for (const [key, value] of rows) stored.set(JSON.stringify(key), value);
      },
      clear: async () => undefined,
    };
    await initDb(flaky);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const product = db().products[0];
    product.quantity = 4321;
    commit(product);
    await flush();
    expect(stored.size).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not save state'), expect.anything());

    // Another request's change: its save also stores the one that failed.
    db().seq += 1;
    commit();
    await flush();
    expect(stored.get(JSON.stringify(['record', 'products', product.id]))).toMatchObject({ quantity: 4321 });
    warn.mockRestore();
  });
});
