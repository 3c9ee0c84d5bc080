import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, type DEMO } from './support/session';

/** axe over every route of the public site and /adm, logged out and per role, at 375 and 1280 px. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const publicRoutes = ['/', '/home', '/more_parts', '/search/freio', '/subscription', '/about', '/contact', '/faq', '/auth', '/signup', '/recovery-access', '/ads/subscribe'];
const byRole: Array<[keyof typeof DEMO, string[]]> = [
  ['buyer', ['/account/delete-account', '/adm/dashboard', '/adm/subscription/statement']],
  ['subscriber', ['/adm/dashboard', '/adm/productList', '/adm/productCreate', '/adm/engagement', '/adm/subscription/statement', '/adm/ads-statement']],
  ['premium', ['/adm/ads-create', '/adm/ads-list']],
  ['manager', ['/adm/dashboard', '/adm/paymentOrder', '/adm/report/subscriptions']],
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Spinners and skeletons are gone or the page shows its final state.
  await page.waitForFunction(() => !document.querySelector('[role="status"] .spinner-border, .placeholder-glow'), undefined, { timeout: 15000 }).catch(() => undefined);
}

async function checkPage(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe violations on ${path}`).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of publicRoutes) {
      test(`visitor ${path}`, async ({ page }) => {
        await checkPage(page, path);
      });
    }

    test('visitor product page', async ({ page }) => {
      await page.goto('/more_parts');
      const first = page.locator('a[href^="/product/"]').first();
      await first.waitFor();
      await checkPage(page, (await first.getAttribute('href'))!);
    });

    for (const [role, paths] of byRole) {
      test(`${role} pages`, async ({ page }) => {
        await loginViaApi(page, role);
        for (const path of paths) await checkPage(page, path);
      });
    }
  });
}
