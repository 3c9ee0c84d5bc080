import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from './support/session';

/** Presses Tab until the focused element's accessible text matches, like a keyboard user scanning a page. */
async function tabTo(page: Page, pattern: RegExp, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      // Past the last control focus rests on the page itself, whose text holds every label.
      if (!el || el === document.body) return '';
      const labelled = el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '';
      return [el.getAttribute('aria-label'), el.textContent, labelled, (el as HTMLInputElement).value].filter(Boolean).join(' | ');
    });
    if (pattern.test(text)) return;
  }
  throw new Error(`never reached ${pattern} with Tab`);
}

test('the buy-side journey works with the keyboard alone', async ({ page }) => {
  await loginViaApi(page, 'buyer');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Mais vistos' })).toBeVisible({ timeout: 30000 });

  await tabTo(page, /Buscar peças/);
  await page.keyboard.type('Pastilha de freio');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/pastilha_de_freio$/);
  await expect(page.getByText(/produtos encontrados$/)).toBeVisible();

  await tabTo(page, /Pastilha de freio/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pastilha de freio');

  // The button waits for the check of an earlier interest (GET /product-phone) before it takes a press.
  await expect(page.getByRole('button', { name: 'Tenho Interesse' })).toBeEnabled();
  await tabTo(page, /Tenho Interesse/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog and stays there.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

  await tabTo(page, /Li e concordo/);
  await page.keyboard.press('Space');
  await tabTo(page, /WhatsApp/);
  await page.keyboard.press('Space');
  await tabTo(page, /Ver telefone/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('advertiser-phone')).toHaveText(/^\(\d{2}\) (\d-\d{4}|\d{4})-\d{4}$/);
});

test('favourites with the keyboard alone: save from a card, open Favoritos, remove and put back', async ({ page }) => {
  await page.goto('/search/freio');
  const first = page.getByRole('list', { name: 'Resultados da busca' }).getByRole('article').first();
  const name = (await first.getByRole('link').getAttribute('title'))!;

  // The heart comes right after the card's link.
  await tabTo(page, /Adicionar aos favoritos/);
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: 'Remover dos favoritos' })).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(first.getByRole('link')).toBeFocused();
  await page.goto('/about');
  await tabTo(page, /^Favoritos \(1\)/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/favorites$/);
  const row = page.getByRole('article', { name });
  await expect(row).toBeVisible();

  await tabTo(page, /Remover dos favoritos/);
  await page.keyboard.press('Space');
  await expect(page.getByText('Nenhuma peça salva')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Adicionar aos favoritos' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 peça salva')).toBeVisible();
});

test('the garage works with the keyboard alone: add a vehicle, then remove it', async ({ page }) => {
  await page.goto('/garage');
  await expect(page.getByRole('heading', { name: 'Minha garagem', level: 1 })).toBeVisible({ timeout: 30000 });
  const form = page.getByRole('form', { name: 'Adicionar veículo' });
  await expect(form.getByLabel('Marca').locator('option', { hasText: /^Volkswagen$/ })).toBeAttached({ timeout: 30000 });

  // A closed select takes typed letters as the option to choose.
  await tabTo(page, /\| Marca$/);
  await page.keyboard.type('Volkswagen');
  await expect(form.getByLabel('Marca')).toHaveValue('Volkswagen');
  await expect(form.getByLabel('Modelo').locator('option', { hasText: /^Gol$/ })).toBeAttached();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Gol');
  await expect(form.getByLabel('Modelo')).toHaveValue('Gol');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2010');
  await expect(form.getByLabel('Ano')).toHaveValue('2010');
  await tabTo(page, /^Adicionar veículo$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Volkswagen Gol 2010' })).toBeVisible();

  await tabTo(page, /^Remover Volkswagen Gol 2010/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remover veículo' });
  await expect(dialog).toBeVisible();
  await tabTo(page, /^Remover$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Volkswagen Gol 2010' })).toHaveCount(0);
  // Focus is not lost with the removed vehicle: it lands on the list's heading.
  await expect(page.getByRole('heading', { name: 'Seus veículos' })).toBeFocused();
});

test('the payment orders table works with the keyboard alone: a status choice, a sort header, a row action', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginViaApi(page, 'manager');
  await page.goto('/adm/paymentOrder');
  const table = page.getByRole('table', { name: 'Ordens de pagamento encontradas' });
  await expect(table).toBeVisible({ timeout: 45_000 });

  await tabTo(page, /^Aguardando \d/);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?status=WAITING$/);
  await expect(page.getByRole('checkbox', { name: /^Aguardando/ })).toBeChecked();

  await tabTo(page, /^Valor/);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: /^Valor/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/\?status=WAITING&sort=amount&dir=asc$/);

  await tabTo(page, /^Cancelar ordem$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancelar ordem de pagamento' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Focus goes back to the row's button that opened the dialog.
  await expect(page.locator(':focus')).toHaveText('Cancelar ordem');
});
