import { expect, test } from '@playwright/test';
import { apiReady } from './support/session';

/**
 * The buyer tools in one journey, logged out: a vehicle in the garage, the fit verdict on a part
 * of that vehicle, the part saved as a favourite, and all of it still there after a reload.
 */
const SLOW = { timeout: 30_000 };
const VERDICT = /^(Compatível com seu Gol 2010 \(segundo o anunciante\)|Verifique com o anunciante: a compatibilidade informada .*)$/;

test('a buyer adds a vehicle, sees the verdict on one of its parts, saves it, reloads and finds it in Favoritos', async ({ page }) => {
  await page.goto('/garage');
  await apiReady(page);
  const form = page.getByRole('form', { name: 'Adicionar veículo' });
  await form.getByLabel('Marca').selectOption('Volkswagen', SLOW);
  await expect(form.getByLabel('Modelo').locator('option', { hasText: /^Gol$/ })).toBeAttached();
  await form.getByLabel('Modelo').selectOption('Gol');
  await form.getByLabel('Ano').selectOption('2010');
  await form.getByRole('button', { name: 'Adicionar veículo' }).click();

  await page.getByRole('link', { name: 'Peças para o meu Gol 2010' }).click();
  const card = page.getByRole('list', { name: 'Peças' }).getByRole('article').first();
  const link = card.getByRole('link');
  await link.waitFor(SLOW);
  const name = (await link.getAttribute('title'))!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, SLOW);
  const verdict = page.getByText(VERDICT);
  await expect(verdict).toBeVisible(SLOW);
  const said = await verdict.textContent();

  // The part's own heart comes first; the related parts below it (when they have loaded) have theirs.
  await page.getByRole('button', { name: 'Adicionar aos favoritos' }).first().click();
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByText(said!, { exact: true })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Minha garagem: Gol 2010' })).toBeAttached();

  await page.getByRole('link', { name: 'Favoritos (1)' }).first().click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('article', { name }).getByRole('link', { name })).toBeVisible(SLOW);
});
