import { safeStorage } from './safe-storage';
import { storageKeys } from './storage-keys';

export type ToastType = 'success' | 'danger';
export interface GlobalToast {
  type: ToastType;
  message: string;
}

/**
 * Keeps a toast that must survive a reload or a redirect (shown once, then removed). With the
 * storage full it lives in the tab's memory: shown after a redirect, lost to a reload.
 */
export function storeGlobalToast(toast: GlobalToast): void {
  safeStorage.set(storageKeys.globalToast, JSON.stringify(toast));
  window.dispatchEvent(new Event(storageKeys.globalToast));
}

export function takeGlobalToast(): GlobalToast | null {
  const raw = safeStorage.get(storageKeys.globalToast);
  if (!raw) return null;
  safeStorage.remove(storageKeys.globalToast);
  try {
    const v = JSON.parse(raw) as Partial<GlobalToast>;
    if ((v.type === 'success' || v.type === 'danger') && typeof v.message === 'string') return { type: v.type, message: v.message };
  } catch {
    // ignore a damaged value
  }
  return null;
}
