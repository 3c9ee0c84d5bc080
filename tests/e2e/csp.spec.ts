import { expect, test, type Page } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed';
import { DB_VERSION } from '../../src/mocks/db';

/**
 * The built app runs under its Content-Security-Policy (server/security-headers.ts) with no
 * violation on any route, logged out and as the Premium advertiser. Needs `vite preview`
 * (the dev server sends no CSP); runs in both suites (simulated API and real HTTP).
 */
const seed = createSeed(DB_VERSION);
const product = seed.products[0];

const PUBLIC_ROUTES = [
  '/',
  '/home',
  '/more_parts',
  '/search/pastilha_de_freio',
  `/product/${product.url}`,
  '/subscription',
  '/payment',
  '/ads/subscribe',
  '/ads/payment',
  '/auth',
  '/signup',
  '/recovery-access',
  '/account/delete-account',
  '/about',
  '/contact',
  '/faq',
  '/nao-existe',
];

const ADM_ROUTES = [
  '/adm/dashboard',
  '/adm/productList',
  '/adm/productCreate',
  '/adm/engagement',
  '/adm/subscription/statement',
  '/adm/ads-create',
  '/adm/ads-list',
  '/adm/ads-statement',
];

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

async function visitAll(page: Page, routes: string[], violations: string[]) {
  for (const route of routes) {
    const response = await page.goto(route);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, `CSP header on ${route}`).toContain("script-src 'self'");
    // Lazy route modules, images and calls settle before the next route.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(violations, `CSP violations on ${route}`).toEqual([]);
  }
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
  await page.goto('/home');
  // The app is up (and, in the simulated mode, its service worker controls the page).
  await expect(page.getByRole('contentinfo')).toContainText('Versão 1.2.3.1');
  const token = await page.evaluate(
    async ({ api, phone, password }) => {
      const res = await fetch(`${api}/login`, { method: 'POST', headers: { Authorization: `Basic ${btoa(`${phone}:${password}`)}` } });
      return ((await res.json()) as { response: string }).response;
    },
    { api: apiBase(), phone: '11965432109', password: 'premium1' },
  );
  expect(token.split('.')).toHaveLength(3);
  await context.addCookies([{ name: 'jwtToken', value: token, url: baseURL! }]);
  await visitAll(page, ['/home', ...ADM_ROUTES], violations);
});
