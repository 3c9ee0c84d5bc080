import { expect, test, type Page } from '@playwright/test';
import { drawPngs } from './support/photos';
import { apiReady, loginViaApi } from './support/session';
import { axeViolations } from './support/axe';

/** The product form's photos and listing quality in the browser: pick, reorder by keyboard, the cover, the scale-down, axe. */

async function openCreate(page: Page) {
  await apiReady(page);
  await loginViaApi(page, 'subscriber');
  await page.goto('/adm/productCreate');
  await expect(page.getByRole('heading', { name: 'Cadastrar peça', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Nome da peça')).toBeVisible({ timeout: 15_000 });
}

function meter(page: Page) {
  return page.getByRole('meter', { name: 'Qualidade do anúncio' });
}

async function meterValue(page: Page): Promise<number> {
  return Number(await meter(page).getAttribute('aria-valuenow'));
}

/** The thumbnails' pictures, in order. */
async function thumbnails(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Miniaturas' })
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
}

async function cover(page: Page): Promise<string | null> {
  const item = page.getByRole('list', { name: 'Miniaturas' }).getByRole('listitem').filter({ hasText: 'Capa' });
  await expect(item).toHaveCount(1);
  return item.getByRole('img').getAttribute('alt');
}

/** An API GET from the page, with the session's token. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = /(?:^|; )jwtToken=([^;]+)/.exec(document.cookie)?.[1];
    const res = await fetch(`/api${p}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return ((await res.json()) as { response: unknown }).response;
  }, path) as Promise<T>;
}

/** The size of a stored picture, as the browser decodes it. */
async function pictureSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  return page.evaluate(async (u) => {
    const bitmap = await createImageBitmap(await (await fetch(u)).blob());
    return { width: bitmap.width, height: bitmap.height };
  }, url);
}

test('three photos: reorder by keyboard moves the cover, the meter rises, and the 3000 x 2000 one goes up at 1600 px', async ({ page }) => {
  test.setTimeout(120_000);
  await openCreate(page);
  const name = `Lanterna traseira teste fotos ${Date.now()}`;
  expect(await meterValue(page)).toBe(0);
  await expect(page.getByText('Dica: adicione uma foto da peça.')).toBeVisible();

  await page.getByLabel('Nome da peça').fill(name);
  await page.getByLabel('Fabricante').fill('Fitam');
  await page.getByLabel('Marcas compatíveis').fill('Volkswagen');
  await page.getByLabel('Modelos e anos compatíveis').fill('Gol G5 2009 a 2012');
  await page.getByLabel('Preço').fill('18990');
  await page.keyboard.press('Escape');
  // Make, model and years: 35 points.
  await expect.poll(() => meterValue(page)).toBe(35);

  await page.getByLabel('Descrição').fill('Lanterna traseira lado esquerdo, original, sem trincas, com soquetes e lâmpadas. Acompanha parafusos de fixação.');
  await expect.poll(() => meterValue(page)).toBe(50);

  const photos = await drawPngs(page, [
    { name: 'grande.png', width: 3000, height: 2000, color: '#c62828' },
    { name: 'lado.png', width: 640, height: 480, color: '#1565c0' },
    { name: 'verso.png', width: 480, height: 640, color: '#2e7d32' },
  ]);
  await page.getByLabel('Imagens').setInputFiles(photos);
  await expect.poll(() => thumbnails(page)).toEqual(['Miniatura de grande.png', 'Miniatura de lado.png', 'Miniatura de verso.png']);
  expect(await cover(page)).toBe('Miniatura de grande.png');
  await expect.poll(() => meterValue(page)).toBe(80);

  // Keyboard: lado.png to the front with its arrow button; the cover follows; the move is announced.
  await page.getByRole('button', { name: 'Mover lado.png para a esquerda' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => thumbnails(page)).toEqual(['Miniatura de lado.png', 'Miniatura de grande.png', 'Miniatura de verso.png']);
  expect(await cover(page)).toBe('Miniatura de lado.png');
  await expect(page.getByTestId('photo-announcement')).toHaveText('lado.png agora é a capa.');
  // The focus stayed on the moved photo (its other arrow, as it reached the start).
  await expect(page.getByRole('button', { name: 'Mover lado.png para a direita' })).toBeFocused();
  // Tab reaches the next photo's buttons; Space moves verso.png one place left.
  await page.getByRole('button', { name: 'Mover verso.png para a esquerda' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => thumbnails(page)).toEqual(['Miniatura de lado.png', 'Miniatura de verso.png', 'Miniatura de grande.png']);
  await expect(page.getByTestId('photo-announcement')).toHaveText('verso.png agora é a foto 2 de 3.');

  // Thumbnails keep one size whatever the picture.
  const boxes = await page
    .getByRole('list', { name: 'Miniaturas' })
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((i) => [Math.round(i.getBoundingClientRect().width), Math.round(i.getBoundingClientRect().height)]));
  expect(boxes).toEqual([
    [100, 100],
    [100, 100],
    [100, 100],
  ]);

  await page.getByLabel('Código da peça (opcional)').fill('5U6945095');
  await expect.poll(() => meterValue(page)).toBe(90);
  await expect(page.getByText(/^Dica: detalhe a descrição/)).toBeVisible();

  await page.getByRole('radio', { name: 'Usada' }).check();
  await page.getByRole('button', { name: 'Cadastrar peça' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Produto cadastrado com sucesso!', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/adm\/productList/);

  const list = await apiGet<Array<{ id: number; part_name: string }>>(page, '/products-adm/list');
  const created = list.find((p) => p.part_name === name)!;
  const detail = await apiGet<{ images: string[] }>(page, `/products-adm/${created.id}`);
  expect(detail.images).toHaveLength(3);
  const sizes = [];
  for (const url of detail.images) sizes.push(await pictureSize(page, url));
  // In the order shown, the cover first; the large one scaled to 1600 px on its longer side, the others as they were.
  expect(sizes).toEqual([
    { width: 640, height: 480 },
    { width: 480, height: 640 },
    { width: 1600, height: 1067 },
  ]);
});

test('a file that is not a picture is named in the message; the others stay', async ({ page }) => {
  await openCreate(page);
  const [photo] = await drawPngs(page, [{ name: 'frente.png', width: 200, height: 200, color: '#6a1b9a' }]);
  await page.getByLabel('Imagens').setInputFiles([photo, { name: 'nota.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 nada') }]);
  await expect(page.getByText("'nota.pdf' não é uma imagem aceita (JPG, PNG ou WebP).")).toBeVisible();
  await expect.poll(() => thumbnails(page)).toEqual(['Miniatura de frente.png']);
});

for (const width of [375, 1280]) {
  test(`the form with photos and the meter is axe clean at ${width} px, without horizontal scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openCreate(page);
    await page.getByLabel('Descrição').fill('Retrovisor elétrico lado direito com pisca.');
    const photos = await drawPngs(page, [
      { name: 'a.png', width: 300, height: 200, color: '#ef6c00' },
      { name: 'b.png', width: 200, height: 300, color: '#00838f' },
    ]);
    await page.getByLabel('Imagens').setInputFiles(photos);
    await expect.poll(() => thumbnails(page)).toHaveLength(2);
    await expect(meter(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
