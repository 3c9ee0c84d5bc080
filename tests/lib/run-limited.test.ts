import { describe, expect, it } from 'vitest';
import { runLimited, type LimitedOutcome } from '@/lib/run-limited';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runLimited', () => {
  it('never runs more than the limit at once and starts items in order', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const outcomes = await runLimited(
      [1, 2, 3, 4, 5, 6, 7],
      async (item) => {
        started.push(item);
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5 - (item % 3)));
        running--;
        return item * 10;
      },
      { limit: 3 },
    );
    expect(peak).toBe(3);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(outcomes.map((o) => (o.status === 'done' ? o.value : null))).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('defaults to 3 at a time', async () => {
    const gates = [0, 1, 2, 3].map(() => deferred<void>());
    const started: number[] = [];
    const run = runLimited([0, 1, 2, 3], async (item) => {
      started.push(item);
      await gates[item].promise;
    });
    await flush();
    expect(started).toEqual([0, 1, 2]);
    gates[1].resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    gates.forEach((g) => g.resolve());
    await run;
  });

  it('keeps going after a failure and reports each outcome at its index', async () => {
    const settled: LimitedOutcome<string>[] = [];
    const outcomes = await runLimited(
      ['a', 'b', 'c'],
      async (item) => {
        if (item === 'b') throw new Error('boom');
        return item.toUpperCase();
      },
      { limit: 2, onSettled: (o) => settled.push(o) },
    );
    expect(outcomes[0]).toEqual({ index: 0, status: 'done', value: 'A' });
    expect(outcomes[1]).toMatchObject({ index: 1, status: 'failed' });
    expect((outcomes[1] as { error: Error }).error.message).toBe('boom');
    expect(outcomes[2]).toEqual({ index: 2, status: 'done', value: 'C' });
    expect(settled).toHaveLength(3);
  });

  it('starts nothing new once the signal is aborted; the rest are skipped', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const outcomes = await runLimited(
      [0, 1, 2, 3, 4],
      async (item) => {
        started.push(item);
        if (item === 1) controller.abort();
        await flush();
        return item;
      },
      { limit: 2, signal: controller.signal },
    );
    expect(started).toEqual([0, 1]);
    expect(outcomes.map((o) => o.status)).toEqual(['done', 'done', 'skipped', 'skipped', 'skipped']);
  });

  it('pauses while the gate is pending and stops when it says false', async () => {
    let open = deferred<boolean>();
    let calls = 0;
    const started: number[] = [];
    const run = runLimited(
      [0, 1, 2, 3],
      async (item) => {
        started.push(item);
      },
      {
        limit: 1,
        gate: () => {
          calls++;
          return calls === 2 ? open.promise : calls < 4;
        },
      },
    );
    await flush();
    expect(started).toEqual([0]);
    open.resolve(true);
    open = deferred<boolean>();
    const outcomes = await run;
    expect(started).toEqual([0, 1, 2]);
    expect(outcomes.map((o) => o.status)).toEqual(['done', 'done', 'done', 'skipped']);
  });

  it('returns an empty list for no items', async () => {
    expect(await runLimited([], async () => 1)).toEqual([]);
  });
});
