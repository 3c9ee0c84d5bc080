import { storeGlobalToast, type GlobalToast } from '@/lib/global-toast';
import { storageKeys } from '@/lib/storage-keys';
import { reloadPage } from '@/lib/browser-actions';

/**
 * Stores the toast, then reloads (each bank-slip action ends this way, success or failure).
 * storeGlobalToast also shows it at once, and showing it takes it out of storage, so it is
 * written back for the page that loads after the reload to show.
 */
export function reloadWithToast(toast: GlobalToast): void {
  storeGlobalToast(toast);
  localStorage.setItem(storageKeys.globalToast, JSON.stringify(toast));
  reloadPage();
}
