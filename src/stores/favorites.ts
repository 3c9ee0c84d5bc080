import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/storage-keys';
import { entriesOf, localStore, useLocalStore } from './local-store';
import { timeOf, toSnapshot, type PartSnapshot } from './part-snapshot';

/** A saved part: what it looked like when saved, and when. */
export interface Favorite extends PartSnapshot {
  savedAt: number;
}

/** What a screen hands over to save a part (a card, a product page). */
export type FavoriteInput = Parameters<typeof toSnapshot>[0];

function toFavorite(item: Record<string, unknown>): Favorite | null {
  const part = toSnapshot(item);
  return part ? { ...part, savedAt: timeOf(item.savedAt) } : null;
}

const store = localStore<Favorite[]>(storageKeys.favorites, (value) => entriesOf(value, toFavorite, (f) => f.url), []);

/**
 * The buyer's favourites, most recently saved first: kept in this browser only (logged in or
 * not, through a logout too), never sent to the server.
 */
export const favorites = {
  list: (): Favorite[] => store.read(),
  has: (url: string): boolean => store.read().some((f) => f.url === url),
  add(part: FavoriteInput, now = Date.now()): void {
    const snapshot = toSnapshot(part);
    if (!snapshot) return;
    store.write([{ ...snapshot, savedAt: now }, ...store.read().filter((f) => f.url !== snapshot.url)]);
  },
  remove(url: string): void {
    if (favorites.has(url)) store.write(store.read().filter((f) => f.url !== url));
  },
  /** Saves the part, or removes it when saved already; true when it is saved afterwards. */
  toggle(part: FavoriteInput, now = Date.now()): boolean {
    if (typeof part.url === 'string' && favorites.has(part.url)) {
      favorites.remove(part.url);
      return false;
    }
    favorites.add(part, now);
    return favorites.has(String(part.url));
  },
  subscribe: store.subscribe,
};

export const useFavorites = (): Favorite[] => useLocalStore(store);

export function useIsFavorite(url: string): boolean {
  const has = () => favorites.has(url);
  return useSyncExternalStore(store.subscribe, has, has);
}

export function useFavoriteCount(): number {
  const count = () => store.read().length;
  return useSyncExternalStore(store.subscribe, count, count);
}
