import { paths } from '@/config/paths';
import { admAccess, admRouteOf, canOpen, isAdmPath } from '@/lib/route-access';
import type { Role, SessionUser } from '@/lib/session-token';

const userOf = (role: Role): SessionUser => ({ username: 'Teste', image: '', role, progress: 'complete', phone: '11987654321', exp: 4102444800 });
const ROLES: Role[] = ['unsubscribed', 'subscriber', 'manager'];
const ADM_PAGES = (Object.values(paths.adm).filter((p) => typeof p === 'string') as string[]).filter((p) => p !== paths.adm.root);

describe('admin route access (lib/route-access.ts)', () => {
  it('every admin page of the app opens for at least one role', () => {
    for (const page of ADM_PAGES)
      expect(
        ROLES.filter((r) => admAccess(userOf(r), page) === 'allow'),
        page,
      ).not.toEqual([]);
  });

  it.each(['/adm/unknownPage', '/adm/productList/extra', '/adm/report', '/adm/report/other', '/adm/.', '/adm/..'])(
    'denies by default: %s, which the table does not know, opens for no one',
    (path) => {
      for (const role of ROLES) {
        expect(admAccess(userOf(role), path), role).not.toBe('allow');
        expect(canOpen(userOf(role), path), role).toBe(false);
      }
      expect(admAccess(null, path)).toBe('login');
    },
  );

  it.each([
    ['/adm/PaymentOrder', '/adm/paymentOrder'],
    ['/adm/paymentorder', '/adm/paymentOrder'],
    ['/ADM/PAYMENTORDER', '/adm/paymentOrder'],
    ['/adm//paymentOrder', '/adm/paymentOrder'],
    ['/adm/paymentOrder/', '/adm/paymentOrder'],
    ['/adm/payment%4Frder', '/adm/paymentOrder'],
    ['/adm/Report/Subscriptions', '/adm/report/subscriptions'],
    ['/adm/report//subscriptions?status=WAITING', '/adm/report/subscriptions'],
    ['/adm', '/adm'],
    ['/adm/', '/adm'],
  ])('%s is the route %s whatever its spelling, as the router matches it', (path, route) => {
    expect(admRouteOf(path)).toBe(route);
    expect(isAdmPath(path)).toBe(true);
  });

  it.each(['/adm/PaymentOrder', '/adm/Report/Subscriptions', '/adm//paymentOrder', '/ADM/paymentOrder', '/adm/payment%4Frder'])(
    "%s is the manager's page for every role check: a subscriber or a buyer does not open it, a manager does",
    (path) => {
      expect(admAccess(userOf('subscriber'), path)).toBe('denied');
      expect(admAccess(userOf('unsubscribed'), path)).toBe('login');
      expect(admAccess(userOf('manager'), path)).toBe('allow');
      expect(canOpen(userOf('subscriber'), path)).toBe(false);
    },
  );

  it("a subscriber's page spelled otherwise is still the subscriber's", () => {
    expect(admAccess(userOf('manager'), '/adm/ProductList')).toBe('denied');
    expect(admAccess(userOf('subscriber'), '/adm/ProductList')).toBe('allow');
  });

  it('the public site is not an admin path', () => {
    expect(isAdmPath('/administrador')).toBe(false);
    expect(isAdmPath('/home')).toBe(false);
    expect(canOpen(null, '/home')).toBe(true);
  });
});
