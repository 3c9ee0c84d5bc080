import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, type DEMO } from './support/session';

/** axe over every route of the public site and /adm, logged out and per role, at 375 and 1280 px. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const publicRoutes = [
  '/',
  '/home',
  '/more_parts',
  '/search/freio',
  '/subscription',
  '/about',
  '/contact',
  '/faq',
  '/auth',
  '/signup',
  '/recovery-access',
  '/ads/subscribe',
  '/favorites',
  '/garage',
];
const byRole: Array<[keyof typeof DEMO, string[]]> = [
  ['buyer', ['/account/delete-account', '/adm/dashboard', '/adm/subscription/statement']],
  [
    'subscriber',
    ['/adm/dashboard', '/adm/productList', '/adm/productCreate', '/adm/productImport', '/adm/engagement', '/adm/subscription/statement', '/adm/ads-statement'],
  ],
  ['premium', ['/adm/ads-create', '/adm/ads-list']],
  ['manager', ['/adm/dashboard', '/adm/paymentOrder', '/adm/report/subscriptions']],
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Spinners and skeletons are gone or the page shows its final state.
  await page
    .waitForFunction(() => !document.querySelector('[role="status"] .spinner-border, .placeholder-glow'), undefined, { timeout: 15000 })
    .catch(() => undefined);
}

/** axe's violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

async function checkPage(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  expect(await violations(page), `axe violations on ${path}`).toEqual([]);
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

    test('visitor /favorites with saved parts (one gone), and the home with recently viewed parts', async ({ page }) => {
      await page.goto('/more_parts');
      const first = page.locator('a[href^="/product/"]').first();
      await first.waitFor();
      const url = (await first.getAttribute('href'))!.replace('/product/', '');
      await page.evaluate((u) => {
        localStorage.setItem(
          'favorites:v1',
          JSON.stringify([
            { url: u, description: 'Peça salva', value: 10, image: '', savedAt: Date.now() },
            { url: 'peca-que-saiu-1', description: 'Peça que saiu', value: 5, image: '', savedAt: 1 },
          ]),
        );
        localStorage.setItem(
          'recently-viewed:v1',
          JSON.stringify([{ url: u, description: 'Peça vista', value: 10, image: '', condition: 'PRODUCT_NEW', viewedAt: Date.now() }]),
        );
      }, url);
      await checkPage(page, '/favorites');
      await expect(page.getByText('Esta peça não está mais disponível.')).toBeVisible();
      await checkPage(page, '/home');
      await expect(page.getByRole('region', { name: 'Vistos recentemente' })).toBeVisible();
    });

    test('visitor /garage with vehicles and its form errors, then the fit verdict on a product page', async ({ page }) => {
      await page.goto('/about');
      await page.evaluate(() =>
        localStorage.setItem(
          'garage:v1',
          JSON.stringify({
            vehicles: [
              { id: 'a', make: 'Volkswagen', model: 'Gol', year: 2010 },
              { id: 'b', make: 'Fiat', model: 'Uno', year: 2012 },
            ],
            activeId: 'a',
          }),
        ),
      );
      await checkPage(page, '/garage');
      await page.getByRole('button', { name: 'Adicionar veículo' }).click();
      await expect(page.getByText('Escolha a marca.')).toBeVisible();
      expect(await violations(page), 'axe violations with the garage form errors').toEqual([]);
      const url = await page.evaluate(async () => {
        const res = await fetch('/api/more-parts/1', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ marca: ['Volkswagen'], modelo: ['Gol'] }),
        });
        return ((await res.json()) as { response: { moreparts: Array<{ url: string }> } }).response.moreparts[0].url;
      });
      await checkPage(page, `/product/${url}`);
      await expect(page.locator('[data-verdict]')).toBeVisible();
    });

    test('visitor product page with the share menu open', async ({ page }) => {
      await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
      await page.goto('/more_parts');
      const first = page.locator('a[href^="/product/"]').first();
      await first.waitFor();
      await page.goto((await first.getAttribute('href'))!);
      await settle(page);
      await page.getByRole('button', { name: 'Compartilhar' }).click();
      await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
      expect(await violations(page), 'axe violations with the share menu open').toEqual([]);
    });

    for (const [role, paths] of byRole) {
      test(`${role} pages`, async ({ page }) => {
        // Every /adm page of the role in one session: about 8 s a page on a busy 2-core machine.
        test.setTimeout(Math.max(60_000, paths.length * 12_000));
        await loginViaApi(page, role);
        for (const path of paths) await checkPage(page, path);
      });
    }
  });
}
