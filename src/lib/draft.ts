import { storageKeys } from './storage-keys';

/** Names of fields never written to storage, whatever a caller passes. */
const SECRET = /pass/i;

type DraftValue = string | number | boolean | null;
export type Draft = Record<string, DraftValue>;

function storeOf(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps a form's non-secret fields (and its step) so a reload does not lose them.
 * Password fields are dropped on write.
 */
export function saveDraft(name: string, values: Draft, kind: 'session' | 'local' = 'session'): void {
  const clean = Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET.test(k)));
  storeOf(kind)?.setItem(storageKeys.draft(name), JSON.stringify(clean));
}

export function loadDraft<T extends Draft>(name: string, kind: 'session' | 'local' = 'session'): Partial<T> {
  const raw = storeOf(kind)?.getItem(storageKeys.draft(name));
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function clearDraft(name: string, kind: 'session' | 'local' = 'session'): void {
  storeOf(kind)?.removeItem(storageKeys.draft(name));
}
