/**
 * Every read and write of localStorage and sessionStorage goes through here. A browser refuses a
 * write when the origin's quota is used up (QuotaExceededError), in some private modes, or when
 * storage is blocked altogether (reading `window.localStorage` then throws): the value is then
 * kept in this tab's memory instead, read and removed as if stored, so the app works on (a login,
 * a return target, a toast) and only forgets it at the next page load. Nothing here ever throws.
 */
export type StorageArea = 'local' | 'session';

const memory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };

function browserArea(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export const safeStorage = {
  /** The value kept under `key` (in the browser, or in memory after a refused write), or null. */
  get(key: string, area: StorageArea = 'local'): string | null {
    const kept = memory[area].get(key);
    if (kept !== undefined) return kept;
    try {
      return browserArea(area)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** Stores the value; false when the browser refused it and it lives in this tab's memory. */
  set(key: string, value: string, area: StorageArea = 'local'): boolean {
    try {
      const storage = browserArea(area);
      if (!storage) throw new Error('storage unavailable');
      storage.setItem(key, value);
      memory[area].delete(key);
      return true;
    } catch {
      memory[area].set(key, value);
      return false;
    }
  },
  remove(key: string, area: StorageArea = 'local'): void {
    memory[area].delete(key);
    try {
      browserArea(area)?.removeItem(key);
    } catch {
      // Blocked storage: nothing was stored there.
    }
  },
  /** Every key kept, in the browser and in memory. */
  keys(area: StorageArea = 'local'): string[] {
    const found = new Set(memory[area].keys());
    try {
      const storage = browserArea(area);
      for (let i = 0; storage && i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) found.add(key);
      }
    } catch {
      // Blocked storage: only what is in memory.
    }
    return [...found];
  },
  /** Drops what only memory holds (tests start each case from the browser's storage alone). */
  forgetMemory(): void {
    memory.local.clear();
    memory.session.clear();
  },
};
