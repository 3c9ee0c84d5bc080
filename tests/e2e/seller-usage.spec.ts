import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, type DEMO } from './support/session';

/**
 * Plan usage and interest requests in the browser: 'N de M peças' on the dashboard, the buyer's
 * channel and WhatsApp chat on the interest list, the sidebar's count of new requests, and the
 * create page at the plan's limit; axe at 375 and 1280 px.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [375, 1280] as const;

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openAs(page: Page, role: keyof typeof DEMO, path: string) {
  await loginViaApi(page, role);
  await page.goto(path);
  await expect(page.locator('#adm-main h1').first()).toBeVisible({ timeout: 20_000 });
}

/** The sidebar on the screen: the fixed column from 992 px, the menu behind the hamburger below. */
async function sidebar(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 992) await page.getByRole('button', { name: 'Abrir menu' }).click();
  return page.getByRole('navigation', { name: 'Menu do painel' }).filter({ visible: true }).first();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the dashboard shows the plan usage and the sidebar the new interest requests', async ({ page }) => {
      await openAs(page, 'subscriber', '/adm/dashboard');
      const bar = page.getByRole('progressbar', { name: 'Uso do plano' });
      await expect(bar).toBeVisible({ timeout: 15_000 });
      await expect(bar).toHaveAttribute('aria-valuetext', /^\d+ de 1\.000 peças$/);
      await expect(page.getByText(/^\d+ de 1\.000 peças$/)).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/usage/dashboard-${width}.png`, fullPage: true });

      const nav = await sidebar(page);
      const link = nav.getByRole('link', { name: /^Interessados \d+ novos?$/ });
      await expect(link).toBeVisible();
      await expect(link.getByTestId('engagement-new-count')).toHaveText(/^\d+/);
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/usage/sidebar-${width}.png` });
    });

    test('the interest list shows the buyer, the channel and the WhatsApp chat', async ({ page }) => {
      await openAs(page, 'subscriber', '/adm/engagement');
      const whats = page.getByRole('link', { name: /^Conversar com .+ no WhatsApp \(abre em nova aba\)$/ }).first();
      await expect(whats).toBeVisible({ timeout: 15_000 });
      await expect(whats).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=Ol%C3%A1%2C%20/);
      await expect(whats).toHaveAttribute('target', '_blank');
      for (const channel of ['WhatsApp', 'Ligação', 'E-mail'])
        await expect(page.getByTestId('contact-channel').filter({ hasText: channel }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Ligar para / }).first()).toHaveAttribute('href', /^tel:\+55\d{10,11}$/);
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/usage/engagement-${width}.png`, fullPage: true });
    });
  });
}

test('at the plan limit: the free plan chosen, the dashboard is full and the create page explains why', async ({ page }) => {
  test.setTimeout(150_000);
  // The demo path of the README: the Silver subscriber (18 parts) picks the free plan (4 parts).
  await openAs(page, 'subscriber', '/adm/dashboard');
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Assinar o plano Livre' }).click();
  // A smaller plan is confirmed first: the paid period left and the parts above the new limit.
  const confirm = page.getByRole('dialog', { name: 'Trocar para o plano Livre?' });
  await expect(confirm.getByText('Você tem 18 peças e o plano Livre permite até 4: 14 acima do limite.')).toBeVisible({ timeout: 15_000 });
  await expect(confirm.getByText(/está pago até 07\/10\/2027/)).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirmar troca' }).click();
  await expect(page).toHaveURL(/\/payment$/, { timeout: 15_000 });
  // The free plan is paid by nothing: it asks for no document or e-mail.
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ativar plano gratuito' }).click();
  await expect(page.getByText('Plano livre ativado!')).toBeVisible({ timeout: 15_000 });

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/adm/dashboard');
    await expect(page.getByText(/^\d+ de 4 peças$/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Você atingiu o limite do seu plano.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/usage/dashboard-full-${width}.png`, fullPage: true });

    await page.goto('/adm/productCreate');
    const notice = page.getByTestId('plan-limit-notice');
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText(/Seu plano permite até 4 peças e você já tem \d+\. Para anunciar mais, mude de plano\./);
    await expect(notice.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
    await expect(page.getByLabel('Nome da peça')).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/usage/create-full-${width}.png`, fullPage: true });
  }
});
