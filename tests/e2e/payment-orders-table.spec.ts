import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { loginViaApi } from './support/session';

/** The manager's payment orders: a sortable table at 1280 px, cards at 375 px, the view in the URL, the CSV export. */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const SHOTS = process.env.E2E_SHOTS_DIR;

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openOrders(page: Page, search = '') {
  await loginViaApi(page, 'manager');
  await page.goto(`/adm/paymentOrder${search}`);
}

const table = (page: Page) => page.getByRole('table', { name: 'Ordens de pagamento encontradas' });
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

/** The amounts of the rows on screen, as numbers. */
async function amounts(page: Page): Promise<number[]> {
  const texts = await bodyRows(page).locator('td:nth-child(4)').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
}

test('the table sorts by its headers (aria-sort follows), renders its first rows fast and is accessible', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOrders(page);
  await expect(table(page)).toBeVisible({ timeout: 45_000 });
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(page.getByText('5.000 ordens encontradas')).toBeVisible();

  // From the 5,000 orders arriving to their rows on the page.
  const firstRender = await page.evaluate(async () => {
    for (let i = 0; i < 50; i++) {
      const entry = performance.getEntriesByName('payment-orders:first-render')[0];
      if (entry) return entry.duration;
      await new Promise((r) => setTimeout(r, 50));
    }
    return Number.POSITIVE_INFINITY;
  });
  test.info().annotations.push({ type: 'first render (ms)', description: firstRender.toFixed(1) });
  expect(firstRender).toBeLessThan(300);

  await expect(header(page, 'Criada em')).toHaveAttribute('aria-sort', 'descending');
  await header(page, 'Valor').getByRole('button').click();
  await expect(header(page, 'Valor')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Criada em')).not.toHaveAttribute('aria-sort');
  await expect(page).toHaveURL(/\/adm\/paymentOrder\?sort=amount&dir=asc$/);
  const up = await amounts(page);
  expect(up).toEqual([...up].sort((a, b) => a - b));

  // The keyboard too: the header's button takes Enter.
  await header(page, 'Valor').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header(page, 'Valor')).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=amount&dir=desc$/);
  const down = await amounts(page);
  expect(down).toEqual([...down].sort((a, b) => b - a));
  expect(down[0]).toBeGreaterThan(up[0]);

  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/orders-table-1280.png`, fullPage: true });
});

test('several statuses at once live in the URL and survive a reload; the export downloads that view as a ;-separated CSV with a BOM', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOrders(page);
  await expect(table(page)).toBeVisible({ timeout: 45_000 });
  const waiting = page.getByRole('checkbox', { name: /^Aguardando/ });
  const cancelled = page.getByRole('checkbox', { name: /^Cancelado/ });
  // By keyboard: Tab reaches each choice, Space ticks it.
  await waiting.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/status=WAITING$/);
  await cancelled.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?status=WAITING%2CCANCELLED$/);
  await header(page, 'Usuário').getByRole('button').click();
  await expect(page).toHaveURL(/\?status=WAITING%2CCANCELLED&sort=user&dir=asc$/);

  await page.reload();
  await expect(table(page)).toBeVisible({ timeout: 45_000 });
  await expect(waiting).toBeChecked();
  await expect(cancelled).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Pago/ })).not.toBeChecked();
  await expect(header(page, 'Usuário')).toHaveAttribute('aria-sort', 'ascending');
  const statuses = await bodyRows(page).locator('td:nth-child(5)').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === 'Aguardando' || s === 'Cancelado')).toBe(true);
  const count = Number((await page.getByText(/^[\d.]+ ordens encontradas$/).textContent())!.replace(/\D/g, ''));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ordens-pagamento-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Ordem;Usuário;Plano;Valor;Situação;Criada em;Vencimento;Boleto');
  // Every page of the view, not only the 20 rows on screen.
  expect(lines).toHaveLength(count + 1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d+;.+;.+;\d+,\d{2};(Aguardando|Cancelado);\d{2}\/\d{2}\/\d{4};(\d{2}\/\d{2}\/\d{4})?;.+$/);
});

test('a bank-slip action from a row keeps the sort, the filters and the scroll after the reload', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 600 });
  const search = '?status=WAITING%2CCANCELLED&sort=status&dir=asc';
  await openOrders(page, search);
  await expect(table(page)).toBeVisible({ timeout: 45_000 });
  // The last waiting order sits below the fold: acting on it scrolls the page.
  const waitingRows = bodyRows(page).filter({ has: page.getByRole('button', { name: 'Cancelar ordem' }) });
  const row = waitingRows.last();
  const id = (await row.getByRole('rowheader').textContent())!.trim();
  await row.getByRole('button', { name: 'Cancelar ordem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar ordem de pagamento' });
  await dialog.getByLabel('Motivo do cancelamento').fill('Cliente desistiu');
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cancelar ordem' }).click();

  await expect(page.getByText('Ordem de pagamento cancelada com sucesso!')).toBeVisible({ timeout: 15_000 });
  await expect(table(page)).toBeVisible({ timeout: 45_000 });
  expect(page.url().endsWith(`/adm/paymentOrder${search}`)).toBe(true);
  await expect(header(page, 'Situação')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('checkbox', { name: /^Aguardando/ })).toBeChecked();
  await expect(table(page).getByRole('rowheader', { name: id, exact: true }).locator('xpath=..')).toContainText('Cancelado');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);
});

test('overdue open orders say so in words, and at 375 px the orders are cards, accessible and no wider than the screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOrders(page, '?due=overdue');
  await expect(table(page)).toBeVisible({ timeout: 45_000 });
  const rows = bodyRows(page);
  expect(await rows.count()).toBeGreaterThan(0);
  for (const text of await rows.locator('td:nth-child(7)').allInnerTexts()) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}\s*Vencida$/);
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/adm/paymentOrder?status=WAITING');
  const list = page.getByRole('list', { name: 'Ordens de pagamento' });
  await expect(list).toBeVisible({ timeout: 45_000 });
  await expect(table(page)).toHaveCount(0);
  // The order created yesterday whose forwarding date passed two days ago carries the word beside the line.
  await expect(list.getByText(/^Encaminhar pagamento até \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await expect(list.getByText('Vencida').first()).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/orders-cards-375.png`, fullPage: true });

  // Beside the sidebar, the table starts where its columns fit: nothing scrolls sideways in between.
  for (const [width, shape] of [
    [1024, 'cards'],
    [1239, 'cards'],
    [1240, 'table'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    if (shape === 'table') await expect(table(page)).toBeVisible();
    else await expect(list).toBeVisible();
    const overflow = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll<HTMLElement>('.table-responsive')].some((e) => e.scrollWidth > e.clientWidth),
    );
    expect(overflow, `something scrolls sideways at ${width} px`).toBe(false);
  }
});
