import type { DbState } from './types';
import { createSeed, createStampedSeed, restamp, type SeedStamp } from './seed';

/** Bump when the seed or the table shapes change: older saved states are then discarded. */
export const DB_VERSION = 7;

export interface Persistence {
  load(): Promise<DbState | null>;
  save(state: DbState): Promise<void>;
  clear(): Promise<void>;
}

export const memoryPersistence: Persistence = {
  load: async () => null,
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
 * The demo data. A page usually needs it once, and takes it as made. A second reset in the same
 * page (the footer's reset, every test in a Vitest file) copies a kept one and moves its recent
 * dates to now instead: about four times faster than making it again.
 */
function freshSeed(): DbState {
  seedsMade += 1;
  if (seedsMade === 1) return createSeed(DB_VERSION);
  pristine ??= createStampedSeed(DB_VERSION, Date.now());
  return restamp(clonePlain(pristine.state), pristine.stamps, Date.now());
}

let state: DbState | null = null;
let persistence: Persistence = memoryPersistence;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

/** The live state. Handlers read and mutate it, then call commit(). */
export function db(): DbState {
  state ??= freshSeed();
  return state;
}

/**
 * Loads the saved state (or the seed) before the simulated API answers anything. A saved state
 * that cannot be read is left alone: the page runs on the seed in memory and stores nothing,
 * rather than writing the seed over it at the first change (a reload reads it again).
 */
export async function initDb(p: Persistence): Promise<void> {
  let saved: DbState | null;
  try {
    saved = await p.load();
  } catch (e) {
    console.warn('[simulated API] could not read the stored state; this page keeps its changes in memory only', e);
    persistence = memoryPersistence;
    state = freshSeed();
    return;
  }
  persistence = p;
  state = saved && saved.version === DB_VERSION ? saved : freshSeed();
}

let dirty = false;
let saving: Promise<void> = Promise.resolve();

/**
 * Marks the state changed. Handlers run inside handle() (http-utils), which stores the
 * change before the reply is sent, as a real server would: a reload right after a reply
 * never loses the change. A fallback timer covers changes made outside a handler.
 */
export function commit(): void {
  dirty = true;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void flush(), 150);
}

/** The save waiting behind the running one: every change made before it starts is stored by it. */
let queued: Promise<void> | null = null;

/**
 * Stores pending changes; saves run one after another, in order. Requests that change the state
 * while a save runs share the one save queued behind it (it writes the live state as it then is),
 * so a burst of writes (an import sending 3 at a time) costs one save per round, not one each.
 */
export function flush(): Promise<void> {
  if (!dirty) return saving;
  clearTimeout(saveTimer);
  if (queued) return queued;
  queued = saving
    .then(() => {
      queued = null;
      dirty = false;
      return persistence.save(db());
    })
    .catch((e: unknown) => console.warn('[simulated API] could not save state', e));
  saving = queued;
  return queued;
}

/** Saves now and resolves when the state is stored. */
export async function commitNow(): Promise<void> {
  dirty = true;
  await flush();
}

/** Back to the demo data (the footer link, tests). */
export async function resetDb(): Promise<void> {
  clearTimeout(saveTimer);
  dirty = false;
  queued = null;
  state = freshSeed();
  await persistence.clear().catch(() => undefined);
}

export function nextId(): number {
  const s = db();
  s.seq += 1;
  return s.seq;
}
