import { useSyncExternalStore } from 'react';
import { clearSessionStorage, decodeToken, readToken, storeToken, type SessionUser } from '@/lib/session-token';
import { safeStorage } from '@/lib/safe-storage';
import { storageKeys } from '@/lib/storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionUser | null | undefined;

/**
 * The user from the token (an expired or malformed token is removed: nobody), with the avatar
 * saved since the token was issued, if any.
 */
function userNow(): SessionUser | null {
  const token = readToken();
  const user = token ? decodeToken(token) : null;
  if (token && !user) clearSessionStorage();
  const avatar = user ? safeStorage.get(storageKeys.avatar) : null;
  return user && avatar ? { ...user, image: avatar } : user;
}

function read(): SessionUser | null {
  if (snapshot === undefined) snapshot = userNow();
  return snapshot;
}

/** The same user as before, field by field: nothing to tell the screens. */
const same = (a: SessionUser | null, b: SessionUser | null) => a === b || (!!a && !!b && (Object.keys(a) as (keyof SessionUser)[]).every((k) => a[k] === b[k]));

/** Reads the cookie again; the screens hear of it only when the user changed. */
function emit() {
  const next = userNow();
  if (snapshot !== undefined && same(snapshot, next)) return;
  snapshot = next;
  listeners.forEach((l) => l());
}

/**
 * The session: one store over the jwtToken cookie, shared by every screen, and the only reader
 * of that cookie. What a login, a logout or a lost session does beyond storage (return targets,
 * the query cache, the router) is the auth module's (src/auth).
 */
export const session = {
  get user(): SessionUser | null {
    return read();
  },
  /** The token to send with a call, as the cookie holds it now. */
  get token(): string | undefined {
    return readToken();
  },
  /** Re-reads the cookie (an expired token is removed and the user is logged out); the screens re-render only for a change. */
  refresh(): SessionUser | null {
    emit();
    return snapshot ?? null;
  },
  login(token: string, phone: string): SessionUser | null {
    storeToken(token);
    safeStorage.set(storageKeys.phone, phone);
    // A new token carries the current avatar.
    safeStorage.remove(storageKeys.avatar);
    emit();
    return snapshot ?? null;
  },
  /** A new token for the same account (a plan bought or cancelled changes the role it carries). */
  replaceToken(token: string): SessionUser | null {
    storeToken(token);
    safeStorage.remove(storageKeys.avatar);
    emit();
    return snapshot ?? null;
  },
  /** The profile's avatar changed (or was read anew): the top bar shows it without a new login. */
  updateAvatar(image: string): void {
    const user = read();
    if (!user || !image || user.image === image) return;
    safeStorage.set(storageKeys.avatar, image);
    emit();
  },
  /** Ends the session in storage only: drafts stay (an explicit logout is authProvider.logout). */
  logout(): void {
    clearSessionStorage();
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, read, () => null);
}

export type { SessionUser };
