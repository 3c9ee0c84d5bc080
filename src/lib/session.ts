import { useSyncExternalStore } from 'react';
import { clearSessionStorage, currentUser, storeToken, type SessionUser } from './session-token';
import { storageKeys } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionUser | null | undefined;

/** The user from the token, with the avatar saved since the token was issued, if any. */
function userNow(): SessionUser | null {
  const user = currentUser();
  const avatar = user ? localStorage.getItem(storageKeys.avatar) : null;
  return user && avatar ? { ...user, image: avatar } : user;
}

function read(): SessionUser | null {
  if (snapshot === undefined) snapshot = userNow();
  return snapshot;
}

function emit() {
  snapshot = userNow();
  listeners.forEach((l) => l());
}

/** The session: one store over the jwtToken cookie, shared by every screen. */
export const session = {
  get user(): SessionUser | null {
    return read();
  },
  /** Re-reads the cookie (an expired token is removed and the user is logged out). */
  refresh(): SessionUser | null {
    emit();
    return snapshot ?? null;
  },
  login(token: string, phone: string): SessionUser | null {
    storeToken(token);
    localStorage.setItem(storageKeys.phone, phone);
    // A new token carries the current avatar.
    localStorage.removeItem(storageKeys.avatar);
    emit();
    return snapshot ?? null;
  },
  /** The profile's avatar changed (or was read anew): the top bar shows it without a new login. */
  updateAvatar(image: string): void {
    const user = read();
    if (!user || !image || user.image === image) return;
    localStorage.setItem(storageKeys.avatar, image);
    emit();
  },
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
