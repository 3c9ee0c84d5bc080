import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

/**
 * axe over the states a route's first load does not show: saved and vanished favourites, the
 * recently viewed row, the garage with vehicles and its form errors, the fit verdict, the share
 * menu. Every route's first load, logged out and per role at 375 and 1280 px, is checked by axe
 * in the visual suite (visual.spec.ts), right after its shot, on the same settled page.
 */

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Spinners and skeletons are gone or the page shows its final state.
  await page
    .waitForFunction(() => !document.querySelector('[role="status"] .spinner-border, .placeholder-glow'), undefined, { timeout: 15000 })
    .catch(() => undefined);
}

async function checkPage(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  expect(await axeViolations(page), `axe violations on ${path}`).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

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
      expect(await axeViolations(page), 'axe violations with the garage form errors').toEqual([]);
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
      expect(await axeViolations(page), 'axe violations with the share menu open').toEqual([]);
    });
  });
}
