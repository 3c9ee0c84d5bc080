import { expect, test, type Page } from '@playwright/test';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { writeFileSync } from 'node:fs';
import writeXlsxFile from 'write-excel-file/node';
import { loginViaApi } from './support/session';

/**
 * The import's checks in the built app under its Content-Security-Policy (vite preview sends the
 * production header, worker-src 'self' included): a 20,000-row workbook is read in the import's
 * own worker, a workbook above the row limit is refused with the limit stated, repeated codes are
 * offered to be skipped, and a photo whose bytes do not decode is refused by its file name.
 */

// A 1 x 1 PNG: real image bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const HEADER = ['part_name', 'code', 'manufacturer', 'brand', 'model', 'description', 'price', 'quantity', 'is_new', 'is_national', 'images'];
const tagOf = () => `Chk${Date.now().toString(36)}`;

const cells = (tag: string, n: number, code = `C-${n}`, images = 'frente.png') => [
  `${tag} ${n}`,
  code,
  'Bosch',
  'Volkswagen',
  'Gol 2010 a 2014',
  `Peça de teste ${n} para o Gol`,
  (n % 900) + 10,
  (n % 5) + 1,
  'sim',
  'não',
  images,
];

/** A workbook as a spreadsheet program writes it (write-excel-file, deflated, shared strings). */
async function workbook(rows: Array<Array<string | number>>): Promise<Buffer> {
  return writeXlsxFile([HEADER, ...rows].map((r) => r.map((value) => ({ value })))).toBuffer();
}

/** A workbook with `count` data rows, its sheet written directly (cheaper than write-excel-file at this size). */
async function hugeWorkbook(count: number): Promise<Buffer> {
  const files = unzipSync(new Uint8Array(await workbook([])));
  const path = Object.keys(files).find((p) => /^xl\/worksheets\/sheet\d+\.xml$/.test(p))!;
  const xml = Buffer.from(files[path]).toString('utf8');
  const rows = ['<row r="1"><c r="A1" t="inlineStr"><is><t>part_name</t></is></c></row>'];
  for (let r = 2; r <= count + 1; r++) rows.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Peça ${r}</t></is></c></row>`);
  files[path] = strToU8(xml.replace(/<sheetData>[\s\S]*<\/sheetData>|<sheetData\/>/, `<sheetData>${rows.join('')}</sheetData>`));
  return Buffer.from(zipSync(files));
}

async function openImport(page: Page) {
  await loginViaApi(page, 'premium');
  const reply = await page.goto('/adm/productImport');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar peças' })).toBeVisible({ timeout: 20_000 });
  return reply;
}

async function chooseSheet(page: Page, name: string, bytes: Buffer) {
  const path = test.info().outputPath(name);
  writeFileSync(path, bytes);
  await page.getByLabel('Planilha (.csv ou .xlsx)').setInputFiles(path);
}

test.describe('product import checks', () => {
  test('reads a 20,000-row workbook in the import worker under the CSP as served, with progress', async ({ page }) => {
    test.setTimeout(180_000);
    const tag = tagOf();
    const rows = Array.from({ length: 20_000 }, (_, i) => cells(tag, i + 1));
    const bytes = await workbook(rows);
    const reply = await openImport(page);
    expect(reply?.headers()['content-security-policy']).toContain("worker-src 'self'");
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.getByLabel('Fotos (vários arquivos)').setInputFiles([{ name: 'frente.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page.getByText('1 foto escolhida.')).toBeVisible();
    const started = Date.now();
    await chooseSheet(page, 'vinte-mil.xlsx', bytes);
    // The page says what the worker is doing from the start: reading, then counting the rows checked.
    await expect(page.getByText(/Lendo a planilha|Conferindo/).first()).toBeVisible();
    await expect(page.getByTestId('import-summary')).toHaveText('20.000 linhas: 20.000 válidas, 0 com erros.', { timeout: 90_000 });
    test.info().annotations.push({ type: '20,000-row workbook checked in (ms)', description: String(Date.now() - started) });
    await expect(page.getByRole('button', { name: 'Importar 20.000 peças válidas' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('refuses a workbook above the row limit, saying the limit', async ({ page }) => {
    test.setTimeout(120_000);
    const bytes = await hugeWorkbook(100_001);
    await openImport(page);
    await chooseSheet(page, 'grande-demais.xlsx', bytes);
    await expect(page.getByRole('alert').filter({ hasText: 'mais de 100.000 linhas' })).toHaveText(
      'A planilha tem mais de 100.000 linhas de peças, o limite de uma importação. Divida-a em planilhas menores e importe uma de cada vez.',
      { timeout: 60_000 },
    );
  });

  test("warns on codes repeated in the sheet or among the seller's parts and, by default, skips them", async ({ page }) => {
    test.setTimeout(120_000);
    await openImport(page);
    const existing = await page.evaluate(async () => {
      const token = /(?:^|; )jwtToken=([^;]+)/.exec(document.cookie)?.[1];
      const res = await fetch('/api/products-adm/list', { headers: { Authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { response: Array<{ code?: string }> };
      return body.response.find((p) => p.code)!.code!;
    });
    const tag = tagOf();
    const rows = [...Array.from({ length: 5 }, () => cells(tag, 1, `${tag}-1`)), cells(tag, 2, existing), cells(tag, 3, `${tag}-3`)];
    await page.getByLabel('Fotos (vários arquivos)').setInputFiles([{ name: 'frente.png', mimeType: 'image/png', buffer: PNG }]);
    await chooseSheet(page, 'repetidas.xlsx', await workbook(rows));
    await expect(page.getByTestId('import-summary')).toHaveText('7 linhas: 7 válidas, 0 com erros.', { timeout: 30_000 });
    await expect(page.getByText('5 linhas repetem o código de outra linha da planilha ou de uma peça que você já anuncia.')).toBeVisible();
    const table = page.getByRole('region', { name: 'Linhas da planilha' });
    await expect(table.getByText(`linha 3: código ${tag}-1 repete a linha 2`)).toBeVisible();
    await expect(table.getByText(`linha 7: código ${existing} já existe entre as suas peças`)).toBeVisible();
    const skip = page.getByLabel('Não importar as linhas com código repetido');
    await expect(skip).toBeChecked();
    await skip.uncheck();
    await expect(page.getByRole('button', { name: 'Importar 7 peças válidas' })).toBeVisible();
    await skip.check();
    await page.getByRole('button', { name: 'Importar 2 peças válidas' }).click();
    await expect(page.getByText('Importação concluída: 2 peças criadas, 0 com erros, 5 ignoradas.')).toBeVisible({ timeout: 60_000 });
    const names = await page.evaluate(async () => {
      const token = /(?:^|; )jwtToken=([^;]+)/.exec(document.cookie)?.[1];
      const res = await fetch('/api/products-adm/list', { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { response: Array<{ part_name: string }> }).response.map((p) => p.part_name);
    });
    expect(names.filter((n) => n.startsWith(`${tag} `)).sort()).toEqual([`${tag} 1`, `${tag} 3`]);
  });

  test('decodes every photo the sheet names and refuses, by file name, one that is only a PNG signature', async ({ page }) => {
    await openImport(page);
    const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 73 + 11) % 256))]);
    await page.getByLabel('Fotos (vários arquivos)').setInputFiles([
      { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
      { name: 'falsa.png', mimeType: 'image/png', buffer: fake },
    ]);
    const tag = tagOf();
    await chooseSheet(page, 'fotos.xlsx', await workbook([cells(tag, 1), cells(tag, 2, 'F-2', 'frente.png|falsa.png')]));
    await expect(page.getByTestId('import-summary')).toHaveText('2 linhas: 1 válida, 1 com erro.', { timeout: 30_000 });
    await expect(page.getByText('linha 3: foto falsa.png não é uma imagem válida')).toBeVisible();
  });
});
