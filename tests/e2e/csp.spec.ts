import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createSeed } from '@pecaja/simulated-api/seed';
import { DB_VERSION } from '@pecaja/simulated-api/db';
import { paths } from '../../src/config/paths';
import { ADM_ROUTES, type AdmRouteId, type Role } from '../../src/config/routes';
import { DEMO } from './support/session';

/**
 * The built app runs under its Content-Security-Policy (server/security-headers.ts) with no
 * violation on any route, logged out, as the Premium advertiser and as the manager; each route
 * must have rendered its own page (its h1), not just left index.html's loading shell in place.
 * Needs `vite preview` (the dev server sends no CSP); runs in both suites (simulated API and real HTTP).
 */
const seed = createSeed(DB_VERSION);
const product = seed.products[0];

/** Each route, and the h1 of the page it ends on (a page that needs a login or a plan goes to the plans). */
type Visit = readonly [route: string, heading: string];

const HOME = 'Peças novas e usadas para o seu veículo';
const PUBLIC_ROUTES: Visit[] = [
  [paths.root, HOME],
  [paths.home, HOME],
  [paths.moreParts, 'Mais peças'],
  [paths.search('pastilha_de_freio'), 'Resultados para “pastilha de freio”'],
  [paths.product(product.url), product.part_name],
  [paths.subscription, 'Escolha o plano ideal para anunciar suas peças'],
  [paths.payment, 'Escolha o plano ideal para anunciar suas peças'],
  [paths.adsSubscribe, 'Publicidade na página inicial'],
  [paths.adsPayment, 'Publicidade na página inicial'],
  [paths.auth, 'Entrar'],
  [paths.signup, 'Criar conta'],
  [paths.recovery, 'Recuperar acesso'],
  // Deleting an account asks a visitor to log in first.
  [paths.deleteAccount, 'Entrar'],
  [paths.about, 'Quem somos'],
  [paths.contact, 'Fale conosco'],
  [paths.faq, 'Perguntas frequentes'],
  [paths.terms, 'Termos de uso'],
  [paths.privacy, 'Política de privacidade'],
  ['/nao-existe', 'Página não encontrada'],
];

/**
 * The h1 of each admin page visited, by its id in the route table. Not visited: the area's own
 * address (it leads to the dashboard), the spreadsheet import and the two edit forms (each needs
 * a record of its own).
 */
const ADM_HEADINGS: Partial<Record<AdmRouteId, string>> = {
  dashboard: 'Painel do anunciante',
  statement: 'Extrato de assinaturas',
  productCreate: 'Cadastrar peça',
  productList: 'Meus produtos',
  engagement: 'Interessados',
  adsCreate: 'Criar banner',
  adsList: 'Meus banners',
  adsStatement: 'Extrato de publicidade',
  paymentOrder: 'Ordens de pagamento',
  reportSubscriptions: 'Relatório de assinaturas',
};

/**
 * A role's visits: the home, then every admin page above that the route table opens for the role;
 * `dashboard` is the h1 of its dashboard and, when the home sends it there, of its home.
 */
function admVisits(role: Role, dashboard: string, home = HOME): Visit[] {
  const pages = (Object.keys(ADM_ROUTES) as AdmRouteId[]).filter((id) => ADM_HEADINGS[id] && (ADM_ROUTES[id].roles as readonly Role[]).includes(role));
  return [[paths.home, home], ...pages.map((id): Visit => [paths.adm[id], id === 'dashboard' ? dashboard : ADM_HEADINGS[id]!])];
}

/** The Premium advertiser's pages (a subscriber). */
const SUBSCRIBER_VISITS = admVisits('subscriber', ADM_HEADINGS.dashboard!);

/** The manager's pages (the home sends a manager to the financial dashboard). */
const MANAGER_VISITS = admVisits('manager', 'Controle financeiro', 'Controle financeiro');

/** The API the page talks to: the real-HTTP suite's server, or the simulated one on /api. */
function apiBase(): string {
  const fromConfig = test.info().config.metadata?.apiUrl as string | undefined;
  return fromConfig ?? '/api';
}

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
      void report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(text)) violations.push(text);
  });
  return violations;
}

async function visitAll(page: Page, routes: Visit[], violations: string[]) {
  for (const [route, heading] of routes) {
    const response = await page.goto(route);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, `CSP header on ${route}`).toContain("script-src 'self'");
    // The app ran: the page's own h1 (index.html's shell has none) and the shell is gone.
    await expect(page.getByRole('heading', { level: 1 }), `the page of ${route}`).toHaveText(heading);
    await expect(page.locator('.app-shell')).toHaveCount(0);
    // Lazy route modules, images and calls settle before the next route.
    await page.waitForLoadState('networkidle');
    expect(violations, `CSP violations on ${route}`).toEqual([]);
  }
}

/** Logs in with the demo account's credentials against the API this suite uses, and keeps the token as the app does. */
async function logIn(page: Page, context: BrowserContext, baseURL: string, role: keyof typeof DEMO) {
  await page.goto('/about');
  // The app is up (and, in the simulated mode, its service worker controls the page).
  await expect(page.getByRole('contentinfo')).toContainText('Versão 1.2.3.1');
  const token = await page.evaluate(
    async ({ api, phone, password }) => {
      const res = await fetch(`${api}/login`, { method: 'POST', headers: { Authorization: `Basic ${btoa(`${phone}:${password}`)}` } });
      return ((await res.json()) as { response: string }).response;
    },
    { api: apiBase(), ...DEMO[role] },
  );
  expect(token.split('.')).toHaveLength(3);
  await context.addCookies([{ name: 'jwtToken', value: token, url: baseURL }]);
}

test('the preview sends the strict policy and the other security headers', async ({ page }) => {
  const response = await page.goto('/home');
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/connect-src 'self'[^;]*https:\/\/viacep\.com\.br/);
  expect(csp).toMatch(/img-src 'self' data: blob:/);
  const api = apiBase();
  if (api.startsWith('http')) {
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${api.replace(/[.]/g, '\\.')}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${api.replace(/[.]/g, '\\.')}`));
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
});

test('no CSP violation on any public route, logged out', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);
  await visitAll(page, PUBLIC_ROUTES, violations);
});

test('no CSP violation on the admin routes and the home, logged in as the Premium advertiser', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);
  await logIn(page, context, baseURL!, 'premium');
  await visitAll(page, SUBSCRIBER_VISITS, violations);
});

test('no CSP violation on the manager routes and the home, logged in as the manager', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await logIn(page, context, baseURL!, 'manager');
  await visitAll(page, MANAGER_VISITS, violations);
});
