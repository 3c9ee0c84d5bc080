import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { loginViaApi } from '../../tests/e2e/support/session';

// A 1 x 1 PNG: real image bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const HEADER = 'part_name;code;manufacturer;brand;model;description;price;quantity;is_new;is_national;images';
const ROWS = 10_000;
/** Rows with no price: refused by the check, never sent. */
const BAD = new Set([5, 777, 9999]);
const VALID = ROWS - BAD.size;

function sheet(tag: string): Buffer {
  const lines = [HEADER];
  for (let n = 1; n <= ROWS; n++) {
    const price = BAD.has(n) ? '' : `${(n % 900) + 10},${String(n % 100).padStart(2, '0')}`;
    lines.push(`${tag} ${n};C-${n};Bosch;Volkswagen;Gol 2010 a 2014;Peça de teste ${n} para o Gol;${price};${(n % 5) + 1};sim;não;frente.png|lado.png`);
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

async function sent(page: Page): Promise<number> {
  return Number(await page.getByRole('progressbar', { name: 'Progresso da importação' }).getAttribute('aria-valuenow'));
}

/** The advertiser's parts named '<tag> <n>', with how many of each name the API holds. */
async function partsNamed(page: Page, tag: string): Promise<Map<string, number>> {
  const names = await page.evaluate(async () => {
    const token = /(?:^|; )jwtToken=([^;]+)/.exec(document.cookie)?.[1];
    const res = await fetch('/api/products-adm/list', { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { response: Array<{ part_name: string }> }).response.map((p) => p.part_name);
  });
  const counts = new Map<string, number>();
  for (const n of names) if (n.startsWith(`${tag} `)) counts.set(n, (counts.get(n) ?? 0) + 1);
  return counts;
}

test('a 10,000-row sheet imports to the end in the simulated API, through a reload, with every valid row created once', async ({ page }) => {
  const tag = `Bench${Date.now().toString(36)}`;
  await loginViaApi(page, 'premium');
  await page.goto('/adm/productImport');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar peças' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Fotos (vários arquivos)').setInputFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
    { name: 'lado.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: false });
  });
  const path = test.info().outputPath('dez-mil.csv');
  writeFileSync(path, sheet(tag));
  await page.getByLabel('Planilha (.csv ou .xlsx)').setInputFiles(path);
  await expect(page.getByTestId('import-summary')).toHaveText('10.000 linhas: 9.997 válidas, 3 com erros.', { timeout: 60_000 });
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  console.log(`longest task while checking: ${Math.round(Math.max(0, ...longTasks))} ms`);
  expect(Math.max(0, ...longTasks)).toBeLessThanOrEqual(200);

  const started = Date.now();
  await page.getByRole('button', { name: 'Importar 9.997 peças válidas' }).click();
  // A reload a fifth of the way in: the rows under way are looked up, not sent again.
  await expect.poll(() => sent(page), { timeout: 10 * 60_000, intervals: [2_000] }).toBeGreaterThanOrEqual(2_000);
  await page.reload();
  await page.getByRole('button', { name: 'Continuar importação' }).click({ timeout: 30_000 });
  await expect(page.getByText(`Importação concluída: ${VALID.toLocaleString('pt-BR')} peças criadas, 0 com erros, 3 ignoradas.`)).toBeVisible({
    timeout: 35 * 60_000,
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(`${VALID} parts in ${Math.round(seconds)} s: ${Math.round((VALID / seconds) * 60)} parts/min`);

  const created = await partsNamed(page, tag);
  expect(created.size).toBe(VALID);
  expect([...created.entries()].filter(([, count]) => count !== 1)).toEqual([]);
  for (const n of BAD) expect(created.has(`${tag} ${n}`)).toBe(false);
});
