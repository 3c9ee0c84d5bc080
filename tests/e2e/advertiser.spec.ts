import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginViaApi } from './support/session';
import { fromStored, waitForStoredSession } from './support/stored';

// A 1 x 1 PNG: real image bytes, so the public product page can show what was uploaded.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Logs in through the /auth screen (phone, then password); the return target brings us back. */
async function loginThroughScreen(page: Page, role: keyof typeof DEMO) {
  await page.getByLabel('Telefone').fill(DEMO[role].phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(DEMO[role].password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** API login (support/session.ts), kept once the simulated API has stored the session. */
async function login(page: Page, role: keyof typeof DEMO) {
  await loginViaApi(page, role);
  await waitForStoredSession(page);
}

/** Logs in and opens an admin path. */
async function openAs(page: Page, role: keyof typeof DEMO, path: string) {
  await login(page, role);
  await page.goto(path);
  await expect(page.locator('#adm-main h1').first()).toBeVisible({ timeout: 15_000 });
}

async function storedEngagementCount(page: Page): Promise<number> {
  return fromStored(page, (state) => state?.engagements.length ?? 0, undefined);
}

function card(page: Page, name: string) {
  return page.getByTestId('adm-product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function cardOption(page: Page, name: string, option: string) {
  await page.getByRole('button', { name: `Opções de ${name}` }).click();
  await page
    .getByRole('button', { name: option, exact: true })
    .or(page.getByRole('link', { name: option, exact: true }))
    .click();
}

test('subscriber creates a part with two images, sees it on the site and in search, edits price, changes stock, deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 100000;
  const name = `Retrovisor teste ${suffix}`;
  // The public pages title a part by its name; the description is its information text.
  const description = `Retrovisor elétrico esquerdo ${suffix}`;
  await page.goto('/adm/productCreate');
  await expect(page).toHaveURL(/\/auth/);
  await loginThroughScreen(page, 'subscriber');
  await expect(page.getByRole('heading', { name: 'Painel do anunciante' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/adm/productCreate');
  await page.getByLabel('Nome da peça').fill(name);
  await page.getByLabel('Código da peça (opcional)').fill('RT-123');
  await page.getByLabel('Fabricante').fill('Metagal');
  await page.getByLabel('Marcas compatíveis').fill('Fiat');
  await page.getByLabel('Modelos e anos compatíveis').fill('Argo 2021');
  await page.getByLabel('Descrição').fill(description);
  await page.getByLabel('Preço').pressSequentially('123456');
  await expect(page.getByLabel('Preço')).toHaveValue('1.234,56');
  await page.getByRole('radio', { name: 'Nova' }).check();
  await page.getByLabel('Quantidade').fill('2');
  await page.getByLabel('Imagens').setInputFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
    { name: 'lado.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('img', { name: 'Miniatura de lado.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar peça' }).click();

  await expect(page).toHaveURL(/\/adm\/productList$/);
  await expect(page.getByTestId('toast-success')).toContainText('Produto cadastrado com sucesso!');
  await page.getByLabel('Filtrar produtos').fill(name);
  await expect(card(page, name)).toContainText('R$ 1.234,56');

  // The public product page shows the uploaded images.
  await cardOption(page, name, 'Ver no site');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.product-informations')).toHaveText(description);
  await expect(page.getByText('R$ 1.234,56').first()).toBeVisible();
  const uploaded = page.locator('img[src*="/api/uploads/"]');
  await expect(uploaded.first()).toBeVisible();
  expect(await uploaded.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // ... and search finds it.
  await page.getByRole('search').getByPlaceholder('Digite aqui o nome da peça que procura').fill(`retrovisor eletrico esquerdo ${suffix}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\//);
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 15_000 });

  // Edit the price.
  await page.goto('/adm/productList');
  await page.getByLabel('Filtrar produtos').fill(name);
  await cardOption(page, name, 'Editar');
  await expect(page).toHaveURL(/\/adm\/productUpdate\?id=\d+/);
  await expect(page.getByLabel('Nome da peça')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Preço')).toHaveValue('1.234,56');
  await page.getByLabel('Preço').fill('');
  await page.getByLabel('Preço').pressSequentially('99990');
  await expect(page.getByLabel('Preço')).toHaveValue('999,90');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Produto atualizado com sucesso!' })).toBeVisible();
  await page.getByLabel('Filtrar produtos').fill(name);
  await expect(card(page, name)).toContainText('R$ 999,90');

  // Change the stock.
  await cardOption(page, name, 'Estoque');
  const stock = page.getByRole('dialog', { name: 'Estoque' });
  await expect(stock.getByLabel('Quantidade em estoque')).toHaveValue('2');
  await stock.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await stock.getByRole('button', { name: 'Salvar estoque' }).click();
  await expect(page.getByText('Estoque atualizado com sucesso!')).toBeVisible();
  await expect(card(page, name)).toContainText('Estoque: 3');

  // Delete it.
  await cardOption(page, name, 'Excluir');
  await page.getByRole('dialog', { name: 'Excluir produto' }).getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page.getByText('Produto removido com sucesso!')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test('a buyer registers interest and the advertiser answers it', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, 'subscriber', '/adm/productList');
  const first = page.getByTestId('adm-product-card').first();
  const partName = (await first.getByRole('heading').textContent())!.trim();
  await cardOption(page, partName, 'Ver no site');
  await expect(page).toHaveURL(/\/product\//);
  const productPath = new URL(page.url()).pathname;

  // The buyer, in the same browser (same simulated database).
  await login(page, 'buyer');
  const before = await storedEngagementCount(page);
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Tenho Interesse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tenho interesse nesta peça' });
  await dialog.getByLabel('Li e concordo').check();
  await dialog.getByLabel('Ligação').check();
  await dialog.getByRole('button', { name: 'Ver telefone' }).click();
  await expect(page.getByText('O anunciante foi avisado do seu interesse.')).toBeVisible();
  await expect.poll(() => storedEngagementCount(page), { timeout: 30_000, intervals: [300] }).toBeGreaterThan(before);

  await openAs(page, 'subscriber', '/adm/engagement');
  const row = page.locator('tbody tr').filter({ hasText: 'Ana Ribeiro' }).filter({ hasText: partName }).filter({ hasText: 'Agora' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Responder ao pedido de Ana Ribeiro' }).click();
  const answer = page.getByRole('dialog', { name: 'Responder ao interessado' });
  await expect(answer.getByRole('button', { name: 'Enviar resposta' })).toBeDisabled();
  await answer.getByLabel('Enviar meus dados de contato ao interessado').check();
  await answer.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByText('Seus dados de contato foram enviados ao interessado.')).toBeVisible();
  await expect(row).toContainText('Dados enviados');
});

test('the Premium 10,000-product list opens and scrolls to the end', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, 'premium', '/adm/productList');
  await expect(page.getByText('10000 produtos').or(page.getByText('10.000 produtos'))).toBeVisible({ timeout: 30_000 });
  const rendered = await page.getByTestId('adm-product-card').count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(200);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const grid = page.getByTestId('adm-product-grid');
  await expect
    .poll(async () => {
      const box = await grid.boundingBox();
      const cards = await page.getByTestId('adm-product-card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom));
      return box ? cards.some((b) => b > 0 && box.y + box.height - b < 400) : false;
    })
    .toBe(true);
  await page.getByLabel('Filtrar produtos').fill('Farol');
  await expect(page.getByText(/de 10000 produtos|de 10.000 produtos/)).toBeVisible();
});

test('an unsubscribed user sees the invitation to subscribe on the dashboard', async ({ page }) => {
  await openAs(page, 'buyer', '/adm/dashboard');
  await expect(page.getByRole('heading', { name: 'Anuncie suas peças no PeçaJá' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Conhecer os planos' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
