import { expect, test, type Page } from '@playwright/test';
import { apiReady } from './support/session';

/**
 * My garage in a real browser: a vehicle added with the catalogue's own makes and models, its
 * parts one link away in a shareable address, the fit verdict on product pages, all surviving a
 * reload.
 */
const FIRST_LOAD = { timeout: 30_000 };
const GOL = 'Volkswagen Gol 2010';

/** A four-digit span right after 'Gol' ('Gol de 2009 a 2012', 'Gol 2012-2016', 'Gol, anos 2008 a 2012'). */
const SPAN = /Gol,? (?:anos |de )?(\d{4})(?: a |-|\/)(\d{4})/;

/**
 * The first Gol part of the filtered list whose compatibility states a four-digit span that holds
 * 2010 (`holds`) or not: parts of a year near 2010 (their card names it) are asked for first.
 */
async function golPart(page: Page, holds: boolean): Promise<{ url: string; from: string; to: string }> {
  const found = await page.evaluate(
    async ([source, wanted]) => {
      const span = new RegExp(source);
      const base = '/api';
      const list = await fetch(`${base}/more-parts/1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ marca: ['Volkswagen'], modelo: ['Gol'] }),
      });
      const cards = ((await list.json()) as { response: { moreparts: Array<{ url: string; description: string }> } }).response.moreparts;
      const distance = (c: { description: string }) => Math.abs(Number(/Gol (\d{4})/.exec(c.description)?.[1] ?? 0) - 2010);
      for (const card of [...cards].sort((a, b) => (wanted ? distance(a) - distance(b) : distance(b) - distance(a)))) {
        const res = await fetch(`${base}/product/${card.url}`);
        const text = ((await res.json()) as { response: { main: { compatibility: string } } }).response.main.compatibility;
        const m = span.exec(text);
        if (m && (Number(m[1]) <= 2010 && 2010 <= Number(m[2])) === wanted) return { url: card.url, from: m[1], to: m[2] };
      }
      return null;
    },
    [SPAN.source, holds] as const,
  );
  if (!found) throw new Error(`no Gol part whose span ${holds ? 'holds' : 'leaves out'} 2010 on the first page`);
  return found;
}

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

    // Its parts: the make and model filters, in an address that survives a reload.
    await page.getByRole('link', { name: 'Peças para o meu Gol 2010' }).click();
    await expect(page).toHaveURL(/\/more_parts\?marca=Volkswagen&modelo=Gol$/);
    await page.reload();
    await expect(page.getByText(/^\d+ peças encontradas$/)).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('link', { name: 'Peças para o meu Gol 2010' })).toHaveAttribute('aria-current', 'page');

    // The verdict: green where the text's span holds 2010, a plain 'check' where it does not.
    const fits = await golPart(page, true);
    const outside = await golPart(page, false);
    // Both are cards of this filtered list: opened from it, as a buyer would.
    await page.locator(`a[href="/product/${fits.url}"]`).first().click();
    await expect(page.getByText('Compatível com seu Gol 2010 (segundo o anunciante)')).toBeVisible(FIRST_LOAD);
    await page.goBack();
    await page.locator(`a[href="/product/${outside.url}"]`).first().click();
    await expect(page.getByText(`Verifique com o anunciante: a compatibilidade informada cita Gol ${outside.from} a ${outside.to}, não 2010`)).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByText(/^Compatível com/)).toHaveCount(0);
  });
}
