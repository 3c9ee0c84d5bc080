import type { DbState } from './types';
import { createSeed, createStampedSeed, restamp, type SeedStamp } from './seed';

/** Bump when the seed or the table shapes change: older saved states are then discarded. */
export const DB_VERSION = 7;

/** The tables kept record by record: large (the demo has thousands of each) and written a few records at a time. */
const RECORD_TABLES = ['products', 'subscriptions', 'paymentOrders', 'images'] as const;
export type RecordTable = (typeof RECORD_TABLES)[number];
/** The other tables are small (a few hundred kB together): each save stores them whole. */
export type WholeTable = Exclude<keyof DbState, RecordTable | 'version' | 'seq'>;
const WHOLE_TABLES = Object.keys({
  users: 1,
  engagements: 1,
  plans: 1,
  adsPlans: 1,
  banners: 1,
  offers: 1,
  codes: 1,
  sessions: 1,
  blocked: 1,
} satisfies Record<WholeTable, 1>) as WholeTable[];
/** A record of a large table: a request that edits one in place names it to commit(). */
export type TableRecord = DbState[RecordTable][number];

/**
 * What is stored is what changed since the demo data was made, never the demo data itself (12 MB,
 * made again in a fifth of a second from the moment it was made at):
 * - `['meta']`: that moment, the data's version and the id sequence;
 * - `['table', name]`: a small table, whole;
 * - `['record', table, key]`: one record of a large table, or null for one removed.
 */
export type RowKey = ['meta'] | ['table', WholeTable] | ['record', RecordTable, number | string];
export type Row = [key: RowKey, value: unknown];
interface Meta {
  version: number;
  seedTime: number;
  seq: number;
}

export interface Persistence {
  /** Every stored row; an empty list when nothing is stored. */
  load(): Promise<Row[]>;
  /** Stores these rows together (one transaction), replacing any with the same key. */
  save(rows: Row[]): Promise<void>;
  clear(): Promise<void>;
}

export const memoryPersistence: Persistence = {
  load: async () => [],
  save: async () => undefined,
  clear: async () => undefined,
};

/** Plain data (what the seed holds: objects, arrays, strings, numbers) copied with nothing shared. */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = clonePlain((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}

let seedsMade = 0;
let pristine: { state: DbState; stamps: SeedStamp[] } | null = null;

/**
 * The demo data as made at `now` (the same data for the same moment). A page usually needs it
 * once, and takes it as made. A second one in the same page (the footer's reset, every test in a
 * Vitest file) copies a kept one and moves its recent dates to `now` instead: about four times
 * faster than making it again.
 */
function seedAt(now: number): DbState {
  seedsMade += 1;
  if (seedsMade === 1) return createSeed(DB_VERSION, now);
  pristine ??= createStampedSeed(DB_VERSION, now);
  return restamp(clonePlain(pristine.state), pristine.stamps, now);
}

let state: DbState | null = null;
/** When the demo data under `state` was made: a reload makes the same data again from it. */
let seedTime = 0;
let persistence: Persistence = memoryPersistence;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

/** What the last save stored, to find what changed since: each large table's array and keys. */
let saved: Record<RecordTable, { rows: readonly TableRecord[]; keys: Set<number | string> }> | null = null;
/** Records of the large tables edited in place since the last save. */
let edited = new Set<TableRecord>();

const keyOf = (record: TableRecord): number | string => record.id;

function freshState(now = Date.now()): DbState {
  seedTime = now;
  const fresh = seedAt(now);
  saved = snapshot(fresh);
  edited = new Set();
  return fresh;
}

function snapshot(s: DbState) {
  const tables = {} as NonNullable<typeof saved>;
  for (const t of RECORD_TABLES) tables[t] = { rows: s[t], keys: new Set(s[t].map(keyOf)) };
  return tables;
}

/** The live state. Handlers read and mutate it, then call commit(). */
export function db(): DbState {
  state ??= freshState();
  return state;
}

/** The demo data made again at its moment, with the stored changes on it; null when nothing of this version is stored. */
function rebuild(rows: Row[]): { state: DbState; seedTime: number } | null {
  const meta = rows.find(([key]) => key[0] === 'meta')?.[1] as Meta | undefined;
  if (!meta || meta.version !== DB_VERSION) return null;
  const s = seedAt(meta.seedTime);
  s.seq = meta.seq;
  const records = new Map<RecordTable, Map<number | string, TableRecord | null>>();
  for (const [key, value] of rows) {
    if (key[0] === 'table') (s as unknown as Record<string, unknown>)[key[1]] = value;
    if (key[0] !== 'record') continue;
    if (!records.has(key[1])) records.set(key[1], new Map());
    records.get(key[1])!.set(key[2], value as TableRecord | null);
  }
  for (const [table, changes] of records) {
    const seeded: readonly TableRecord[] = s[table];
    // Records edited or removed in place keep their position; new ones follow, in key order.
    const kept = seeded.flatMap((r) => {
      if (!changes.has(keyOf(r))) return [r];
      const value = changes.get(keyOf(r));
      changes.delete(keyOf(r));
      return value ? [value] : [];
    });
    for (const value of changes.values()) if (value) kept.push(value);
    (s as unknown as Record<string, unknown>)[table] = kept;
  }
  return { state: s, seedTime: meta.seedTime };
}

/** What a page loaded now would start from (the browser suite checks a change is stored before a reload). */
export async function readStored(p: Persistence): Promise<DbState | null> {
  return rebuild(await p.load())?.state ?? null;
}

/**
 * Loads the stored changes (on the demo data) before the simulated API answers anything. A
 * stored state that cannot be read is left alone: the page runs on the demo data in memory and
 * stores nothing, rather than writing over it at the first change (a reload reads it again).
 */
export async function initDb(p: Persistence): Promise<void> {
  unsaved = [];
  let rows: Row[];
  try {
    rows = await p.load();
  } catch (e) {
    console.warn('[simulated API] could not read the stored state; this page keeps its changes in memory only', e);
    persistence = memoryPersistence;
    state = freshState();
    return;
  }
  persistence = p;
  const stored = rebuild(rows);
  if (stored) {
    ({ state, seedTime } = stored);
    saved = snapshot(state);
    edited = new Set();
    return;
  }
  // Nothing stored, or stored for another version of the demo data.
  if (rows.length) await p.clear().catch(() => undefined);
  state = freshState();
}

let dirty = false;
let saving: Promise<void> = Promise.resolve();

/**
 * Marks the state changed. A request that edits records of a large table in place (a product's
 * stock, an order's status) names them; added and removed records, and the small tables, are
 * found by the save. Handlers run inside handle() (http-utils), which stores the change before
 * the reply is sent, as a real server would: a reload right after a reply never loses the change.
 * A fallback timer covers changes made outside a handler.
 */
export function commit(...records: Array<TableRecord | undefined>): void {
  for (const r of records) if (r) edited.add(r);
  dirty = true;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void flush(), 150);
}

/**
 * The rows that store what changed since the last save: the meta row and the small tables
 * always; of each large table, the records added, removed and named as edited. Handlers only
 * push to a table's array, and remove records by replacing the array (filter): the same array
 * with more records has new ones at its end; a new array is compared key by key.
 */
function changedRows(s: DbState): Row[] {
  const rows: Row[] = [[['meta'], { version: DB_VERSION, seedTime, seq: s.seq } satisfies Meta]];
  for (const t of WHOLE_TABLES) rows.push([['table', t], s[t]]);
  const last = (saved ??= snapshot(s));
  const edits = edited;
  edited = new Set();
  for (const t of RECORD_TABLES) {
    const now: readonly TableRecord[] = s[t];
    const { rows: then, keys } = last[t];
    if (now !== then) {
      const live = new Set(now.map(keyOf));
      for (const r of now) if (!keys.has(keyOf(r))) rows.push([['record', t, keyOf(r)], r]);
      for (const key of keys) if (!live.has(key)) rows.push([['record', t, key], null]);
      last[t] = { rows: now, keys: live };
    } else if (now.length > keys.size) {
      for (const r of now.slice(keys.size)) {
        keys.add(keyOf(r));
        rows.push([['record', t, keyOf(r)], r]);
      }
    }
    for (const r of edits) if (now.includes(r)) rows.push([['record', t, keyOf(r)], r]);
  }
  return rows;
}

/** Rows of a save that failed: each save only writes what changed since the last, so they are kept for the next. */
let unsaved: Row[] = [];

/** The save waiting behind the running one: every change made before it starts is stored by it. */
let queued: Promise<void> | null = null;

/**
 * Stores pending changes; saves run one after another, in order. Requests that change the state
 * while a save runs share the one save queued behind it (it writes the changes as they then are),
 * so a burst of writes (an import sending 3 at a time) costs one save per round, not one each.
 */
export function flush(): Promise<void> {
  if (!dirty) return saving;
  clearTimeout(saveTimer);
  if (queued) return queued;
  queued = saving.then(() => {
    queued = null;
    dirty = false;
    // Rows a failed save could not store go again, first: a later put of the same key wins.
    const rows = [...unsaved, ...changedRows(db())];
    unsaved = [];
    return persistence.save(rows).catch((e: unknown) => {
      unsaved = rows;
      console.warn('[simulated API] could not save state; the next save tries these changes again', e);
    });
  });
  saving = queued;
  return queued;
}

/** Saves now and resolves when the state is stored. */
export async function commitNow(...records: Array<TableRecord | undefined>): Promise<void> {
  commit(...records);
  await flush();
}

/** Back to the demo data (a page opened with ?reset-demo, which the footer's link does; tests). */
export async function resetDb(): Promise<void> {
  clearTimeout(saveTimer);
  dirty = false;
  queued = null;
  unsaved = [];
  state = freshState();
  await persistence.clear().catch(() => undefined);
}

/**
 * Puts a whole state in place of the live one (a test's small database, built by builders.ts),
 * as if it had just been loaded: nothing pending, nothing to save until the next change.
 */
export function replaceDb(next: DbState): void {
  clearTimeout(saveTimer);
  dirty = false;
  queued = null;
  unsaved = [];
  state = next;
  saved = snapshot(next);
  edited = new Set();
}

export function nextId(): number {
  const s = db();
  s.seq += 1;
  return s.seq;
}
