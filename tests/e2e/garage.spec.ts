import { expect, test } from '@playwright/test';
import { apiReady } from './support/session';

/**
 * My garage in a real browser: a vehicle added with the catalogue's own makes and models, its
 * parts one link away in a shareable address, each card's verdict for the year with the fitting
 * parts first and 'Só as que servem' kept by Back, the fit verdict on product pages, all surviving
 * a reload.
 */
const FIRST_LOAD = { timeout: 30_000 };
const GOL = 'Volkswagen Gol 2010';

for (const width of [1280, 375]) {
  test(`a buyer adds a vehicle, opens its parts and sees the fit verdict, all kept on reload (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/garage');
    await apiReady(page);
    const form = page.getByRole('form', { name: 'Adicionar veículo' });
    await form.getByLabel('Marca').selectOption('Volkswagen', FIRST_LOAD);
    await expect(form.getByLabel('Modelo').locator('option', { hasText: /^Gol$/ })).toBeAttached();
    await form.getByLabel('Modelo').selectOption('Gol');
    await form.getByLabel('Ano').selectOption('2010');
    await form.getByRole('button', { name: 'Adicionar veículo' }).click();
    await expect(page.getByRole('list', { name: 'Seus veículos' }).getByRole('heading', { name: GOL })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Minha garagem: Gol 2010' })).toBeVisible();

    // Its parts: the make and model filters and the year, in an address that survives a reload.
    await page.getByRole('link', { name: 'Peças para o meu Gol 2010' }).click();
    await expect(page).toHaveURL(/\/more_parts\?marca=Volkswagen&modelo=Gol&ano=2010$/);
    await page.reload();
    const total = page.getByText(/^\d+ peças encontradas$/);
    await expect(total).toBeVisible(FIRST_LOAD);
    const all = Number((await total.textContent())?.split(' ')[0]);
    await expect(page.getByRole('link', { name: 'Peças para o meu Gol 2010' })).toHaveAttribute('aria-current', 'page');

    // Every card says what it states for 2010; those that state a fit come first.
    const list = page.getByRole('list', { name: 'Peças' });
    const cards = list.getByRole('article');
    await expect(cards.first().locator('[data-verdict]')).toBeVisible(FIRST_LOAD);
    const kinds = await cards.evaluateAll((els) => els.map((el) => el.querySelector('[data-verdict]')?.getAttribute('data-verdict') ?? null));
    expect(kinds).not.toContain(null);
    expect(kinds[0]).toBe('fits');
    expect(kinds.lastIndexOf('fits')).toBe(kinds.filter((k) => k === 'fits').length - 1);
    await expect(cards.first()).toContainText('Serve no seu Gol 2010 (diz o anunciante)');

    // The first card, opened: the product page agrees.
    await cards.first().getByRole('link').first().click();
    await expect(page.getByText('Compatível com seu Gol 2010 (segundo o anunciante)')).toBeVisible(FIRST_LOAD);
    await page.goBack();

    // A card for other years, opened: the page says which years it cites.
    const other = cards.filter({ has: page.locator('[data-verdict="otherYears"]') }).first();
    const said = (await other.locator('[data-verdict]').textContent()) ?? '';
    const years = /^Cita Gol (.+), não 2010$/.exec(said)?.[1];
    expect(years).toBeTruthy();
    await other.getByRole('link').first().click();
    await expect(page.getByText(`Verifique com o anunciante: a compatibilidade informada cita Gol ${years}, não 2010`)).toBeVisible(FIRST_LOAD);
    await expect(page.getByText(/^Compatível com/)).toHaveCount(0);
    await page.goBack();

    // Only those that fit: fewer parts, every one a fit, and Back from a part keeps the choice.
    // Ticked at once after Back, while the page still holds its restored place.
    await page.getByRole('checkbox', { name: 'Só as que servem no meu Gol 2010' }).check();
    await expect(page).toHaveURL(/&servem=1$/);
    await expect(page.getByText(/^\d+ peças encontradas$/)).not.toHaveText(`${all} peças encontradas`);
    await expect(list.locator('[data-verdict]:not([data-verdict="fits"])')).toHaveCount(0);
    await expect(cards).toHaveCount(kinds.filter((k) => k === 'fits').length);
    await cards.first().getByRole('link').first().click();
    await expect(page.getByText('Compatível com seu Gol 2010 (segundo o anunciante)')).toBeVisible(FIRST_LOAD);
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: 'Só as que servem no meu Gol 2010' })).toBeChecked(FIRST_LOAD);
  });
}

test('a part opened by a buyer with a vehicle appears with its verdict in place: nothing below it moves', async ({ page }) => {
  await page.goto('/more_parts');
  await apiReady(page);
  const href = await page.locator('main a[href^="/product/"]').first().getAttribute('href', FIRST_LOAD);
  // The garage as this browser keeps it, then the part's link opened cold.
  await page.evaluate(() =>
    localStorage.setItem('garage:v1', JSON.stringify({ vehicles: [{ id: 'v1', make: 'Volkswagen', model: 'Gol', year: 2010, variants: [] }], activeId: 'v1' })),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(href!);
  await expect(page.locator('main [data-verdict]')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Tenho interesse' })).toBeVisible();
  // Two frames after the verdict: any shift it caused has been recorded.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});
