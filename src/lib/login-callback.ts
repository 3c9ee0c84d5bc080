import { safeStorage } from './safe-storage';
import { storageKeys } from './storage-keys';

export interface LoginCallback {
  path: string;
  state?: unknown;
}

/**
 * Only a path on this site may be a login return target. Rejects protocol-relative
 * ('//evil.example'), backslash tricks ('/\\evil'), schemes ('https:', 'javascript:')
 * and anything with control characters.
 */
export function isInternalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return false;
  try {
    const url = new URL(value, 'http://internal.invalid');
    return url.origin === 'http://internal.invalid';
  } catch {
    return false;
  }
}

export function storeLoginCallback(path: string, state?: unknown): void {
  if (!isInternalPath(path)) return;
  const value: LoginCallback = state === undefined ? { path } : { path, state };
  safeStorage.set(storageKeys.loginCallback, JSON.stringify(value));
}

/**
 * Records that the next login returns nowhere in particular: the decision is taken (e.g. the
 * login -> 401 cycle was broken), so no later default replaces it.
 */
export function storeNoReturn(): void {
  safeStorage.set(storageKeys.loginCallback, JSON.stringify({ path: null }));
}

/** Reads and removes the stored callback; anything not internal is ignored. */
export function takeLoginCallback(): LoginCallback | null {
  const raw = safeStorage.get(storageKeys.loginCallback);
  safeStorage.remove(storageKeys.loginCallback);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && isInternalPath((parsed as LoginCallback).path)) {
      const { path, state } = parsed as LoginCallback;
      return { path, state };
    }
  } catch {
    // A plain string from an older version.
    if (isInternalPath(raw)) return { path: raw };
  }
  return null;
}

/** True when a return decision is already waiting (a 401 stored the exact route, or none, first). */
export function hasLoginCallback(): boolean {
  return safeStorage.get(storageKeys.loginCallback) !== null;
}
