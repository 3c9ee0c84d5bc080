/** The outcome of one item run by `runLimited`, at the item's own index. */
export type LimitedOutcome<R> =
  | { index: number; status: 'done'; value: R }
  | { index: number; status: 'failed'; error: unknown }
  /** Never started: the signal was aborted or the gate said stop before its turn. */
  | { index: number; status: 'skipped' };

export interface RunLimitedOptions<R> {
  /** How many tasks may run at the same time (at least 1). Default 3. */
  limit?: number;
  /** Once aborted, no further task starts; tasks already running finish and are reported. */
  signal?: AbortSignal;
  /**
   * Awaited before each task starts: resolve `false` to stop starting tasks (the rest are skipped), or keep the
   * promise pending to pause (for example until the user presses resume).
   */
  gate?: () => boolean | Promise<boolean>;
  /** Called as each task settles, in the order they settle. */
  onSettled?: (outcome: LimitedOutcome<R>) => void;
}

/**
 * Runs `task` for every item with at most `limit` running at once, starting them in order. A failing task never
 * stops the others: every item gets an outcome, in input order.
 */
export async function runLimited<T, R>(
  items: readonly T[],
  task: (item: T, index: number) => Promise<R>,
  options: RunLimitedOptions<R> = {},
): Promise<LimitedOutcome<R>[]> {
  const limit = Math.max(1, Math.floor(options.limit ?? 3));
  const outcomes: LimitedOutcome<R>[] = items.map((_, index) => ({ index, status: 'skipped' }));
  let next = 0;
  let stopped = false;

  const mayStart = async (): Promise<boolean> => {
    if (stopped || options.signal?.aborted) return false;
    if (options.gate && !(await options.gate())) stopped = true;
    return !stopped && !options.signal?.aborted;
  };

  const worker = async (): Promise<void> => {
    while (next < items.length) {
      if (!(await mayStart())) return;
      if (next >= items.length) return;
      const index = next++;
      let outcome: LimitedOutcome<R>;
      try {
        outcome = { index, status: 'done', value: await task(items[index], index) };
      } catch (error) {
        outcome = { index, status: 'failed', error };
      }
      outcomes[index] = outcome;
      options.onSettled?.(outcome);
    }
  };

  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return outcomes;
}
