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

/**
 * The stored decision: a target on this site, `null` for 'return nowhere in particular', or
 * undefined when nothing usable is stored (nothing at all, or anything not internal).
 */
function storedDecision(): LoginCallback | null | undefined {
  const raw = safeStorage.get(storageKeys.loginCallback);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const { path, state } = parsed as LoginCallback;
      if (isInternalPath(path)) return { path, state };
      if (path === null) return null;
    }
  } catch {
    // A plain string from an older version.
    if (isInternalPath(raw)) return { path: raw };
  }
  return undefined;
}

/** Reads and removes the stored callback; anything not internal is ignored. */
export function takeLoginCallback(): LoginCallback | null {
  const decision = storedDecision();
  safeStorage.remove(storageKeys.loginCallback);
  return decision ?? null;
}

/**
 * True when a return decision is already waiting (a 401 stored the exact route, or none, first).
 * Anything else in storage (not a path of this site) counts as no decision.
 */
export function hasLoginCallback(): boolean {
  return storedDecision() !== undefined;
}
