import { safeStorage } from '@/lib/safe-storage';
import { storageKeys } from '@/lib/storage-keys';

/**
 * What the home needs of the 'Vistos recentemente' row before its code loads (kept apart so the
 * home's first load carries neither the row nor its store).
 */

/** The height the row takes (heading and one line of cards): reserved while the row loads. */
export const RECENT_ROW_HEIGHT = 320;

/** A returning visitor: this browser holds product pages opened before. */
export function hasRecentlyViewed(): boolean {
  return (safeStorage.get(storageKeys.recentlyViewed) ?? '[]') !== '[]';
}
