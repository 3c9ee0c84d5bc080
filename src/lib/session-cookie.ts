import { storageKeys } from './storage-keys';

/*
 * The session cookie as the production server sees it: in a request's Cookie header. The app
 * reads and writes the same cookie, by the same name, with js-cookie (session-token.ts). This
 * module imports no package, so the server bundles it as it is.
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
