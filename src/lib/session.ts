import { useSyncExternalStore } from 'react';
import { clearSessionStorage, currentUser, storeToken, type SessionUser } from './session-token';
import { storageKeys } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionUser | null | undefined;

function read(): SessionUser | null {
  if (snapshot === undefined) snapshot = currentUser();
  return snapshot;
}

function emit() {
  snapshot = currentUser();
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
    emit();
    return snapshot ?? null;
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
