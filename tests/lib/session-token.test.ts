import Cookies from 'js-cookie';
import { decodeToken, storeToken } from '@/lib/session-token';
import { session } from '@/stores/session';
import { fakeToken } from '../support/session';

const future = Math.floor(Date.now() / 1000) + 3600;

describe('session token', () => {
  it('decodes username, image, role, progress and exp', () => {
    const token = fakeToken({ username: 'Maria Souza', image: '/a.png', subscriber: 'true', progress: 'incomplete', phone: '11987654321', exp: future });
    expect(decodeToken(token)).toEqual({
      username: 'Maria Souza',
      image: '/a.png',
      role: 'subscriber',
      progress: 'incomplete',
      phone: '11987654321',
      exp: future,
    });
  });

  it.each(['javascript:alert(document.cookie)', 'data:image/svg+xml,<svg onload=alert(1)>', 'blob:http://localhost/1'])(
    'an avatar claim %j that is not an http(s) address is no avatar',
    (image) => {
      expect(decodeToken(fakeToken({ username: 'Maria Souza', image, exp: future }))?.image).toBe('');
    },
  );

  it('keeps an https avatar or a path of the app', () => {
    expect(decodeToken(fakeToken({ username: 'A', image: 'https://cdn.example.com.br/a.png', exp: future }))?.image).toBe('https://cdn.example.com.br/a.png');
    expect(decodeToken(fakeToken({ username: 'A', image: '/api/uploads/1', exp: future }))?.image).toBe('/api/uploads/1');
  });

  it('reads the role from the subscriber claim: "true" a subscriber, "manager" a manager, anything else no subscription', () => {
    const roleOf = (subscriber: unknown) => decodeToken(fakeToken({ username: 'A', subscriber, exp: future }))?.role;
    expect(roleOf('true')).toBe('subscriber');
    expect(roleOf('manager')).toBe('manager');
    expect(roleOf('false')).toBe('unsubscribed');
    expect(roleOf('yes')).toBe('unsubscribed');
    expect(roleOf(undefined)).toBe('unsubscribed');
  });

  it('removes an expired token and leaves the user logged out', () => {
    storeToken(fakeToken({ username: 'Maria', exp: Math.floor(Date.now() / 1000) - 10 }));
    localStorage.setItem('phone', '11987654321');
    expect(session.refresh()).toBeNull();
    expect(Cookies.get('jwtToken')).toBeUndefined();
    expect(localStorage.getItem('phone')).toBeNull();
  });

  it('removes a malformed token without crashing', () => {
    storeToken('not-a-jwt');
    expect(session.refresh()).toBeNull();
    expect(Cookies.get('jwtToken')).toBeUndefined();
    storeToken('aaa.%%%.bbb');
    expect(session.refresh()).toBeNull();
  });

  it('logout clears the token and the phone', () => {
    session.login(fakeToken({ username: 'Maria', exp: future }), '11987654321');
    expect(session.user?.username).toBe('Maria');
    session.logout();
    expect(Cookies.get('jwtToken')).toBeUndefined();
    expect(localStorage.getItem('phone')).toBeNull();
    expect(session.user).toBeNull();
  });
});
