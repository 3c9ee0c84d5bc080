import Cookies from 'js-cookie';
import { tokenInCookies } from '@/lib/session-cookie';
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

  it('is what the app writes, reads and removes, as the server finds it', () => {
    storeToken('a.b.c');
    expect(readToken()).toBe('a.b.c');
    expect(Cookies.get('jwtToken')).toBe('a.b.c');
    expect(tokenInCookies(document.cookie)).toBe('a.b.c');
    clearSessionStorage();
    expect(readToken()).toBeUndefined();
    expect(Cookies.get('jwtToken')).toBeUndefined();
  });
});
