import { admMenu } from '@/app/layouts/adm-sidebar';
import { paths } from '@/config/paths';
import { storeLoginCallback, takeLoginCallback, hasLoginCallback } from '@/lib/login-callback';
import { admAccess, canOpen } from '@/lib/route-access';
import { noteLocation, rememberAdmReturn, rememberReturn, RETURN_CYCLE_MS, takeReturn } from '@/auth/auth-provider';
import type { Role, SessionUser } from '@/lib/session-token';

const user = (role: Role): SessionUser => ({ username: 'Maria Souza', image: '', role, progress: 'complete', phone: '11976543210', exp: 9999999999 });
const subscriber = user('subscriber');
const manager = user('manager');
const unsubscribed = user('unsubscribed');

/** Which roles may open each admin page: the sidebar's menus per role (subscriber, manager, without a plan). */
const TABLE: [string, Role[]][] = [
  [paths.adm.dashboard, ['subscriber', 'manager', 'unsubscribed']],
  [paths.adm.statement, ['subscriber', 'unsubscribed']],
  [paths.adm.productList, ['subscriber']],
  [paths.adm.productCreate, ['subscriber']],
  [paths.adm.productUpdate, ['subscriber']],
  [paths.adm.engagement, ['subscriber']],
  [paths.adm.adsCreate, ['subscriber']],
  [paths.adm.adsList, ['subscriber']],
  [paths.adm.adsUpdate, ['subscriber']],
  [paths.adm.adsStatement, ['subscriber']],
  [paths.adm.paymentOrder, ['manager']],
  [paths.adm.reportSubscriptions, ['manager']],
];

describe('role per admin page', () => {
  it.each(TABLE)('%s opens for %j only', (path, roles) => {
    for (const role of ['subscriber', 'manager', 'unsubscribed'] as const) {
      const expected = roles.includes(role) ? 'allow' : role === 'unsubscribed' ? 'login' : 'denied';
      expect(admAccess(user(role), path), `${role} on ${path}`).toBe(expected);
      expect(admAccess(user(role), `${path}?x=1`), `${role} on ${path}?x=1`).toBe(expected);
    }
  });

  it('nobody logged in goes to the login on any admin page', () => {
    for (const [path] of TABLE) expect(admAccess(null, path)).toBe('login');
  });

  it('every admin link of a role menu opens for that role, whatever the advertising status', () => {
    const t = (k: string) => k;
    for (const role of ['subscriber', 'manager', 'unsubscribed'] as const) {
      for (const status of ['shown', 'hidden', 'none', undefined]) {
        const links = admMenu(user(role), status, t).flatMap((g) => g.items.map((i) => i.to));
        for (const to of links.filter((l) => l.startsWith('/adm'))) expect(admAccess(user(role), to), `${role}: ${to}`).toBe('allow');
      }
    }
  });

  it('public pages open for everyone', () => {
    for (const u of [subscriber, manager, unsubscribed, null]) {
      expect(canOpen(u, '/product/freio-1?foto=2')).toBe(true);
      expect(canOpen(u, paths.subscription)).toBe(true);
    }
    expect(canOpen(subscriber, paths.adm.paymentOrder)).toBe(false);
    expect(canOpen(manager, `${paths.adm.statement}?x=1`)).toBe(false);
  });
});

describe('return target after a 401', () => {
  afterEach(() => {
    takeLoginCallback();
    noteLocation({ pathname: '/elsewhere' });
  });

  it('stores the exact place (path, search and state) when the role opens it', () => {
    rememberReturn({ pathname: paths.adm.productCreate, search: '?de=painel', state: { from: 'form' } }, subscriber);
    expect(takeLoginCallback()).toEqual({ path: '/adm/productCreate?de=painel', state: { from: 'form' } });
  });

  it("never stores a page the user's role cannot open: the dashboard instead", () => {
    rememberReturn({ pathname: paths.adm.paymentOrder, search: '' }, subscriber);
    expect(takeLoginCallback()).toEqual({ path: paths.adm.dashboard });
    for (const page of [paths.adm.statement, paths.adm.adsList, paths.adm.adsCreate, paths.adm.adsStatement]) {
      rememberReturn({ pathname: page }, manager);
      expect(takeLoginCallback(), page).toEqual({ path: paths.adm.dashboard });
    }
  });

  it('keeps nothing from the login page itself', () => {
    storeLoginCallback('/product/freio-1');
    rememberReturn({ pathname: '/auth' }, subscriber);
    expect(takeLoginCallback()).toEqual({ path: '/product/freio-1' });
  });

  it("after login, checks the target against the new user's role (else the dashboard)", () => {
    storeLoginCallback(paths.adm.paymentOrder);
    expect(takeReturn(subscriber)).toEqual({ path: paths.adm.dashboard });
    storeLoginCallback(paths.adm.paymentOrder, { page: 2 });
    expect(takeReturn(manager)).toEqual({ path: paths.adm.paymentOrder, state: { page: 2 } });
    storeLoginCallback(paths.adm.productList);
    expect(takeReturn(unsubscribed)).toEqual({ path: paths.adm.dashboard });
    storeLoginCallback('/product/freio-1?foto=2');
    expect(takeReturn(manager)).toEqual({ path: '/product/freio-1?foto=2' });
    expect(takeReturn(manager)).toBeNull();
  });

  it('a 401 right after a login returned to the same page stores nothing: the cycle ends', () => {
    const now = 1_000_000;
    storeLoginCallback('/adm/productList?filtro=freio');
    expect(takeReturn(subscriber, now)).toEqual({ path: '/adm/productList?filtro=freio' });
    noteLocation({ pathname: '/adm/productList', search: '?filtro=freio' });
    rememberReturn({ pathname: '/adm/productList', search: '?filtro=freio' }, subscriber, now + 2000);
    // A decision is stored (the admin guard keeps it), but it returns nowhere.
    expect(hasLoginCallback()).toBe(true);
    expect(takeReturn(subscriber, now + 5000)).toBeNull();
  });

  it('the same page later, or after moving on, is a plain expiry again: the place is kept', () => {
    const now = 2_000_000;
    storeLoginCallback(paths.adm.productCreate);
    takeReturn(subscriber, now);
    rememberReturn({ pathname: paths.adm.productCreate }, subscriber, now + RETURN_CYCLE_MS + 1);
    expect(takeLoginCallback()).toEqual({ path: paths.adm.productCreate });

    storeLoginCallback(paths.adm.productCreate);
    takeReturn(subscriber, now);
    noteLocation({ pathname: paths.adm.productList });
    noteLocation({ pathname: paths.adm.productCreate });
    rememberReturn({ pathname: paths.adm.productCreate }, subscriber, now + 1000);
    expect(takeLoginCallback()).toEqual({ path: paths.adm.productCreate });
  });

  it('a visitor sent to /auth by the admin guard returns to the dashboard, unless a 401 decided first', () => {
    rememberAdmReturn(null);
    expect(takeLoginCallback()).toEqual({ path: paths.adm.dashboard });
    storeLoginCallback('/adm/productCreate');
    rememberAdmReturn(null);
    expect(takeLoginCallback()).toEqual({ path: '/adm/productCreate' });
  });
});
