import { storageKeys } from './storage-keys';

/*
 * The session's cookie, read and written here only: the app reads document.cookie with the same
 * function the production server reads a request's Cookie header with. No cookie package: the
 * server bundles this module as it is, and the first load carries these lines instead of one.
 */

const NAME = storageKeys.token;

/** The token in a list of cookies ('a=1; jwtToken=…'), or undefined when it has none or an empty one. */
export function tokenInCookies(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== NAME) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}

/**
 * The document.cookie assignment that keeps `token` for the whole site for `days` days (a past
 * day removes it), sent on same-site navigations only and, over https, only over https.
 */
export function tokenCookie(token: string, days: number, secure: boolean): string {
  return `${NAME}=${encodeURIComponent(token)}; path=/; expires=${new Date(Date.now() + days * 864e5).toUTCString()}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
