import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { axeViolations } from './support/axe';
import { openSession, shotOf, visit, WIDTHS } from './support/visual';

/**
 * Visual snapshots of the spreadsheet import: the empty page (template and pickers), the preview
 * of a sheet with errors by line, and a finished import with its summary and the rows' states:
 * the content beside the sidebar (the /adm shell is the dashboard's shot).
 * The sending itself is not shot: its counts depend on timing.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// The code differs per width: the part the first width creates is the seller's by the second,
// where the same code would be offered to be skipped as a repeat.
const sheet = (width: number) => [
  'part_name;code;manufacturer;brand;model;description;price;quantity;is_new;is_national;images',
  `Pastilha de freio dianteira;PF-${width};Cobreq;Volkswagen;Gol G5 2009 a 2013;Jogo de pastilhas dianteiras;189,90;4;sim;sim;frente.png`,
  'Filtro de óleo;;Tecfil;Fiat;Palio 2012;Filtro de óleo do motor;;2;sim;sim;frente.png',
  ';;Bosch;Chevrolet;Onix 2015;Vela de ignição;35,5;0;talvez;não;vela.jpg',
];

test.describe.configure({ mode: 'parallel' });

test('product import: empty page, preview with errors, finished import', async ({ context }) => {
  test.setTimeout(180_000);
  const session = await openSession(context, 'premium');
  for (const width of WIDTHS) {
    const path = test.info().outputPath(`pecas-${width}.csv`);
    writeFileSync(path, sheet(width).join('\r\n'));
    const page = await visit(session, width, '/adm/productImport');
    await shotOf(page, `import-empty-${width}`, page.locator('main'), { pad: 0 });
    expect.soft(await axeViolations(page), `axe violations on the empty import page (${width} px)`).toEqual([]);
    await page.getByLabel('Fotos (vários arquivos)').setInputFiles([{ name: 'frente.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByLabel('Planilha (.csv ou .xlsx)').setInputFiles(path);
    await expect(page.getByTestId('import-summary')).toHaveText('3 linhas: 1 válida, 2 com erros.');
    await page.evaluate(() => window.scrollTo(0, 0));
    // The preview fits the screen: on a phone, price, quantity and photos go under the part's name.
    const region = page.locator('div[role="region"][aria-label="Linhas da planilha"]');
    expect(await region.evaluate((e) => e.scrollWidth - e.clientWidth), `the preview scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await shotOf(page, `import-preview-${width}`, page.locator('main'), { pad: 0 });
    expect.soft(await axeViolations(page), `axe violations on the import preview (${width} px)`).toEqual([]);
    await page.getByRole('button', { name: 'Importar 1 peça válida' }).click();
    await expect(page.getByText('Importação concluída: 1 peça criada, 0 com erros, 2 ignoradas.')).toBeVisible({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shotOf(page, `import-finished-${width}`, page.locator('main'), { pad: 0 });
    // The next width opens the page in the same browser: the finished job must be gone first.
    await page.getByRole('button', { name: 'Nova importação' }).click();
    await expect(page.getByLabel('Planilha (.csv ou .xlsx)')).toBeVisible();
    await page.close();
  }
});
