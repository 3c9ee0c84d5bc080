import { expect, test } from '@playwright/test';
import { apiReady, loginViaApi } from './support/session';

/** Lists with pages: every page is a history entry, a new page starts at the list's heading, no page past the last. */

test('payment orders: each page is a history entry, Back returns to the previous page of the list', async ({ page }) => {
  await loginViaApi(page, 'manager');
  await page.goto('/adm/paymentOrder?status=PAID');
  const pager = page.getByRole('navigation', { name: 'Páginas da lista de ordens' });
  await expect(pager.getByText(/^Página 1 de \d+$/)).toBeVisible({ timeout: 20_000 });
  await pager.getByText('Próxima').click();
  await expect(pager.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/\/adm\/paymentOrder\?status=PAID&page=2$/);
  await expect(page.getByRole('heading', { name: 'Ordens de pagamento', level: 1 })).toBeInViewport();
  await pager.getByText('Próxima').click();
  await expect(pager.getByText(/^Página 3 de \d+$/)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/adm\/paymentOrder\?status=PAID&page=2$/);
  await expect(pager.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/adm\/paymentOrder\?status=PAID$/);
  await expect(pager.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Pago/ })).toBeChecked();
});

test('more parts: after ticking a filter, page 2 opens at the list heading; Back returns to page 1', async ({ page }) => {
  await apiReady(page);
  await page.goto('/more_parts');
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await filters.getByRole('group', { name: 'Marca' }).getByRole('checkbox', { name: 'Fiat' }).click();
  await expect(page).toHaveURL(/\?marca=Fiat$/);
  const heading = page.locator('#more-parts-list-title');
  await expect(heading).toHaveText(/peças encontradas$/);
  const pager = page.getByRole('navigation', { name: 'Páginas' });
  await pager.scrollIntoViewIfNeeded();
  await expect(heading).not.toBeInViewport();

  await pager.getByRole('link', { name: 'Página 2', exact: true }).click();
  await expect(page).toHaveURL(/\?marca=Fiat&page=2$/);
  await expect(pager.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Peças' }).getByRole('article').first()).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\?marca=Fiat$/);
  await expect(pager.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(filters.getByRole('group', { name: 'Marca' }).getByRole('checkbox', { name: 'Fiat' })).toBeChecked();
});

test('more parts: a page past the last one opens the last page, never a count above an empty list', async ({ page }) => {
  await apiReady(page);
  await page.goto('/more_parts?page=9999');
  await expect(page).toHaveURL(/\/more_parts\?page=(?!9999$)\d+$/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThan(1);
  expect(last).toBeLessThan(9999);
  await expect(page.getByRole('list', { name: 'Peças' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Páginas' }).getByRole('link', { name: `Página ${last}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Replaced, not pushed: Back leaves the list page rather than returning to ?page=9999.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=9999/);
});

test('admin product list: edit then Back keeps the filter and the place in the list', async ({ page }) => {
  await loginViaApi(page, 'premium');
  await page.goto('/adm/productList?q=farol');
  await expect(page.getByLabel('Filtrar produtos')).toHaveValue('farol', { timeout: 20_000 });
  await expect(page.getByText(/^[\d.]+ de 10\.000 produtos$/)).toBeVisible({ timeout: 20_000 });
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  const before = await page.evaluate(() => window.scrollY);
  const card = page
    .getByTestId('adm-product-card')
    .filter({ has: page.locator(':scope:visible') })
    .last();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
  await card.getByRole('button', { name: `Opções de ${name}` }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/adm\/productUpdate\?id=\d+$/);
  await expect(page.getByLabel('Nome da peça')).toHaveValue(name);

  await page.goBack();
  await expect(page).toHaveURL(/\/adm\/productList\?q=farol$/);
  await expect(page.getByLabel('Filtrar produtos')).toHaveValue('farol');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeInViewport();
});
