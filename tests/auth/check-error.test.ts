import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { authProvider, bindAuth, noteLocation } from '@/auth/auth-provider';
import { storeLoginCallback, takeLoginCallback } from '@/lib/login-callback';
import { storageKeys } from '@/lib/storage-keys';
import { session } from '@/stores/session';
import { fakeToken, loginAs } from '../support/session';

const unauthorized = (authenticated = true) => new ApiError({ kind: 'http', status: 401, code: 'ACCESS_DENIED', authenticated });
const forbidden = (code = 'SUBSCRIPTION_REQUIRED') => new ApiError({ kind: 'http', status: 403, code, authenticated: true });

/** The app as the root layout lends it: a router's navigate, a query cache with one reply in it, a red toast. */
function bindApp(at = '/product/freio-1?foto=2') {
  const navigate = vi.fn();
  const alert = vi.fn();
  const queryClient = new QueryClient();
  queryClient.setQueryData(['private'], 'cached');
  const off = bindAuth({ navigate, queryClient, alert });
  noteLocation({ pathname: at.split('?')[0], search: at.includes('?') ? `?${at.split('?')[1]}` : '', state: { from: 'test' } });
  return { navigate, alert, queryClient, off };
}

describe('authProvider.checkError', () => {
  let app: ReturnType<typeof bindApp>;
  afterEach(() => {
    app.off();
    takeLoginCallback();
  });

  it('a 401 with the token: the place is remembered, the session and the cache end, the login opens with "expired"', () => {
    loginAs('subscriber');
    app = bindApp();
    authProvider.checkError(unauthorized());
    expect(takeLoginCallback()).toEqual({ path: '/product/freio-1?foto=2', state: { from: 'test' } });
    expect(session.user).toBeNull();
    expect(Cookies.get('jwtToken')).toBeUndefined();
    expect(app.queryClient.getQueryData(['private'])).toBeUndefined();
    expect(app.navigate).toHaveBeenCalledExactlyOnceWith('/auth', { replace: true, state: { sessionEnd: 'expired' } });
  });

  it('a 401 on a call that went without a session opens the login with "log in to continue"', () => {
    app = bindApp();
    authProvider.checkError(unauthorized(false));
    expect(app.navigate).toHaveBeenCalledExactlyOnceWith('/auth', { replace: true, state: { sessionEnd: 'loginRequired' } });
  });

  it('answers the first 401 only: later ones (in flight, or handed over again by the query cache) find the login opening', () => {
    loginAs('subscriber');
    app = bindApp();
    const first = unauthorized();
    authProvider.checkError(first);
    authProvider.checkError(first);
    authProvider.checkError(unauthorized(false));
    expect(app.navigate).toHaveBeenCalledTimes(1);
    // Once a page other than the login shows, a 401 is answered again.
    noteLocation({ pathname: '/garage' });
    authProvider.checkError(unauthorized(false));
    expect(app.navigate).toHaveBeenCalledTimes(2);
  });

  it('a 401 on the login page itself changes nothing', () => {
    loginAs('subscriber');
    app = bindApp('/auth');
    authProvider.checkError(unauthorized());
    expect(app.navigate).not.toHaveBeenCalled();
    expect(session.user).not.toBeNull();
    session.logout();
  });

  it('a 401 for a token replaced or logged out since (superseded) changes nothing', () => {
    loginAs('subscriber');
    app = bindApp();
    authProvider.checkError(unauthorized(), { superseded: true });
    expect(app.navigate).not.toHaveBeenCalled();
    expect(session.user).not.toBeNull();
    session.logout();
  });

  it("a wrong password (the login's own credentials) is not a lost session", () => {
    app = bindApp();
    authProvider.checkError(new ApiError({ kind: 'http', status: 401, code: 'USER_WRONG_CREDENTIALS', credentialCheck: true }));
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('a 403 opens the plans page with a message, once for calls that answer together, and keeps the session', () => {
    loginAs('subscriber');
    app = bindApp();
    authProvider.checkError(forbidden());
    authProvider.checkError(forbidden());
    expect(app.alert).toHaveBeenCalledExactlyOnceWith('session.subscriptionRequired');
    expect(app.navigate).toHaveBeenCalledExactlyOnceWith('/subscription');
    expect(session.user).not.toBeNull();
    expect(app.queryClient.getQueryData(['private'])).toBe('cached');
    session.logout();
  });

  it('a 403 of a banner call opens the advertising packages', () => {
    app = bindApp();
    authProvider.checkError(forbidden('ADS_SUBSCRIPTION_REQUIRED'));
    expect(app.alert).toHaveBeenCalledExactlyOnceWith('session.adsPackageRequired');
    expect(app.navigate).toHaveBeenCalledExactlyOnceWith('/ads/subscribe');
  });

  it.each([
    ['a 500', new ApiError({ kind: 'http', status: 500, code: 'HTTP_500' })],
    ['a 404', new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' })],
    ['a refusal', new ApiError({ kind: 'refused', status: 200, code: 'PLAN_LIMIT_REACHED' })],
    ['no connection', new ApiError({ kind: 'network', status: null, code: 'OFFLINE' })],
    ['a timeout', new ApiError({ kind: 'timeout', status: null, code: 'TIMEOUT' })],
    ['a plain Error', new Error('boom')],
    ['null', null],
    ['a string', 'failed'],
  ])('%s is the screen’s own business: nothing happens', (_name, error) => {
    loginAs('subscriber');
    app = bindApp();
    authProvider.checkError(error);
    expect(app.navigate).not.toHaveBeenCalled();
    expect(app.alert).not.toHaveBeenCalled();
    expect(session.user).not.toBeNull();
    session.logout();
  });

  it('without the app mounted (no router to move) an error changes nothing', () => {
    loginAs('subscriber');
    app = bindApp();
    app.off();
    authProvider.checkError(unauthorized());
    authProvider.checkError(forbidden());
    expect(app.navigate).not.toHaveBeenCalled();
    expect(session.user).not.toBeNull();
    session.logout();
  });
});

describe('authProvider.canAccess', () => {
  it('opens public pages to everyone and admin pages by role', () => {
    const user = (role: 'subscriber' | 'manager' | 'unsubscribed') => ({
      username: 'Maria',
      image: '',
      role,
      progress: 'complete' as const,
      phone: '',
      exp: 9999999999,
    });
    expect(authProvider.canAccess(null, '/product/freio-1')).toBe(true);
    expect(authProvider.canAccess(null, '/adm/dashboard')).toBe(false);
    expect(authProvider.canAccess(user('subscriber'), '/adm/productList')).toBe(true);
    expect(authProvider.canAccess(user('subscriber'), '/adm/paymentOrder')).toBe(false);
    expect(authProvider.canAccess(user('manager'), '/adm/paymentOrder')).toBe(true);
    expect(authProvider.canAccess(user('unsubscribed'), '/adm/subscription/statement')).toBe(true);
  });
});

describe('authProvider.login and logout', () => {
  let app: ReturnType<typeof bindApp>;
  afterEach(() => {
    app.off();
    takeLoginCallback();
    session.logout();
  });

  it("logout ends the session: the cookie, the phone, every cached reply and the account's drafts go; the buyer's own lists stay; then home", async () => {
    loginAs('subscriber');
    const owner = session.user!.phone;
    app = bindApp('/adm/dashboard');
    localStorage.setItem(storageKeys.userDraft(owner, 'product-create'), JSON.stringify({ fields: { name: { from: '', to: 'Farol' } } }));
    localStorage.setItem(storageKeys.favorites, '{"v":1,"items":[]}');
    authProvider.logout();
    expect(Cookies.get('jwtToken')).toBeUndefined();
    expect(localStorage.getItem(storageKeys.phone)).toBeNull();
    expect(session.user).toBeNull();
    expect(app.queryClient.getQueryData(['private'])).toBeUndefined();
    expect(app.navigate).toHaveBeenCalledExactlyOnceWith('/home', { replace: undefined });
    // The drafts' code loads on demand: wait for it to have run.
    await vi.waitFor(() => expect(localStorage.getItem(storageKeys.userDraft(owner, 'product-create'))).toBeNull());
    expect(localStorage.getItem(storageKeys.favorites)).toBe('{"v":1,"items":[]}');
    expect(takeLoginCallback()).toBeNull();
  });

  it('logout can go elsewhere, replacing the entry (the account deletion)', () => {
    loginAs('buyer');
    app = bindApp();
    authProvider.logout({ to: '/auth', replace: true });
    expect(app.navigate).toHaveBeenCalledExactlyOnceWith('/auth', { replace: true });
  });

  it("login drops every cached reply of the previous visitor and returns to the stored place this user's role opens", () => {
    app = bindApp('/auth');
    storeLoginCallback('/adm/productList?filtro=freio', { page: 2 });
    const token = fakeToken({ username: 'Maria Souza', subscriber: 'true', exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(authProvider.login({ token, phone: '11976543210' })).toBe(true);
    expect(session.user?.role).toBe('subscriber');
    expect(localStorage.getItem(storageKeys.phone)).toBe('11976543210');
    expect(app.queryClient.getQueryData(['private'])).toBeUndefined();
    expect(app.navigate).toHaveBeenCalledExactlyOnceWith('/adm/productList?filtro=freio', { state: { page: 2 }, replace: true });
  });

  it('login with nothing stored leaves the destination to the login page', () => {
    app = bindApp('/auth');
    const token = fakeToken({ username: 'Gestor', subscriber: 'manager', exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(authProvider.login({ token, phone: '11912345678' })).toBe(false);
    expect(session.user?.role).toBe('manager');
    expect(app.navigate).not.toHaveBeenCalled();
  });
});
