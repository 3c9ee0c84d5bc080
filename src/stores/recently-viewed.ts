import { storageKeys } from '@/lib/storage-keys';
import { entriesOf, localStore, useLocalStore } from './local-store';
import { timeOf, toSnapshot, type PartSnapshot } from './part-snapshot';

/** How many product pages the row remembers. */
export const RECENT_MAX = 12;

export interface RecentPart extends PartSnapshot {
  /** As the product page gave it ('PRODUCT_NEW' or another condition). */
  condition: string;
  viewedAt: number;
}

export type RecentInput = Parameters<typeof toSnapshot>[0] & { condition?: unknown };

function toRecent(item: Record<string, unknown>): RecentPart | null {
  const part = toSnapshot(item);
  const condition = typeof item.condition === 'string' ? item.condition.slice(0, 40) : '';
  return part ? { ...part, condition, viewedAt: timeOf(item.viewedAt) } : null;
}

const store = localStore<RecentPart[]>(storageKeys.recentlyViewed, (value) => entriesOf(value, toRecent, (p) => p.url).slice(0, RECENT_MAX), []);

/**
 * The last product pages opened in this browser, most recent first, each once: kept through a
 * logout, never sent to the server.
 */
export const recentlyViewed = {
  list: (): RecentPart[] => store.read(),
  record(part: RecentInput, now = Date.now()): void {
    const entry = toRecent({ ...part, viewedAt: now });
    if (!entry) return;
    store.write([entry, ...store.read().filter((p) => p.url !== entry.url)].slice(0, RECENT_MAX));
  },
  clear: (): void => store.clear(),
  subscribe: store.subscribe,
};

export const useRecentlyViewed = (): RecentPart[] => useLocalStore(store);
