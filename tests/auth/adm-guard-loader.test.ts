import type { LoaderFunctionArgs } from 'react-router-dom';
import { admGuardLoader, type AdmGuardData } from '@/auth/adm-guard';
import { paths } from '@/config/paths';
import { storeLoginCallback, takeLoginCallback } from '@/lib/login-callback';
import { storageKeys } from '@/lib/storage-keys';
import { session } from '@/stores/session';
import { loginAs } from '../support/session';

type Who = 'visitor' | 'buyer' | 'subscriber' | 'manager';

const run = (path: string) => admGuardLoader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as unknown as LoaderFunctionArgs);

/** Where the guard sends: the redirect's address, or 'allow' with the page's data. */
function outcome(result: AdmGuardData | Response): string {
  return result instanceof Response ? (result.headers.get('Location') ?? '?') : 'allow';
}

function as(who: Who) {
  session.logout();
  if (who !== 'visitor') loginAs(who);
}

/** A path of each kind and where each role ends: the page, the login or the dashboard. */
const KINDS: [kind: string, path: string, expected: Record<Who, string>][] = [
  ['the area itself', '/adm', { visitor: '/auth', buyer: 'allow', subscriber: 'allow', manager: 'allow' }],
  ["everyone's page", paths.adm.dashboard, { visitor: '/auth', buyer: 'allow', subscriber: 'allow', manager: 'allow' }],
  ['a page for whoever can subscribe', paths.adm.statement, { visitor: '/auth', buyer: 'allow', subscriber: 'allow', manager: '/adm/dashboard' }],
  ["a subscriber's page", paths.adm.productList, { visitor: '/auth', buyer: '/auth', subscriber: 'allow', manager: '/adm/dashboard' }],
  ["a subscriber's page with a search", `${paths.adm.adsUpdate}?id=3`, { visitor: '/auth', buyer: '/auth', subscriber: 'allow', manager: '/adm/dashboard' }],
  ["a manager's page", paths.adm.paymentOrder, { visitor: '/auth', buyer: '/auth', subscriber: '/adm/dashboard', manager: 'allow' }],
  // The manager is let in at the page's own spelling.
  [
    "a manager's page spelled otherwise",
    '/adm/Report//Subscriptions?status=paid',
    { visitor: '/auth', buyer: '/auth', subscriber: '/adm/dashboard', manager: '/adm/report/subscriptions?status=paid' },
  ],
  ["a manager's page percent-encoded", '/adm/payment%4Frder', { visitor: '/auth', buyer: '/auth', subscriber: '/adm/dashboard', manager: '/adm/paymentOrder' }],
  ['the area with a trailing slash', '/adm/', { visitor: '/auth', buyer: '/adm', subscriber: '/adm', manager: '/adm' }],
  [
    'an admin path the table does not know',
    '/adm/unknownPage',
    { visitor: '/auth', buyer: '/adm/dashboard', subscriber: '/adm/dashboard', manager: '/adm/dashboard' },
  ],
];

describe('the /adm guard loader', () => {
  afterEach(() => {
    session.logout();
    takeLoginCallback();
    // The hand-over of a refusal lasts one navigation: run one so no test leaves it to the next.
    run(paths.adm.root);
  });

  describe.each(KINDS)('%s (%s)', (_kind, path, expected) => {
    it.each(['visitor', 'buyer', 'subscriber', 'manager'] as const)('a %s', (who) => {
      as(who);
      const result = run(path);
      expect(outcome(result)).toBe(expected[who]);
      if (expected[who] === '/auth') {
        // The login returns to the dashboard; the session (if any) stays until the user logs in again.
        expect(takeLoginCallback()).toEqual({ path: paths.adm.dashboard });
      } else {
        expect(localStorage.getItem(storageKeys.loginCallback)).toBeNull();
      }
      if (expected[who] === 'allow') expect(result).toEqual({ accessDenied: null });
      if (who !== 'visitor') expect(session.user).not.toBeNull();
    });
  });

  it('a refused page hands its message to the dashboard it redirects to, for that one navigation', () => {
    as('subscriber');
    expect(outcome(run(paths.adm.paymentOrder))).toBe(paths.adm.dashboard);
    expect(run(paths.adm.dashboard)).toEqual({ accessDenied: paths.adm.paymentOrder });
    expect(run(paths.adm.dashboard)).toEqual({ accessDenied: null });
    // A refusal followed by another page (the redirect interrupted) tells nothing there, nor later.
    expect(outcome(run(paths.adm.paymentOrder))).toBe(paths.adm.dashboard);
    expect(run(paths.adm.productList)).toEqual({ accessDenied: null });
    expect(run(paths.adm.dashboard)).toEqual({ accessDenied: null });
  });

  it('a visitor keeps the return target a 401 stored, when it is a path of this site; anything else becomes the dashboard', () => {
    as('visitor');
    storeLoginCallback('/adm/productCreate?de=painel', { draft: 1 });
    expect(outcome(run(paths.adm.productList))).toBe('/auth');
    expect(takeLoginCallback()).toEqual({ path: '/adm/productCreate?de=painel', state: { draft: 1 } });
    for (const planted of ['//evil.example', 'https://evil.example/adm', '/\\evil', 'javascript:alert(1)']) {
      localStorage.setItem(storageKeys.loginCallback, JSON.stringify({ path: planted }));
      expect(outcome(run(paths.adm.productList))).toBe('/auth');
      expect(takeLoginCallback(), planted).toEqual({ path: paths.adm.dashboard });
    }
  });

  it('a logged-in user the guard sends to the login returns to the dashboard, whatever a 401 stored before', () => {
    as('buyer');
    storeLoginCallback('/adm/productCreate');
    expect(outcome(run(paths.adm.productList))).toBe('/auth');
    expect(takeLoginCallback()).toEqual({ path: paths.adm.dashboard });
  });

  it('an expired token counts as nobody: it is removed and the login opens', () => {
    document.cookie = `${storageKeys.token}=${btoa('{}')}.${btoa(JSON.stringify({ username: 'Maria', exp: 1 }))}.sig; path=/`;
    expect(outcome(run(paths.adm.dashboard))).toBe('/auth');
    expect(session.user).toBeNull();
    expect(document.cookie).not.toContain(storageKeys.token);
  });

  it('replaces the history entry when the address bar already shows the refused page (first load, Back), as a redirect of its own', () => {
    as('subscriber');
    // The address bar, as the guard reads it (a stand-in: files of one worker may share a window whose location another replaced).
    const real = Object.getOwnPropertyDescriptor(window, 'location')!;
    const showing = (pathname: string) => Object.defineProperty(window, 'location', { configurable: true, value: { pathname, search: '' } });
    try {
      showing(paths.adm.paymentOrder);
      expect((run(paths.adm.paymentOrder) as Response).headers.get('X-Remix-Replace')).not.toBeNull();
      // A link's navigation: the refused page was never shown, so the redirect is the entry the link adds.
      showing(paths.adm.productList);
      expect((run(paths.adm.paymentOrder) as Response).headers.get('X-Remix-Replace')).toBeNull();
    } finally {
      Object.defineProperty(window, 'location', real);
    }
  });

  it('opens a page spelled otherwise at its own address: the entry shown is replaced, its search and hash kept; a link adds the page itself', () => {
    as('manager');
    const real = Object.getOwnPropertyDescriptor(window, 'location')!;
    const showing = (pathname: string, search = '', hash = '') =>
      Object.defineProperty(window, 'location', { configurable: true, value: { pathname, search, hash } });
    try {
      showing('/adm/PaymentOrder', '?status=WAITING', '#lista');
      const shown = run('/adm/PaymentOrder?status=WAITING') as Response;
      expect(shown.headers.get('Location')).toBe('/adm/paymentOrder?status=WAITING#lista');
      expect(shown.headers.get('X-Remix-Replace')).not.toBeNull();
      showing(paths.adm.dashboard);
      const linked = run('/adm/PaymentOrder?status=WAITING') as Response;
      expect(linked.headers.get('Location')).toBe('/adm/paymentOrder?status=WAITING');
      expect(linked.headers.get('X-Remix-Replace')).toBeNull();
    } finally {
      Object.defineProperty(window, 'location', real);
    }
    expect(run(paths.adm.paymentOrder)).toEqual({ accessDenied: null });
  });
});
