import type { DbState } from './types';
import { createSeed } from './seed';

/** Bump when the seed or the table shapes change: older saved states are then discarded. */
export const DB_VERSION = 4;

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

let seedCache: DbState | null = null;
function freshSeed(): DbState {
  seedCache ??= createSeed(DB_VERSION);
  return structuredClone(seedCache);
}

let state: DbState | null = null;
let persistence: Persistence = memoryPersistence;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

/** The live state. Handlers read and mutate it, then call commit(). */
export function db(): DbState {
  state ??= freshSeed();
  return state;
}

/** Loads the saved state (or the seed) before the simulated API answers anything. */
export async function initDb(p: Persistence): Promise<void> {
  persistence = p;
  const saved = await p.load().catch(() => null);
  state = saved && saved.version === DB_VERSION ? saved : freshSeed();
}

/** Schedules a save; many changes in one tick are written once. */
export function commit(): void {
  clearTimeout(saveTimer);
  const snapshot = db();
  saveTimer = setTimeout(() => {
    void persistence.save(snapshot).catch((e: unknown) => console.warn('[simulated API] could not save state', e));
  }, 150);
}

/**
 * Saves now and resolves when the state is stored: for replies after which the client reloads
 * the page (a real server answers only once the change is durable).
 */
export async function commitNow(): Promise<void> {
  clearTimeout(saveTimer);
  await persistence.save(db()).catch((e: unknown) => console.warn('[simulated API] could not save state', e));
}

/** Back to the demo data (the footer link, tests). */
export async function resetDb(): Promise<void> {
  clearTimeout(saveTimer);
  state = freshSeed();
  await persistence.clear().catch(() => undefined);
}

export function nextId(): number {
  const s = db();
  s.seq += 1;
  return s.seq;
}
