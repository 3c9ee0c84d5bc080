import { runLimited } from '@/lib/run-limited';
import type { ImportRow } from './import-parse';

/**
 * An import job and its queue, without React or storage: the page wires the API call, the
 * IndexedDB store and the screen in (import-page.tsx), and the unit tests wire fakes.
 *
 * No row is sent twice. A row is stored as 'sending' before its request goes and as 'done' (with
 * the new part's id) after the reply, so after a reload or a lost session a row still 'sending'
 * may or may not exist on the server (the create call has no idempotency key). Before such a row
 * is sent again, the advertiser's list is read: a part that did not exist when the job first
 * started, that no 'done' row of the job claims, with the row's name, price and quantity and (read
 * from its detail) the row's code, is taken as that row's part and the row is marked done;
 * otherwise the row is sent again. A request that ended without a reply (offline, timeout, a
 * server error) leaves its row 'sending' and stops the queue, so it is looked up the same way.
 */

export type RowState = 'invalid' | 'pending' | 'sending' | 'done' | 'failed';

/** Why a row failed: the server's code and its validation messages, kept to show and report in the user's language. */
export interface RowFailure {
  code: string;
  descriptions: string[];
}

export interface JobRow extends ImportRow {
  /** Position in the sheet's rows, the row's key in storage. */
  index: number;
  state: RowState;
  failure?: RowFailure;
  /** The part the row created. */
  productId?: number;
}

export type RunStatus = 'idle' | 'running' | 'paused' | 'cancelled' | 'finished' | 'limit' | 'stopped';

/** What became of a failed request: the plan is full (stop, nothing was created), the session ended (stop), a refusal, or no reply. */
export type FailureKind = 'limit' | 'session' | 'refused' | 'uncertain';

export interface RunnerDeps {
  /** Sends one row; resolves with the created part's id (null when the reply has none). */
  send: (row: JobRow) => Promise<number | null>;
  /** For rows that may already exist: the created part's id per row index (see the rule above). */
  findCreated: (rows: JobRow[]) => Promise<Map<number, number>>;
  /** Stores rows whose state changed; a 'sending' row is stored before its request goes. */
  persist: (rows: JobRow[]) => Promise<void>;
  /** Sorts a failed request's error. */
  classify: (error: unknown) => { kind: FailureKind; failure: RowFailure };
  onChange: () => void;
  /** At most this many requests at once (3). */
  limit?: number;
}

export const IMPORT_CONCURRENCY = 3;

/** The rows of a checked sheet as a job (the rows become job rows in place, numbered from `first`): valid rows wait to be sent, the others are kept for the report. */
export function jobRowsOf(rows: readonly ImportRow[], first = 0): JobRow[] {
  return rows.map((row, i) => Object.assign(row, { index: first + i, state: row.errors.length ? ('invalid' as const) : ('pending' as const) }));
}

export interface JobCounts {
  total: number;
  valid: number;
  invalid: number;
  done: number;
  failed: number;
  pending: number;
  sending: number;
}

export function countRows(rows: readonly JobRow[]): JobCounts {
  const c: JobCounts = { total: rows.length, valid: 0, invalid: 0, done: 0, failed: 0, pending: 0, sending: 0 };
  for (const r of rows) {
    if (r.state === 'invalid') c.invalid++;
    else {
      c.valid++;
      c[r.state]++;
    }
  }
  return c;
}

/** A part of the advertiser's list as the lookup reads it. */
export interface ListedPart {
  id: number;
  part_name: string;
  price: number;
  quantity: number;
}

export interface LookupSource {
  list: () => Promise<ListedPart[]>;
  /** The code of a part (its detail). */
  codeOf: (id: number) => Promise<string>;
}

/**
 * The parts the uncertain rows already created: for each row, the first listed part that is not
 * in `knownIds` (the parts that existed when the job first started), not claimed by another row,
 * and has the row's name, price, quantity and code.
 */
export async function findCreatedParts(
  rows: readonly JobRow[],
  source: LookupSource,
  knownIds: ReadonlySet<number>,
  claimed: ReadonlySet<number>,
): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (!rows.length) return found;
  const taken = new Set(claimed);
  const fresh = (await source.list()).filter((p) => !knownIds.has(p.id) && !taken.has(p.id));
  for (const row of rows) {
    const v = row.values;
    for (const part of fresh) {
      if (taken.has(part.id) || part.part_name !== v.part_name || Math.round(part.price * 100) !== Math.round(v.price * 100) || part.quantity !== v.quantity) {
        continue;
      }
      if ((await source.codeOf(part.id)) !== v.code) continue;
      found.set(row.index, part.id);
      taken.add(part.id);
      break;
    }
  }
  return found;
}

/**
 * Sends a job's pending rows, at most `limit` at a time, in sheet order. Pause lets the requests
 * under way finish and starts no other; resume goes on; cancel ends the job (rows not sent stay
 * unsent). A full plan or an ended session stops the queue and puts the row back as pending.
 */
export class ImportRunner {
  status: RunStatus = 'idle';
  private running: Promise<void> | null = null;
  /** Sends waiting for a resume (one per concurrent lane). */
  private waiters: Array<() => void> = [];

  constructor(
    readonly rows: JobRow[],
    private readonly deps: RunnerDeps,
  ) {}

  /** A run is under way (perhaps paused, or finishing its requests after a stop). */
  get active(): boolean {
    return this.running !== null;
  }

  /** Requests under way. */
  get inFlight(): number {
    return this.rows.reduce((n, r) => n + (r.state === 'sending' ? 1 : 0), 0);
  }

  /** Sends what is left; a second call while running waits for the same run. */
  run(): Promise<void> {
    if (this.running) {
      if (this.status === 'paused') this.resume();
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
      this.deps.onChange();
    });
    return this.running;
  }

  pause(): void {
    if (this.status !== 'running') return;
    this.status = 'paused';
    this.deps.onChange();
  }

  resume(): void {
    if (this.status !== 'paused') return;
    this.status = 'running';
    this.release();
    this.deps.onChange();
  }

  cancel(): void {
    if (this.status === 'finished' || this.status === 'cancelled') return;
    this.status = 'cancelled';
    this.release();
    this.deps.onChange();
  }

  /** Rows the server refused go back in the queue (after the advertiser fixed what it refused, a plan or a photo). */
  async retryFailed(): Promise<void> {
    if (this.active) return;
    const again = this.rows.filter((r) => r.state === 'failed');
    for (const r of again) {
      r.state = 'pending';
      r.failure = undefined;
    }
    await this.deps.persist(again);
    this.deps.onChange();
  }

  private release() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }

  private async loop(): Promise<void> {
    this.status = 'running';
    this.deps.onChange();
    const unsure = this.rows.filter((r) => r.state === 'sending');
    if (unsure.length) {
      let created: Map<number, number>;
      try {
        created = await this.deps.findCreated(unsure);
      } catch (error) {
        // Without the lookup nothing unsure is sent: the run stops and can be tried again.
        this.status = this.deps.classify(error).kind === 'limit' ? 'limit' : 'stopped';
        return;
      }
      for (const r of unsure) {
        const id = created.get(r.index);
        if (id !== undefined) {
          r.state = 'done';
          r.productId = id;
        } else r.state = 'pending';
      }
      await this.deps.persist(unsure);
      this.deps.onChange();
    }
    const queue = this.rows.filter((r) => r.state === 'pending');
    await runLimited(queue, (row) => this.sendRow(row), {
      limit: this.deps.limit ?? IMPORT_CONCURRENCY,
      gate: async () => {
        while (this.status === 'paused') await new Promise<void>((resolve) => this.waiters.push(resolve));
        return this.status === 'running';
      },
    });
    if (this.status === 'running' || (this.status === 'paused' && !this.rows.some((r) => r.state === 'pending'))) this.status = 'finished';
  }

  private async sendRow(row: JobRow): Promise<void> {
    row.state = 'sending';
    await this.deps.persist([row]);
    this.deps.onChange();
    try {
      const id = await this.deps.send(row);
      row.state = 'done';
      if (id !== null) row.productId = id;
    } catch (error) {
      const { kind, failure } = this.deps.classify(error);
      if (kind === 'refused') {
        row.state = 'failed';
        row.failure = failure;
      } else {
        // A full plan or an ended session refused it before anything was created: the row waits
        // for the next run. Without a reply the part may exist: the row stays 'sending', so the
        // next run looks it up before sending it again. Either way the queue stops.
        row.state = kind === 'uncertain' ? 'sending' : 'pending';
        if (this.status === 'running' || this.status === 'paused') this.status = kind === 'limit' ? 'limit' : 'stopped';
        this.release();
      }
    }
    await this.deps.persist([row]);
    this.deps.onChange();
  }
}
