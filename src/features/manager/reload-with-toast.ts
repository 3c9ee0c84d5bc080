import { storeGlobalToast, type GlobalToast } from '@/lib/global-toast';
import { safeStorage } from '@/lib/safe-storage';
import { storageKeys } from '@/lib/storage-keys';
import { reloadPage } from '@/lib/browser-actions';

/** Where the page was scrolled to, for the same address after the reload. */
interface SavedScroll {
  url: string;
  y: number;
}

const hereUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * Stores the toast, then reloads (each bank-slip action ends this way, success or failure).
 * storeGlobalToast also shows it at once, and showing it takes it out of storage, so it is
 * written back for the page that loads after the reload to show. The scroll position is kept
 * too (sort and filters are in the address): restoreScrollAfterReload puts it back.
 */
export function reloadWithToast(toast: GlobalToast): void {
  storeGlobalToast(toast);
  // Storage full or refused: the toast has shown here, and the page reloads at the top without it.
  safeStorage.set(storageKeys.globalToast, JSON.stringify(toast));
  safeStorage.set(storageKeys.reloadScroll, JSON.stringify({ url: hereUrl(), y: Math.round(window.scrollY) } satisfies SavedScroll), 'session');
  reloadPage();
}

/** Once the reloaded list is on screen: back to where the action was taken, if this is the same address. Read once. */
export function restoreScrollAfterReload(): void {
  let saved: SavedScroll | null = null;
  try {
    saved = JSON.parse(safeStorage.get(storageKeys.reloadScroll, 'session') ?? 'null') as SavedScroll | null;
    safeStorage.remove(storageKeys.reloadScroll, 'session');
  } catch {
    return;
  }
  if (saved && saved.url === hereUrl() && Number.isFinite(saved.y) && saved.y > 0) window.scrollTo({ top: saved.y, behavior: 'instant' });
}
