import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

/**
 * The terms of use and the privacy policy in the browser: each page's headings, axe and no
 * sideways scroll at 375 and 1280 px; the footer reaches both; the signup's terms label opens
 * them in a new tab and the form keeps what was typed.
 */
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const FIRST_LOAD = { timeout: 30_000 };

const PAGES = [
  {
    path: '/termos-de-uso',
    heading: 'Termos de uso',
    sections: ['O que é o PeçaJá', 'Para quem compra', 'Para quem anuncia', 'Planos, pagamentos e cancelamento'],
  },
  {
    path: '/politica-de-privacidade',
    heading: 'Política de privacidade',
    sections: [
      'Quais dados coletamos e por quê',
      'Com quem compartilhamos',
      'Por quanto tempo guardamos',
      'Seus direitos',
      'Como excluir a sua conta',
      'Encarregado de dados',
    ],
  },
] as const;

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const size of WIDTHS) {
  test.describe(`legal pages at ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const legal of PAGES) {
      test(`${legal.path}: headings, axe, readable without sideways scroll`, async ({ page }) => {
        await page.goto(legal.path);
        await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible(FIRST_LOAD);
        for (const name of legal.sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        await expect(page).toHaveTitle(`${legal.heading} | PeçaJá`);
        await expectNoSidewaysScroll(page);
        expect(await axeViolations(page), `axe violations on ${legal.path}`).toEqual([]);
      });
    }
  });
}

test('the footer leads to both pages', async ({ page }) => {
  await page.goto('/about');
  const column = page.getByRole('navigation', { name: 'Institucional' });
  await column.getByRole('link', { name: 'Política de privacidade' }).click(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible(FIRST_LOAD);
  await expect(page).toHaveURL(/\/politica-de-privacidade$/);
  await page.getByRole('navigation', { name: 'Institucional' }).getByRole('link', { name: 'Termos de uso' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
});

test("the signup's terms link opens the terms in a new tab; the form keeps what was typed", async ({ page, context }) => {
  await page.goto('/signup');
  const name = page.getByLabel('Nome completo');
  await name.fill('Paula Mendes', FIRST_LOAD);
  await page.getByLabel('E-mail').fill('paula@exemplo.com.br');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /^termos de uso/ }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(/\/termos-de-uso$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible(FIRST_LOAD);
  // The link did not tick the box, and the signup page is as it was.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(name).toHaveValue('Paula Mendes');
  await expect(page.getByLabel('E-mail')).toHaveValue('paula@exemplo.com.br');
  await expect(page.getByRole('checkbox', { name: /Li e aceito os termos de uso/ })).not.toBeChecked();
  await tab.close();
});
