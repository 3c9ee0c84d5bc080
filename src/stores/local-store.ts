import { useSyncExternalStore } from 'react';
import { safeStorage } from '@/lib/safe-storage';

export interface LocalStore<T> {
  /** The stored value, the same object until the stored text changes. */
  read(): T;
  write(value: T): void;
  /** Removes the key: the value reads as empty again. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A value kept in localStorage under one key, for useSyncExternalStore. The text is parsed once
 * per change, so every reader gets the same object until it changes; text that is not JSON, or
 * JSON of another shape (`parse` decides, and may throw), reads as `empty` and never breaks a
 * screen. Writes in other tabs arrive through the `storage` event. Where the browser refuses to
 * store (private mode, a full quota) the value lives in memory for this tab.
 */
export function localStore<T>(key: string, parse: (value: unknown) => T, empty: T): LocalStore<T> {
  const listeners = new Set<() => void>();
  let lastText: string | null | undefined;
  let value = empty;

  const text = (): string | null => safeStorage.get(key);
  const read = (): T => {
    const now = text();
    if (now !== lastText) {
      lastText = now;
      try {
        value = now === null ? empty : parse(JSON.parse(now));
      } catch {
        value = empty;
      }
    }
    return value;
  };
  const store = (next: string | null) => {
    if (next === null) safeStorage.remove(key);
    else safeStorage.set(key, next);
    listeners.forEach((l) => l());
  };
  const onStorage = (event: StorageEvent) => {
    // null: another tab cleared the whole storage.
    if (event.key === key || event.key === null) listeners.forEach((l) => l());
  };

  return {
    read,
    write: (next) => store(JSON.stringify(next)),
    clear: () => store(null),
    subscribe(listener) {
      if (!listeners.size) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}

/** Keeps the entries of a stored list that have a usable shape, the first of each key. */
export function entriesOf<E>(value: unknown, toEntry: (item: Record<string, unknown>) => E | null, keyOf: (entry: E) => string): E[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: E[] = [];
  for (const item of value) {
    const entry = item && typeof item === 'object' && !Array.isArray(item) ? toEntry(item as Record<string, unknown>) : null;
    if (entry && !seen.has(keyOf(entry))) {
      seen.add(keyOf(entry));
      out.push(entry);
    }
  }
  return out;
}
