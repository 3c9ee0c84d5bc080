import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from './support/session';
import { axeViolations } from './support/axe';
import { fromStored, waitForStoredSession } from './support/stored';

/** The product list as a seller works in it: sort and filters in the URL, pause, bulk price, duplicate. */

/** Before a full page load: wait until the simulated API has stored the change. */
async function waitUntilStored(page: Page, url: string, status: string) {
  const stored = () => fromStored(page, (state, url) => state?.products.find((p) => p.url === url)?.status, url);
  await expect.poll(stored, { timeout: 30_000, intervals: [300] }).toBe(status);
}

async function openList(page: Page, path = '/adm/productList') {
  await loginViaApi(page, 'subscriber');
  await waitForStoredSession(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Meus produtos', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('adm-product-card').first()).toBeVisible({ timeout: 15_000 });
}

function cards(page: Page) {
  return page.getByTestId('adm-product-card');
}

function card(page: Page, name: string) {
  return cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function cardName(page: Page, index: number): Promise<string> {
  return (await cards(page).nth(index).getByRole('heading', { level: 2 }).textContent())!.trim();
}

/** 'R$ 1.234,56' as a number. */
function priceOf(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

test('sort and filters live in the URL and survive a reload', async ({ page }) => {
  await openList(page);
  await page.getByLabel('Ordenar por').selectOption({ label: 'Maior preço' });
  await page.getByLabel('Condição').selectOption({ label: 'Usada' });
  await page.getByLabel('Origem').selectOption({ label: 'Nacional' });
  await expect(page).toHaveURL(/\/adm\/productList\?sort=price&dir=desc&condition=usado&origin=nacional$/);

  await page.reload();
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Ordenar por')).toHaveValue('price:desc');
  await expect(page.getByLabel('Condição')).toHaveValue('usado');
  await expect(page.getByLabel('Origem')).toHaveValue('nacional');
  await expect(page.getByRole('status').filter({ hasText: /de \d+ produtos/ })).toBeVisible();
  // Highest price first, used parts only.
  const prices = await cards(page).getByTestId('adm-product-price').allTextContents();
  expect(prices.length).toBeGreaterThan(1);
  const numbers = prices.map(priceOf);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  for (const label of await cards(page).locator('.badge').allTextContents()) expect(label).not.toBe('Nova');

  // Back from another page keeps the view too.
  await page.getByRole('link', { name: 'Painel', exact: true }).first().click();
  await expect(page).toHaveURL(/\/adm\/dashboard/);
  await page.goBack();
  await expect(page).toHaveURL(/sort=price&dir=desc&condition=usado&origin=nacional/);
  await expect(page.getByLabel('Condição')).toHaveValue('usado');
});

test('a paused part leaves the public site (page and search) and comes back when reactivated', async ({ page }) => {
  test.setTimeout(120_000);
  // Most stock first: a part that is on the public site.
  await openList(page, '/adm/productList?sort=stock&dir=desc');
  const name = await cardName(page, 0);
  // The part's public address, from its 'Ver no site'.
  await card(page, name)
    .getByRole('button', { name: `Opções de ${name}` })
    .click();
  const href = (await page.getByRole('link', { name: 'Ver no site', exact: true }).getAttribute('href'))!;
  const url = href.replace('/product/', '');
  await page.keyboard.press('Escape');
  // Its words (part name, model, year) as a search slug: the search finds it before the pause.
  const term = url.replace(/-\d+$/, '').replace(/-/g, '_');
  const found = page.locator(`a[href="/product/${url}"]`);
  await page.goto(`/search/${term}`);
  await expect(found.first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/adm/productList?sort=stock&dir=desc');
  await expect(card(page, name)).toBeVisible({ timeout: 15_000 });

  await card(page, name)
    .getByRole('button', { name: `Opções de ${name}` })
    .click();
  await page.getByRole('button', { name: 'Pausar', exact: true }).click();
  await expect(page.getByTestId('toast-success')).toContainText(`Anúncio pausado: ${name} não aparece mais no site.`);
  await expect(card(page, name).getByText('Pausado', { exact: true })).toBeVisible();
  await waitUntilStored(page, url, 'PAUSED');

  await page.goto(`/product/${url}`);
  await expect(page.getByText('Esta peça não está mais disponível ou o endereço está incorreto.')).toBeVisible({ timeout: 15_000 });
  await page.goto(`/search/${term}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(found).toHaveCount(0);

  await page.goto('/adm/productList?status=pausado');
  await expect(card(page, name)).toBeVisible({ timeout: 15_000 });
  await expect(cards(page)).toHaveCount(1);
  await card(page, name)
    .getByRole('button', { name: `Opções de ${name}` })
    .click();
  await page.getByRole('button', { name: 'Reativar', exact: true }).click();
  await expect(page.getByTestId('toast-success')).toContainText(`Anúncio reativado: ${name} voltou a aparecer no site.`);
  await waitUntilStored(page, url, 'ACTIVE');

  await page.goto(`/product/${url}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Esta peça não está mais disponível ou o endereço está incorreto.')).toHaveCount(0);
  await page.goto(`/search/${term}`);
  await expect(found.first()).toBeVisible({ timeout: 15_000 });
});

test('bulk price +10 % on two parts: the confirmation shows before and after, then the summary', async ({ page }) => {
  await openList(page, '/adm/productList?stock=baixo');
  const names = [await cardName(page, 0), await cardName(page, 1)];
  const before = await Promise.all(names.map(async (n) => priceOf((await card(page, n).getByTestId('adm-product-price').textContent())!)));
  const after = before.map((p) => Math.floor((Math.round(p * 100) * 11000 + 5000) / 10000) / 100);
  const brl = (n: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\u00a0/g, ' ');

  for (const n of names) await page.getByRole('checkbox', { name: `Selecionar ${n}`, exact: true }).check();
  const bar = page.getByRole('toolbar', { name: 'Ações para os produtos selecionados' });
  await expect(bar).toContainText('2 selecionados');
  await bar.getByRole('button', { name: 'Ajustar preços' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajustar preços' });
  await dialog.getByLabel('Ajuste de preço (%)').fill('10');
  await dialog.getByRole('button', { name: 'Revisar alteração' }).click();
  await expect(dialog).toContainText('2 produtos serão alterados.');
  const rows = dialog.getByTestId('bulk-preview-row');
  await expect(rows).toHaveCount(2);
  for (const [i, n] of names.entries()) {
    await expect(rows.nth(i)).toContainText(n);
    await expect(rows.nth(i)).toContainText(brl(before[i]).replace(/\s/g, ' '));
    await expect(rows.nth(i)).toContainText(brl(after[i]).replace(/\s/g, ' '));
  }
  await dialog.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('2 alteradas, 0 falharam', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  for (const [i, n] of names.entries()) await expect(card(page, n).getByTestId('adm-product-price')).toHaveText(brl(after[i]));
});

test('Duplicar opens the create form for that part', async ({ page }) => {
  await openList(page);
  const name = await cardName(page, 0);
  await card(page, name)
    .getByRole('button', { name: `Opções de ${name}` })
    .click();
  await page.getByRole('link', { name: 'Duplicar', exact: true }).click();
  await expect(page).toHaveURL(/\/adm\/productCreate\?from=\d+$/);
  await expect(page.getByRole('heading', { name: 'Cadastrar peça', level: 1 })).toBeVisible({ timeout: 15_000 });
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on the list with filters, a paused part and a selection at ${width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await openList(page, '/adm/productList?sort=name&dir=asc&condition=novo');
    const name = await cardName(page, 0);
    await card(page, name)
      .getByRole('button', { name: `Opções de ${name}` })
      .click();
    await page.getByRole('button', { name: 'Pausar', exact: true }).click();
    await expect(card(page, name).getByText('Pausado', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: `Selecionar ${name}`, exact: true }).check();
    await expect(page.getByRole('toolbar', { name: 'Ações para os produtos selecionados' })).toBeVisible();
    // The toast fades on its own; axe looks at the page, not at it.
    await expect(page.getByTestId('toast-success')).toBeVisible();
    await expect(page.getByTestId('toast-success')).toHaveCount(0, { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Alterar estoque' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar estoque' });
    await dialog.getByLabel('Nova quantidade em estoque').fill('4');
    await dialog.getByRole('button', { name: 'Revisar alteração' }).click();
    await expect(dialog.getByTestId('bulk-preview-row')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
}
