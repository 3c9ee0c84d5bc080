import { isInternalPath, storeLoginCallback, takeLoginCallback } from '@/lib/login-callback';
import { storageKeys } from '@/lib/storage-keys';

describe('login callback', () => {
  it.each(['/home', '/product/pastilha-123', '/adm/dashboard?x=1', '/search/freio#top'])('accepts the internal path %s', (p) => {
    expect(isInternalPath(p)).toBe(true);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', 'http://x', '', 'home', '/\\/evil'])('rejects %s', (p) => {
    expect(isInternalPath(p)).toBe(false);
  });

  it('stores and takes a route with its state once', () => {
    storeLoginCallback('/product/abc-1', { from: 'interest' });
    expect(takeLoginCallback()).toEqual({ path: '/product/abc-1', state: { from: 'interest' } });
    expect(takeLoginCallback()).toBeNull();
  });

  it('never stores an external target', () => {
    storeLoginCallback('//evil.example');
    expect(localStorage.getItem(storageKeys.loginCallback)).toBeNull();
  });

  it('ignores a tampered stored value', () => {
    localStorage.setItem(storageKeys.loginCallback, JSON.stringify({ path: 'https://evil.example' }));
    expect(takeLoginCallback()).toBeNull();
    localStorage.setItem(storageKeys.loginCallback, '//evil.example');
    expect(takeLoginCallback()).toBeNull();
  });
});
