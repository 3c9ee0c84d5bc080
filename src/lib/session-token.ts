import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import type { Role } from '@/config/routes';
import { safeStorage } from './safe-storage';
import { storageKeys } from './storage-keys';
import { isWebUrl } from './web-url';

/**
 * Who the user is in the admin area (one of the route table's ROLES): a subscriber (an advertiser
 * with a plan), a manager, or a user without a subscription. The token carries it in its
 * `subscriber` claim (roleOf below).
 */
export type { Role };

export interface SessionUser {
  username: string;
  image: string;
  role: Role;
  progress: 'complete' | 'incomplete';
  phone: string;
  exp: number;
}

const TOKEN_DAYS = 7;

/** The token in the cookie; the session store (src/stores/session.ts) is its one reader. */
export function readToken(): string | undefined {
  return Cookies.get(storageKeys.token) || undefined;
}

/** Kept for the whole site for TOKEN_DAYS days, sent on same-site navigations only and, over https, only over https. */
export function storeToken(token: string): void {
  Cookies.set(storageKeys.token, token, {
    expires: TOKEN_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
}

export function clearSessionStorage(): void {
  Cookies.remove(storageKeys.token, { path: '/' });
  safeStorage.remove(storageKeys.phone);
  safeStorage.remove(storageKeys.avatar);
}

/** The token's `subscriber` claim: "true" a subscriber, "manager" a manager, anything else no subscription. */
function roleOf(claim: unknown): Role {
  if (claim === 'true' || claim === true) return 'subscriber';
  return claim === 'manager' ? 'manager' : 'unsubscribed';
}

/**
 * Decodes a token into the session user. Returns null for a malformed token,
 * one without a username, or one whose exp is in the past.
 */
export function decodeToken(token: string, nowMs = Date.now()): SessionUser | null {
  let raw: Record<string, unknown>;
  try {
    raw = jwtDecode<Record<string, unknown>>(token);
  } catch {
    return null;
  }
  const exp = Number(raw.exp);
  if (!Number.isFinite(exp) || exp * 1000 <= nowMs) return null;
  if (typeof raw.username !== 'string' || !raw.username) return null;
  return {
    username: raw.username,
    // Only an http(s) avatar is drawn; any other address counts as none.
    image: isWebUrl(raw.image) ? raw.image : '',
    role: roleOf(raw.subscriber),
    progress: raw.progress === 'incomplete' ? 'incomplete' : 'complete',
    phone: typeof raw.phone === 'string' ? raw.phone : '',
    exp,
  };
}
