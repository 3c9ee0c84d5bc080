import Cookies from 'js-cookie';
import { tokenCookie, tokenInCookies } from '@/lib/session-cookie';
import { clearSessionStorage, readToken, storeToken } from '@/lib/session-token';

describe('the session cookie (src/lib/session-cookie.ts)', () => {
  it('finds the token among other cookies, whatever the spacing, and nothing in a list without it', () => {
    expect(tokenInCookies('jwtToken=a.b.c')).toBe('a.b.c');
    expect(tokenInCookies('theme=dark; jwtToken=a.b.c; x=1')).toBe('a.b.c');
    expect(tokenInCookies('theme=dark;jwtToken=a.b.c')).toBe('a.b.c');
    for (const cookies of ['', 'theme=dark', 'xjwtToken=a.b.c', 'jwtTokenx=a.b.c', 'jwtToken', 'jwtToken=', 'theme=jwtToken=a.b.c'])
      expect(tokenInCookies(cookies), cookies).toBeUndefined();
  });

  it('reads the first of two, decodes what was encoded and keeps a value that is no encoding', () => {
    expect(tokenInCookies('jwtToken=first; jwtToken=second')).toBe('first');
    expect(tokenInCookies('jwtToken=aaa.%25%25.bbb')).toBe('aaa.%%.bbb');
    expect(tokenInCookies('jwtToken=aaa.%%.bbb')).toBe('aaa.%%.bbb');
  });

  it('keeps the token for the whole site, for its days, same-site only and over https only when the site is', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    try {
      expect(tokenCookie('a.b.c', 7, false)).toBe('jwtToken=a.b.c; path=/; expires=Thu, 08 Jan 2026 00:00:00 GMT; SameSite=Lax');
      expect(tokenCookie('a b', 7, true)).toBe('jwtToken=a%20b; path=/; expires=Thu, 08 Jan 2026 00:00:00 GMT; SameSite=Lax; Secure');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is what the app writes, reads and removes (as a cookie library reads it)', () => {
    storeToken('a.b.c');
    expect(readToken()).toBe('a.b.c');
    expect(Cookies.get('jwtToken')).toBe('a.b.c');
    clearSessionStorage();
    expect(readToken()).toBeUndefined();
    expect(Cookies.get('jwtToken')).toBeUndefined();
  });
});
