import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { i18n, NAMESPACES } from '@/app/i18n';
import { layoutFor } from '@/app/layout-rules';
import { admMenu } from '@/app/layouts/adm-sidebar';
import { buildRoutes } from '@/app/router';
import { paths } from '@/config/paths';
import { ADM_ROOT, ADM_ROUTES, admPath, ROLES, SITE_ROUTES, sitePath, type RouteEntry } from '@/config/routes';
import { admAccess, admRouteOf } from '@/lib/route-access';
import type { Role, SessionUser } from '@/lib/session-token';

const SITE = Object.entries(SITE_ROUTES as Record<string, RouteEntry>);
const ADM = Object.entries(ADM_ROUTES as Record<string, RouteEntry>);
const TABLE_PATHS = [...SITE.map(([, r]) => sitePath(r.path)), ...ADM.map(([, r]) => admPath(r.path))];

const userOf = (role: Role): SessionUser => ({ username: 'Teste', image: '', role, progress: 'complete', phone: '11987654321', exp: 4102444800 });

/** Every string of `paths`, nested objects included (the functions build addresses from these). */
function pathStrings(value: object): string[] {
  return Object.values(value).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' && v ? pathStrings(v) : []));
}

/** Every route's full path as the router matches it ('' for pathless layouts; index routes are their parent's). */
function routerPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    return [...(route.index || route.path ? [own] : []), ...routerPaths(route.children ?? [], own)];
  });
}

/** Every route of the router, children included. */
const flat = (routes: RouteObject[]): RouteObject[] => routes.flatMap((route) => [route, ...flat(route.children ?? [])]);

describe('the route table (src/config/routes.ts)', () => {
  it('declares each address once', () => {
    expect(new Set(TABLE_PATHS).size).toBe(TABLE_PATHS.length);
  });

  it('gives every /adm route its roles, each a known role', () => {
    for (const [id, route] of ADM) {
      expect(route.roles?.length, id).toBeGreaterThan(0);
      for (const role of route.roles ?? []) expect(ROLES, id).toContain(role);
    }
    for (const [id, route] of SITE) expect(route.roles, `${id} is public`).toBeUndefined();
  });

  it('is where every address of `paths` comes from, and `paths` names every route of the table', () => {
    expect(new Set(pathStrings(paths))).toEqual(new Set(TABLE_PATHS));
    for (const [id, route] of SITE) expect(paths[id as keyof typeof paths], id).toBe(sitePath(route.path));
    for (const [id, route] of ADM) expect(paths.adm[id as keyof typeof paths.adm], id).toBe(admPath(route.path));
    expect(paths.search('freio')).toBe('/search/freio');
    expect(paths.product('pastilha-1')).toBe('/product/pastilha-1');
    expect(paths.adm.adsUpdateOf(7)).toBe('/adm/ads-update?id=7');
    expect(paths.morePartsFor('Fiat', 'Uno', 2010)).toBe('/more_parts?marca=Fiat&modelo=Uno&ano=2010');
  });

  it('is what the router matches: every route of the table, the addresses without their parameter and the two catch-alls', () => {
    const matched = routerPaths(buildRoutes());
    const withoutParam = SITE.filter(([, r]) => r.emptyToHome).map(([, r]) => sitePath(r.path.replace(/\/:\w+$/, '')));
    const splats = SITE.filter(([, r]) => r.splat).map(([, r]) => `${sitePath(r.path)}/*`);
    const expected = [...TABLE_PATHS.filter((p) => !splats.includes(`${p}/*`)), ...splats, ...withoutParam, '/*', `${ADM_ROOT}/*`];
    expect([...new Set(matched)].sort()).toEqual([...new Set([...expected, ADM_ROOT])].sort());
    expect(withoutParam.sort()).toEqual(['/product', '/search']);
    expect(splats).toEqual(['/auth/*']);
  });

  it('starts a landing preload on the home, more parts and the product page only', () => {
    const preloaded = SITE.filter(([, r]) => r.preload).map(([id, r]) => [id, r.preload]);
    expect(preloaded).toEqual([
      ['root', 'home'],
      ['home', 'home'],
      ['moreParts', 'moreParts'],
      ['productPattern', 'product'],
    ]);
    expect(ADM.filter(([, r]) => r.preload)).toEqual([]);
  });

  it("gives each route one loader: it loads the texts the table names, a landing page's without waiting for them, any other's with the API error catalogue", async () => {
    const routeOf = new Map(flat(buildRoutes()).map((route) => [route.handle as RouteEntry | undefined, route]));
    let release = () => {};
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockImplementation(() => new Promise<void>((done) => (release = done)));
    try {
      for (const [id, entry] of [...SITE, ...ADM]) {
        for (const namespace of entry.texts ?? []) expect(NAMESPACES, id).toContain(namespace);
        const loader = routeOf.get(entry)?.loader as LoaderFunction | undefined;
        loadNamespaces.mockClear();
        const args = { request: new Request(`http://localhost${sitePath(entry.path)}`), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
        const result = loader!(args);
        const texts = entry.preload ? (entry.texts ?? []) : [...(entry.texts ?? []), 'api'];
        expect(loadNamespaces.mock.calls, id).toEqual(texts.length ? [[texts]] : []);
        if (entry.preload) {
          // A landing page's loader returns at once: navigation never waits on it.
          expect(result, id).toBeNull();
          release();
          continue;
        }
        // Any other waits for its texts: it settles only after they have loaded.
        const order: string[] = [];
        const settled = Promise.resolve(result).then(() => order.push('loader'));
        order.push('texts');
        release();
        await settled;
        expect(order, id).toEqual(['texts', 'loader']);
      }
    } finally {
      loadNamespaces.mockRestore();
    }
    expect(SITE.filter(([, r]) => r.texts).map(([id, r]) => [id, r.texts])).toEqual([
      ['searchPattern', ['search']],
      ['productPattern', ['product']],
      ['auth', ['account']],
      ['signup', ['account']],
      ['recovery', ['account']],
      ['deleteAccount', ['account']],
    ]);
  });

  it('decides who opens each /adm page: the role guard follows the table', () => {
    for (const [id, route] of ADM) {
      const path = admPath(route.path);
      expect(admRouteOf(path), id).toBe(path);
      for (const role of ROLES) expect(admAccess(userOf(role), path) === 'allow', `${role} on ${path}`).toBe(route.roles!.includes(role));
    }
  });

  it('decides the shell: its bare pages and /adm hide the site shell, its banner page shows the banner', () => {
    const bare = SITE.filter(([, r]) => r.shell === 'bare').map(([, r]) => sitePath(r.path));
    expect(bare.sort()).toEqual(['/account/delete-account', '/auth', '/recovery-access', '/signup']);
    for (const path of [...bare, ...bare.map((p) => `${p}/more`), ...ADM.map(([, r]) => admPath(r.path))])
      expect(layoutFor(path), path).toMatchObject({ topBar: false, header: false, footer: false });
    expect(layoutFor(paths.subscription)).toMatchObject({ header: false, subscriptionBanner: true });
    for (const [id, route] of SITE.filter(([, r]) => !r.shell)) expect(layoutFor(sitePath(route.path)), id).toMatchObject({ topBar: true, header: true });
  });
});

describe("the admin sidebar, from the route table's menus", () => {
  const t = (key: string) => key;
  const menuOf = (role: Role, status?: string) => admMenu(userOf(role), status, t).map((g) => [g.title, g.items.map((i) => [i.to, i.label])]);
  const DASHBOARD = ['adm:dashboard', [['/adm/dashboard', 'adm:dashboard']]];
  const STATEMENT = ['adm:subscriptions', [['/adm/subscription/statement', 'adm:statement']]];
  const PRODUCTS = [
    'adm:products',
    [
      ['/adm/productCreate', 'adm:productCreate'],
      ['/adm/productList', 'adm:productList'],
      ['/adm/productImport', 'adm:productImport'],
    ],
  ];
  const SALES = ['adm:sales', [['/adm/engagement', 'adm:engagement']]];

  it.each(['shown', 'hidden', 'none', undefined])('draws the same menus for a buyer and a manager whatever the advertising status (%s)', (status) => {
    expect(menuOf('unsubscribed', status)).toEqual([DASHBOARD, STATEMENT]);
    expect(menuOf('manager', status)).toEqual([
      DASHBOARD,
      ['adm:subscriptions', [['/adm/paymentOrder', 'adm:paymentOrders']]],
      ['adm:reports', [['/adm/report/subscriptions', 'adm:reportSubscriptions']]],
    ]);
  });

  it.each([
    [
      'shown',
      [
        ['/adm/ads-create', 'adm:adsCreate'],
        ['/adm/ads-list', 'adm:adsList'],
      ],
    ],
    ['hidden', [['/ads/subscribe', 'adm:adsSubscribe']]],
    ['none', [['/adm/ads-statement', 'adm:adsStatement']]],
    [undefined, [['/adm/ads-statement', 'adm:adsStatement']]],
  ])("draws a subscriber's menus, the advertising links by its status (%s)", (status, advertising) => {
    expect(menuOf('subscriber', status)).toEqual([DASHBOARD, STATEMENT, PRODUCTS, SALES, ['adm:advertising', advertising]]);
  });
});
