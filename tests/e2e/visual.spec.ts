import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { ADM_ROUTES, type AdmRouteId, type Role as AppRole } from '../../src/config/routes';
import { admAccess } from '../../src/lib/route-access';
import { axeViolations } from './support/axe';
import { DEMO } from './support/session';
import {
  apiGet,
  FROZEN_NOW,
  LIST_SHOT_HEIGHT,
  openSession,
  panel,
  settle,
  settleOverlay,
  shot,
  shotOf,
  shotOverlay,
  visit,
  WIDTHS,
  type Role,
  type Session,
  type Width,
} from './support/visual';

/**
 * Visual snapshots: every route of the public site and of /adm at 375x812 and 1280x800, full
 * page, once per distinct screen (logged out, or the role whose screen it is); what another role
 * changes on the same screen (the header, a plan card, the content beside the same sidebar) is
 * shot alone, and every overlay a user opens (search suggestions, menus, drawers, dialogs, toasts)
 * is shot clipped to itself. Baselines: tests/e2e/__screenshots__/visual/<name>.png; to refresh
 * them on purpose see "Visual snapshots" in the README.
 *
 * Determinism: the clock is frozen (support/visual.ts), reducedMotion 'reduce' (playwright.config)
 * stops the banner autoplay, animations are disabled and the caret hidden by toHaveScreenshot,
 * the demo data is seeded anew in each test's fresh context, and every shot is a new page whose
 * first navigation is a full load of its route.
 */
test.describe.configure({ mode: 'parallel' });

/**
 * The /adm pages shot, from the route table: every admin page but the area's own address (it
 * leads to the dashboard) and the spreadsheet import (shot by visual-import.spec.ts).
 */
const NOT_SHOT_HERE = ['root', 'productImport'] as const;
type AdmRoute = Exclude<AdmRouteId, (typeof NOT_SHOT_HERE)[number]>;
const ADM = Object.fromEntries(
  (Object.keys(ADM_ROUTES) as AdmRouteId[]).filter((id) => !(NOT_SHOT_HERE as readonly string[]).includes(id)).map((id) => [id, paths.adm[id]]),
) as Record<AdmRoute, string>;

/**
 * One shot: what the visitor sees after a full load of `path`, then axe on the same settled
 * page. A route that sends this visitor elsewhere (a page of another role, a form without its
 * id) names where it lands in `landsOn`: that is checked by address, without a shot (the page it
 * lands on has its own).
 */
interface Shot {
  name: string;
  path: string;
  state?: unknown;
  landsOn?: string;
  /**
   * What is shot: the whole page ('page', the default: where the shell itself is the subject),
   * the route's own part ('content': the shell is another shot's, see contentOf), one part of
   * the page (a function naming it: what this role changes on a screen shot for another), or
   * nothing ('none': the same screen as another role's, with other data; the page is still loaded
   * and its address checked).
   */
  subject?: 'page' | 'content' | 'none' | ((page: Page) => Locator);
  /** Where the shot stops: a list's filters and first rows say all (LIST_SHOT_HEIGHT). */
  height?: number;
  /**
   * Where axe runs: at 1280 px by default, where every page shows the most (the /adm sidebar,
   * the desktop header); 'both' adds 375 px (the phone header, its menu and the filter button);
   * 'none' for the same screen as another shot's with other data (a second role, a logged-in header).
   */
  axe?: 'both' | 'none';
}

/** The app's role of each demo account: the buyer has no subscription; the other advertisers are subscribers. */
const APP_ROLE = {
  buyer: 'unsubscribed',
  subscriber: 'subscriber',
  incomplete: 'subscriber',
  premium: 'subscriber',
  manager: 'manager',
} as const satisfies Record<Role, AppRole>;

/**
 * Where a role is sent from the /adm routes it may not open, as the guard decides it (admAccess,
 * from the route table's roles): to the login or to the dashboard; and the banner form without a
 * banner of one's own to the banner list.
 */
function landsOn(role: Role, route: AdmRoute, hasId: boolean): string | undefined {
  const user = { username: role, image: '', role: APP_ROLE[role], progress: 'complete', phone: '', exp: 0 } as const;
  const access = admAccess(user, ADM[route]);
  if (access !== 'allow') return access === 'login' ? paths.auth : ADM.dashboard;
  if (route === 'adsUpdate' && !hasId) return ADM.adsList;
  return undefined;
}

/** The home is shot to here: the banner, the offers and the head of its lists. */
const HOME_SHOT_HEIGHT = 1400;

const kebab = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** Real ids from the demo data, looked up through the API (never hard-coded: the seed may change). */
async function firstProductUrl(session: Session): Promise<string> {
  const parts = await apiGet<{ moreparts: Array<{ url: string }> }>(session, '/more-parts/1');
  return parts.moreparts[0].url;
}

async function planState(session: Session, name: string) {
  const plans = await apiGet<Array<{ id: number; name: string }>>(session, '/subscription-page');
  const plan = plans.find((p) => p.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return { id: plan.id, frequency: 'monthly' };
}

async function adsPackageState(session: Session) {
  const packages = await apiGet<Array<{ id: number }>>(session, '/ads-page');
  return { id: packages[0].id };
}

/** The role's own records, or none when the API refuses this role the list. */
async function ownIds(session: Session, path: string): Promise<number[]> {
  const rows = await apiGet<Array<{ id: number }>>(session, path).catch(() => []);
  return rows.map((r) => r.id);
}

/** The /adm shots of one role: its own first product and banner where a route needs an id. */
/**
 * The incomplete profile's account is a subscriber like the others: only the pages where its
 * state shows (the dashboard, the product list and form) are visited. Its content is shot beside
 * the sidebar the subscriber's shots hold; the form opens the profile completion dialog, which is
 * the overlay test's shot.
 */
const INCOMPLETE_ROUTES: AdmRoute[] = ['dashboard', 'productList', 'productCreate'];

/**
 * A route's own part. The public shell's footer is the same on every page (the about page's
 * full shot holds it): a page is its top bar (the back button, the search box), the tabs and the
 * content. The /adm shell (top bar and sidebar) is the same on every page of a role (its
 * dashboard's full shot holds it): a page is its content.
 */
function contentOf(page: Page, path: string): Locator[] {
  return path.startsWith('/adm') ? [page.locator('main')] : [page.locator('.navbar').first(), page.locator('main')];
}

const DASHBOARD_HEAD_HEIGHT = 500;
const ADM_LISTS: AdmRoute[] = ['productList', 'paymentOrder', 'reportSubscriptions', 'engagement', 'adsList'];

/**
 * What each role's /adm page shot holds: its dashboard whole (the role's shell), every other page
 * as its content, lists to their first rows. The subscriber's are the advertiser's screens, the
 * manager's and the buyer's are their own; the premium account adds its banners (the list as a
 * whole page, as its sidebar differs, and the form), its plan without a limit and its 10,000 parts, the same
 * screens otherwise; the incomplete profile its expired plan and its product list.
 */
function admSubject(role: Role, route: AdmRoute): Pick<Shot, 'subject' | 'height'> {
  // The dashboard of a plan without a limit or expired: its head (the notice and the plan).
  const height = ADM_LISTS.includes(route)
    ? LIST_SHOT_HEIGHT
    : route === 'dashboard' && (role === 'premium' || role === 'incomplete')
      ? DASHBOARD_HEAD_HEIGHT
      : undefined;
  if (role === 'incomplete') return route === 'productCreate' ? { subject: 'none' } : { subject: 'content', height };
  if (role === 'premium') {
    if (route === 'adsList') return { subject: 'page', height };
    return ['dashboard', 'productList', 'adsUpdate'].includes(route) ? { subject: 'content', height } : { subject: 'none' };
  }
  if (route === 'dashboard') return { subject: 'page' };
  return { subject: 'content', height };
}

async function admShots(session: Session, role: Role): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const route of Object.keys(ADM) as AdmRoute[]) {
    if (role === 'incomplete' && !INCOMPLETE_ROUTES.includes(route)) continue;
    const s: Shot = { name: `${role}-adm-${kebab(route)}`, path: ADM[route] };
    let hasId = false;
    if (route === 'productUpdate') {
      const [id] = await ownIds(session, '/products-adm/list');
      if (id) {
        // As the list's edit link navigates: ?id= in the address and the id in navigation state.
        s.path = `${ADM.productUpdate}?id=${id}`;
        s.state = { productId: id };
        hasId = true;
      }
    } else if (route === 'adsUpdate') {
      const [id] = await ownIds(session, '/ads-list');
      if (id) s.state = { id };
      hasId = Boolean(id);
    }
    s.landsOn = landsOn(role, route, hasId);
    Object.assign(s, admSubject(role, route));
    // The subscriber's pages are axe's; the other advertisers add their banners' list and form.
    if (role === 'incomplete' || (role === 'premium' && route !== 'adsList' && route !== 'adsUpdate')) s.axe = 'none';
    shots.push(s);
  }
  return shots;
}

/** A route's landing is the same at both widths: it is checked at 375 px. */
async function shootAll(session: Session, width: Width, shots: Shot[]): Promise<void> {
  for (const s of shots) {
    if (s.landsOn && width !== 375) continue;
    if (s.landsOn) {
      const page = await visit(session, width, s.path, { state: s.state, settle: false });
      await expect.soft(page, `${s.name}: ${s.path} lands on ${s.landsOn}`).toHaveURL((url) => url.pathname === s.landsOn, { timeout: 20_000 });
      await page.close();
      continue;
    }
    const page = await visit(session, width, s.path, { state: s.state });
    await expect.soft(page, `${s.name} stays on ${s.path}`).toHaveURL((url) => url.pathname === s.path.split('?')[0]);
    const name = `${s.name}-${width}`;
    const subject = s.subject ?? 'page';
    if (subject === 'page') await shot(page, name, { maxHeight: s.height });
    else if (subject === 'content') await shotOf(page, name, contentOf(page, s.path), { pad: 0, maxHeight: s.height });
    else if (subject !== 'none') await shotOf(page, name, subject(page), { pad: 0, maxHeight: s.height });
    const axeHere = s.axe === 'both' || (s.axe === undefined && width === 1280);
    if (axeHere) expect.soft(await axeViolations(page), `axe violations on ${s.path} (${s.name}, ${width} px)`).toEqual([]);
    await page.close();
  }
}

for (const width of WIDTHS) {
  test.describe(`routes at ${width} px`, () => {
    test(`visitor, public routes`, async ({ context }) => {
      test.setTimeout(240_000);
      const session = await openSession(context, null);
      const product = await firstProductUrl(session);
      const shots: Shot[] = [
        // Whole: the home (to its lists' first row), the about page (the shell with the footer),
        // the plans (their own shell: a banner instead of the tabs) and the bare pages (no shell).
        // '/' is the same page as '/home' (one route, two paths): shot once.
        { name: 'home', path: '/home', axe: 'both', height: HOME_SHOT_HEIGHT },
        { name: 'more-parts', path: '/more_parts', axe: 'both', subject: 'content', height: LIST_SHOT_HEIGHT },
        { name: 'search-freio', path: '/search/freio', subject: 'content', height: LIST_SHOT_HEIGHT },
        { name: 'product', path: `/product/${product}`, axe: 'both', subject: 'content' },
        { name: 'subscription', path: '/subscription' },
        { name: 'ads-subscribe', path: '/ads/subscribe', subject: 'content' },
        { name: 'about', path: '/about' },
        { name: 'contact', path: '/contact', subject: 'content' },
        { name: 'faq', path: '/faq', subject: 'content' },
        { name: 'terms', path: '/termos-de-uso', subject: 'content', height: LIST_SHOT_HEIGHT },
        { name: 'privacy', path: '/politica-de-privacidade', subject: 'content', height: LIST_SHOT_HEIGHT },
        { name: 'favorites-empty', path: '/favorites', subject: 'content' },
        { name: 'garage-empty', path: '/garage', subject: 'content' },
        { name: 'auth', path: '/auth', axe: 'both' },
        { name: 'signup', path: '/signup' },
        { name: 'recovery-access', path: '/recovery-access' },
        { name: 'not-found', path: '/pagina-que-nao-existe', subject: 'content' },
        // Paying, deleting an account and the admin area need a login: they end on /auth.
        { name: 'delete-account', path: '/account/delete-account', landsOn: '/auth' },
        { name: 'payment', path: '/payment', state: await planState(session, 'Basic'), landsOn: '/auth' },
        { name: 'adm', path: ADM.dashboard, landsOn: '/auth' },
      ];
      await shootAll(session, width, shots);
    });

    test(`buyer, public routes`, async ({ context }) => {
      test.setTimeout(180_000);
      const session = await openSession(context, 'buyer');
      const product = await firstProductUrl(session);
      // A session changes the public pages only in the header's right end at 1280 px (on a phone
      // it shows only in the drawer): the header is shot once, the pages are the visitor's.
      const sessionShows: Shot[] =
        width === 1280
          ? [
              { name: 'buyer-header', path: '/home', subject: (page) => page.locator('.navbar').first() },
              { name: 'buyer-product', path: `/product/${product}`, axe: 'none', subject: 'none' },
            ]
          : [];
      await shootAll(session, width, [
        ...sessionShows,
        { name: 'buyer-payment', path: '/payment', state: await planState(session, 'Basic'), subject: 'content' },
        { name: 'buyer-delete-account', path: '/account/delete-account' },
      ]);
    });

    test(`subscriber, payment routes`, async ({ context }) => {
      test.setTimeout(180_000);
      const session = await openSession(context, 'subscriber');
      await shootAll(session, width, [
        // The plans as the visitor's, but for the card of the plan the subscriber holds.
        { name: 'subscriber-subscription', path: '/subscription', axe: 'none', subject: (page) => page.locator('.plan-card').filter({ hasText: 'Seu plano' }) },
        { name: 'subscriber-payment', path: '/payment', state: await planState(session, 'Premium'), subject: 'content' },
        { name: 'subscriber-ads-payment', path: '/ads/payment', state: await adsPackageState(session), subject: 'content' },
      ]);
    });

    for (const role of Object.keys(DEMO) as Role[]) {
      test(`${role}, /adm routes`, async ({ context }) => {
        test.setTimeout(300_000);
        const session = await openSession(context, role);
        await shootAll(session, width, await admShots(session, role));
      });
    }
  });
}

/** Opens a page for an overlay: the route's full load, settled, at the given width. */
async function open(session: Session, width: Width, path: string, state?: unknown): Promise<Page> {
  return visit(session, width, path, { state });
}

test.describe('overlays', () => {
  test('search suggestions', async ({ context }) => {
    const session = await openSession(context, null);
    for (const width of WIDTHS) {
      const page = await open(session, width, '/home');
      const box = page.getByRole('search').filter({ visible: true }).getByPlaceholder('Digite aqui o nome da peça que procura');
      await box.fill('freio');
      const list = page.getByRole('listbox').filter({ visible: true });
      await expect(list.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
      await settleOverlay(page, list);
      await shotOverlay(page, `search-suggestions-${width}`, [page.getByRole('search').filter({ visible: true }), list]);
      await page.close();
    }
  });

  test('visitor side drawer and filters of more parts (375 px)', async ({ context }) => {
    const session = await openSession(context, null);
    let page = await open(session, 375, '/home');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await settleOverlay(page, page.getByRole('dialog'));
    await shotOverlay(page, 'side-drawer-visitor-375', page.getByRole('dialog'), 0);
    await page.close();

    page = await open(session, 375, '/more_parts');
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await settleOverlay(page, page.getByRole('dialog', { name: 'Filtros' }));
    await shotOverlay(page, 'more-parts-filters-375', panel(page.getByRole('dialog', { name: 'Filtros' })), 0);
    await page.close();
  });

  test('garage with vehicles and its form errors, parts for the active vehicle, the fit verdict', async ({ context }) => {
    test.setTimeout(120_000);
    const session = await openSession(context, null);
    const garage = {
      vehicles: [
        { id: 'a', make: 'Volkswagen', model: 'Gol', year: 2010 },
        { id: 'b', make: 'Fiat', model: 'Uno', year: 2012 },
      ],
      activeId: 'a',
    };
    // Stored as a returning buyer's browser holds it, before each page's first load.
    await context.addInitScript((g) => localStorage.setItem('garage:v1', g), JSON.stringify(garage));
    for (const width of WIDTHS) {
      // The garage page's layout is garage-empty's: here its content with vehicles, then the form.
      let page = await open(session, width, '/garage');
      await shotOf(page, `garage-vehicles-${width}`, page.locator('main'), { pad: 0 });
      await page.getByRole('button', { name: 'Adicionar veículo' }).click();
      await expect(page.getByText('Escolha a marca.')).toBeVisible();
      await shotOf(page, `garage-form-errors-${width}`, page.locator('form').filter({ hasText: 'Escolha a marca.' }));
      await page.close();

      // The vehicle's list: every card's verdict for 2010, the fitting parts first (the list's layout is more-parts').
      page = await open(session, width, '/more_parts?marca=Volkswagen&modelo=Gol&ano=2010');
      await expect(page.locator('[data-verdict]').first()).toBeVisible();
      await shotOf(page, `more-parts-vehicle-${width}`, page.locator('main'), { pad: 0, maxHeight: 600 });
      const product = (await page.locator('a[href^="/product/"]').first().getAttribute('href'))!;
      await page.close();
      page = await open(session, width, product);
      await expect(page.locator('[data-verdict]')).toBeVisible();
      await shotOf(page, `product-fit-verdict-${width}`, page.locator('[data-verdict]'));
      await page.close();
    }
  });

  test('favourites (one gone), the home with recently viewed parts, the share menu', async ({ context }) => {
    test.setTimeout(120_000);
    const session = await openSession(context, null);
    const { moreparts } = await apiGet<{ moreparts: Array<{ url: string; image: string; description: string; value: number; condition: string }> }>(
      session,
      '/more-parts/1',
    );
    const saved = FROZEN_NOW.getTime() - 86_400_000;
    const favorites = [
      ...moreparts.slice(0, 2).map((c, i) => ({ url: c.url, description: c.description, value: i ? c.value : c.value + 50, image: c.image, savedAt: saved })),
      { url: 'farol-que-saiu-de-linha-999999', description: 'Farol dianteiro que saiu de linha', value: 350, image: '', savedAt: saved },
    ];
    const recent = moreparts
      .slice(2, 7)
      .map((c, i) => ({ url: c.url, description: c.description, value: c.value, image: c.image, condition: c.condition, viewedAt: saved - i }));
    // Stored as a returning visitor's browser holds them, before each page's first load.
    await context.addInitScript(
      ([f, r]) => {
        localStorage.setItem('favorites:v1', f);
        localStorage.setItem('recently-viewed:v1', r);
      },
      [JSON.stringify(favorites), JSON.stringify(recent)] as const,
    );
    await context.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    for (const width of WIDTHS) {
      let page = await open(session, width, '/favorites');
      await expect(page.getByText('Esta peça não está mais disponível.')).toBeVisible();
      // The page's layout is favorites-empty's: here its content with parts.
      await shotOf(page, `favorites-${width}`, page.locator('main'), { pad: 0 });
      await page.close();

      page = await open(session, width, '/home');
      await shotOf(page, `home-recently-viewed-${width}`, page.locator('section[aria-labelledby="recently-viewed-title"]'));
      await page.close();

      page = await open(session, width, `/product/${moreparts[0].url}`);
      await page.getByRole('button', { name: 'Compartilhar' }).click();
      await settleOverlay(page, page.getByRole('button', { name: 'Copiar link' }));
      await shotOverlay(page, `product-share-menu-${width}`, [
        page.getByRole('button', { name: 'Compartilhar' }),
        page.locator('.dropdown-menu.show').filter({ has: page.getByRole('button', { name: 'Copiar link' }) }),
      ]);
      await page.close();
    }
  });

  test('login with a wrong password', async ({ context }) => {
    const session = await openSession(context, null);
    for (const width of WIDTHS) {
      const page = await open(session, width, '/auth');
      await page.getByLabel('Telefone').fill(DEMO.buyer.phone);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await settleOverlay(page, page.getByText('Telefone ou senha incorretos'));
      await shotOf(page, `auth-wrong-password-${width}`, page.locator('main'), { pad: 0 });
      await page.close();
    }
  });

  test('buyer: account deletion refused, profile code step, wrong code: red toast', async ({ context }) => {
    test.setTimeout(120_000);
    const session = await openSession(context, 'buyer');
    for (const width of WIDTHS) {
      let page = await open(session, width, '/account/delete-account');
      await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
      await page.getByLabel('Conte para nós por que você está saindo').fill('Encontrei a peça que procurava.');
      await page.getByLabel('Entendo que a exclusão é definitiva e aceito continuar').check();
      await page.getByRole('button', { name: 'Excluir minha conta' }).click();
      await settleOverlay(page, page.getByText('Senha incorreta').first());
      await shotOf(page, `buyer-delete-account-wrong-password-${width}`, page.locator('main'), { pad: 0 });
      await page.close();

      // A new e-mail needs a code; a wrong code gives a red toast.
      page = await open(session, width, '/home');
      if (width === 1280) await page.getByRole('button', { name: 'Menu do usuário' }).click();
      else await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('button', { name: 'Perfil' }).filter({ visible: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Meu perfil' });
      await settleOverlay(page, dialog);
      await dialog.getByLabel('E-mail').fill('ana.nova@exemplo.com.br');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await settleOverlay(page, dialog.getByLabel('Código de verificação'));
      await shotOverlay(page, `buyer-profile-code-step-${width}`, panel(dialog), 0);
      await dialog.getByLabel('Código de verificação').fill('ZZZZZZ');
      await dialog.getByRole('button', { name: 'Confirmar código' }).click();
      await settleOverlay(page, page.getByTestId('toast-danger'));
      await shotOverlay(page, `buyer-profile-wrong-code-toast-${width}`, page.getByTestId('toast-danger'));
      await page.close();
    }
  });

  test('buyer: user menu, side drawer, profile modal, interest dialog', async ({ context }) => {
    const session = await openSession(context, 'buyer');
    let page = await open(session, 1280, '/home');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    const menu = page.getByRole('menu').or(page.locator('.dropdown-menu.show')).first();
    await settleOverlay(page, menu);
    await shotOverlay(page, 'buyer-user-menu-1280', [page.getByRole('button', { name: 'Menu do usuário' }), menu]);
    await page.getByRole('button', { name: 'Perfil' }).click();
    let dialog = page.getByRole('dialog', { name: 'Meu perfil' });
    await settleOverlay(page, dialog);
    await shotOverlay(page, 'buyer-profile-modal-1280', panel(dialog), 0);
    await page.close();

    page = await open(session, 375, '/home');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await settleOverlay(page, page.getByRole('dialog'));
    await shotOverlay(page, 'buyer-side-drawer-375', page.getByRole('dialog'), 0);
    await page.getByRole('dialog').getByRole('button', { name: 'Perfil' }).click();
    dialog = page.getByRole('dialog', { name: 'Meu perfil' });
    await settleOverlay(page, dialog);
    await shotOverlay(page, 'buyer-profile-modal-375', panel(dialog), 0);
    await page.close();

    const product = await firstProductUrl(session);
    for (const width of WIDTHS) {
      page = await open(session, width, `/product/${product}`);
      await page.getByRole('button', { name: 'Tenho Interesse' }).click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Tenho interesse nesta peça' }));
      await shotOverlay(page, `buyer-interest-dialog-${width}`, panel(page.getByRole('dialog', { name: 'Tenho interesse nesta peça' })), 0);
      await page.close();
    }
    // Sent: the phone shows and a success toast confirms (last, as it changes the product page).
    page = await open(session, 1280, `/product/${product}`);
    await page.getByRole('button', { name: 'Tenho Interesse' }).click();
    const dialog2 = page.getByRole('dialog', { name: 'Tenho interesse nesta peça' });
    await dialog2.getByLabel('Li e concordo').check();
    await dialog2.getByLabel('Ligação').check();
    await dialog2.getByRole('button', { name: 'Ver telefone' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await settleOverlay(page, page.getByTestId('toast-success'));
    await shotOverlay(page, 'buyer-interest-sent-toast-1280', [page.locator('section[aria-labelledby="advertiser-title"]'), page.getByTestId('toast-success')]);
    await page.close();
  });

  test('buyer: a plan ordered, then the confirmation that cancels the request', async ({ context }) => {
    test.setTimeout(120_000);
    const session = await openSession(context, 'buyer');
    // The demo accounts hold no waiting order: the buyer orders Bronze, paid by bank slip.
    let page = await open(session, 1280, '/payment', await planState(session, 'Basic'));
    await page.getByLabel('CPF ou CNPJ').pressSequentially('12345678909');
    await page.getByLabel('E-mail').fill('ana.ribeiro@exemplo.com.br');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(page).toHaveURL(/\/adm\/dashboard/, { timeout: 15_000 });
    await page.close();
    for (const width of WIDTHS) {
      // The statement's layout is buyer-adm-statement's: here its content with the waiting order.
      page = await open(session, width, ADM.statement);
      await shotOf(page, `buyer-adm-statement-waiting-${width}`, page.locator('main'), { pad: 0 });
      await page.getByRole('button', { name: 'Cancelar pedido' }).first().click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Cancelar pedido' }));
      await shotOverlay(page, `buyer-cancel-request-dialog-${width}`, panel(page.getByRole('dialog', { name: 'Cancelar pedido' })), 0);
      await page.close();
    }
  });

  test('subscriber: admin menu and drawer, profile modal', async ({ context }) => {
    const session = await openSession(context, 'subscriber');
    let page = await open(session, 1280, ADM.dashboard);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await settleOverlay(page, page.locator('.dropdown-menu.show'));
    await shotOverlay(page, 'subscriber-adm-user-menu-1280', [page.getByRole('button', { name: 'Menu do usuário' }), page.locator('.dropdown-menu.show')]);
    await page.close();

    page = await open(session, 375, ADM.dashboard);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await settleOverlay(page, page.getByRole('dialog'));
    await shotOverlay(page, 'subscriber-adm-drawer-375', page.getByRole('dialog'), 0);
    await page.close();

    for (const width of WIDTHS) {
      page = await open(session, width, '/home');
      if (width === 1280) await page.getByRole('button', { name: 'Menu do usuário' }).click();
      else await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('button', { name: 'Perfil' }).filter({ visible: true }).click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Meu perfil' }));
      await shotOverlay(page, `subscriber-profile-modal-${width}`, panel(page.getByRole('dialog', { name: 'Meu perfil' })), 0);
      await page.close();
    }
  });

  test('subscriber: stock and delete dialogs, stock saved toast', async ({ context }) => {
    const session = await openSession(context, 'subscriber');
    for (const width of WIDTHS) {
      const page = await open(session, width, ADM.productList);
      const first = page.getByTestId('adm-product-card').first();
      const name = (await first.getByRole('heading').textContent())!.trim();
      await page.getByRole('button', { name: `Opções de ${name}` }).click();
      await page.getByRole('button', { name: 'Excluir', exact: true }).click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Excluir produto' }));
      await shotOverlay(page, `subscriber-product-delete-dialog-${width}`, panel(page.getByRole('dialog', { name: 'Excluir produto' })), 0);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: `Opções de ${name}` }).click();
      await page.getByRole('button', { name: 'Estoque', exact: true }).click();
      const stock = page.getByRole('dialog', { name: 'Estoque' });
      await settleOverlay(page, stock);
      await shotOverlay(page, `subscriber-product-stock-dialog-${width}`, panel(stock), 0);
      await stock.getByRole('button', { name: 'Salvar estoque' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await settleOverlay(page, page.getByTestId('toast-success'));
      await shotOverlay(page, `subscriber-product-stock-saved-toast-${width}`, page.getByTestId('toast-success'));
      await page.close();
    }
  });

  test('subscriber: answer dialog, cancel subscription, change plan', async ({ context }) => {
    const session = await openSession(context, 'subscriber');
    for (const width of WIDTHS) {
      let page = await open(session, width, ADM.engagement);
      await page
        .getByRole('button', { name: /^Responder ao pedido de / })
        .first()
        .click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Responder ao interessado' }));
      await shotOverlay(page, `subscriber-engagement-answer-dialog-${width}`, panel(page.getByRole('dialog', { name: 'Responder ao interessado' })), 0);
      await page.close();

      page = await open(session, width, ADM.statement);
      await page
        .getByRole('button', { name: /^Opções da assinatura / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Cancelar assinatura' }));
      await shotOverlay(page, `subscriber-cancel-subscription-dialog-${width}`, panel(page.getByRole('dialog', { name: 'Cancelar assinatura' })), 0);
      await page.getByRole('dialog').getByRole('button', { name: 'Manter assinatura' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page
        .getByRole('button', { name: /^Opções da assinatura / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Alterar plano' }).click();
      const plans = page.getByRole('dialog', { name: 'Escolha o seu novo plano' });
      await settleOverlay(page, plans);
      await shotOverlay(page, `subscriber-change-plan-${width}`, panel(plans), 0);
      await plans.getByRole('button', { name: /^Assinar o plano Gold/ }).click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Pagamento do novo plano' }));
      await shotOverlay(page, `subscriber-change-plan-payment-${width}`, panel(page.getByRole('dialog', { name: 'Pagamento do novo plano' })), 0);
      await page.close();
    }
  });

  test('incomplete profile: profile completion modal on product create', async ({ context }) => {
    const session = await openSession(context, 'incomplete');
    for (const width of WIDTHS) {
      const page = await open(session, width, ADM.productCreate);
      await settleOverlay(page, page.getByRole('dialog', { name: 'Complete o seu perfil' }));
      await shotOverlay(page, `incomplete-profile-completion-modal-${width}`, panel(page.getByRole('dialog', { name: 'Complete o seu perfil' })), 0);
      await page.close();
    }
  });

  test('banner delete confirmation', async ({ context }) => {
    // The advertiser whose demo data holds a banner.
    let session = await openSession(context, 'premium');
    let role: Role = 'premium';
    if (!(await apiGet<unknown[]>(session, '/ads-list')).length) {
      await context.clearCookies();
      session = await openSession(context, 'subscriber');
      role = 'subscriber';
    }
    for (const width of WIDTHS) {
      const page = await open(session, width, ADM.adsList);
      await page
        .getByRole('button', { name: /^Excluir o banner / })
        .first()
        .click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Excluir banner' }));
      await shotOverlay(page, `${role}-banner-delete-dialog-${width}`, panel(page.getByRole('dialog', { name: 'Excluir banner' })), 0);
      await page.close();
    }
  });

  test('manager: bank slip dialog, success toast after the reload, cancel confirmations', async ({ context }) => {
    test.setTimeout(120_000);
    const session = await openSession(context, 'manager');
    const pdf = {
      name: 'boleto.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    };
    for (const width of WIDTHS) {
      const page = await open(session, width, ADM.paymentOrder);
      // Rows of the table from 992 px, cards below.
      const entries = width === 1280 ? page.getByRole('row') : page.getByRole('listitem');
      const item = entries.filter({ has: page.getByRole('button', { name: 'Registrar boleto' }) }).first();
      const title = (await (width === 1280 ? item.getByRole('rowheader') : item.getByText(/^Ordem nº \d+/).first()).textContent())!.trim();
      const number = /\d+/.exec(title)![0];

      await item.getByRole('button', { name: 'Cancelar ordem' }).click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Cancelar ordem de pagamento' }));
      await shotOverlay(page, `manager-cancel-order-dialog-${width}`, panel(page.getByRole('dialog', { name: 'Cancelar ordem de pagamento' })), 0);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await item.getByRole('button', { name: 'Registrar boleto' }).click();
      const dialog = page.getByRole('dialog', { name: `Registrar boleto da ordem nº ${number}` });
      await settleOverlay(page, dialog);
      await shotOverlay(page, `manager-bank-slip-dialog-${width}`, panel(dialog), 0);
      await dialog.getByLabel('Data de vencimento').fill('2026-12-10');
      await dialog.getByLabel('Nosso número').fill(`5550${width}`);
      await dialog.getByLabel('Código de barras').fill(`2379 0000 1111 ${width}`);
      await dialog.getByLabel('Arquivo do boleto (PDF)').setInputFiles(pdf);
      await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
      // The page reloads and shows the stored success toast.
      const toast = page.getByTestId('toast-success');
      await expect(toast).toContainText('Boleto registrado com sucesso!', { timeout: 15_000 });
      await settle(page);
      await settleOverlay(page, toast);
      await shotOverlay(page, `manager-bank-slip-registered-toast-${width}`, toast);

      const registered =
        width === 1280
          ? page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) })
          : page.getByRole('listitem').filter({ hasText: `Ordem nº ${number}` });
      await registered.getByRole('button', { name: 'Cancelar boleto' }).click();
      await settleOverlay(page, page.getByRole('dialog', { name: 'Cancelar boleto' }));
      await shotOverlay(page, `manager-cancel-slip-dialog-${width}`, panel(page.getByRole('dialog', { name: 'Cancelar boleto' })), 0);
      await page.close();
    }
  });
});
