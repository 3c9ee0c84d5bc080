import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Logs in through the two-step /auth page (phone, then password). */
async function login(page: Page, phone: string, password: string) {
  await page.getByLabel('Telefone').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('an unsubscribed buyer picks a plan, logs in, pays by bank slip and sees a waiting row', async ({ page }) => {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 2, name: 'Bronze' })).toBeVisible();
  await expectAccessible(page);

  const bronze = page.locator('.card', { has: page.getByRole('heading', { name: 'Bronze' }) });
  await bronze.getByLabel('Periodicidade do plano Bronze').selectOption('semiannual');
  await expect(bronze.getByText('R$ 269,46')).toBeVisible();
  await bronze.getByRole('button', { name: 'Assinar o plano Bronze' }).click();

  // The visitor logs in and comes back to the payment of the chosen plan.
  await expect(page).toHaveURL(/\/auth/);
  await login(page, '11987654321', 'comprador1');
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
  await expect(page.getByText('Semestral')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Boleto bancário' })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/shots/payment-1280.png', fullPage: true });

  await page.getByLabel('CPF ou CNPJ').pressSequentially('12345678909');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('123.456.789-09');
  await page.getByLabel('E-mail').fill('ana.ribeiro@exemplo.com.br');
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByText(/Pedido de pagamento registrado/)).toBeVisible();
  await expect(page).toHaveURL(/\/adm\/dashboard$/, { timeout: 8000 });

  await page.goto('/adm/subscription/statement');
  const row = page.getByRole('row', { name: /Bronze/ });
  await expect(row.getByText('Aguardando')).toBeVisible();
  await expect(row.getByText('Semestral')).toBeVisible();
  await expect(row.getByText('R$ 269,46')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Baixar boleto' })).toHaveCount(0);
  await expectAccessible(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/statement-${width}.png`, fullPage: true });
  }
});

test('the Premium advertiser creates a banner, sees it on the home page, edits and deletes it', async ({ page }) => {
  await page.goto('/auth');
  await login(page, '11965432109', 'premium1');
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto('/adm/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Menu do painel' }).first();
  await expect(sidebar.getByRole('link', { name: 'Criar banner' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Criar banner' }).click();
  await expect(page.getByRole('heading', { name: 'Criar banner' })).toBeVisible();
  await expectAccessible(page);

  const description = `ofertas de faróis ${Date.now()}`;
  await page.getByLabel('Descrição', { exact: true }).fill(description);
  const product = page.getByLabel('Produto', { exact: true });
  await expect(product.locator('option').nth(1)).toBeAttached({ timeout: 15000 });
  const value = await product.locator('option').nth(1).getAttribute('value');
  await product.selectOption(value!);
  await page.getByLabel('Imagens').setInputFiles({
    name: 'farol.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await expect(page.getByRole('img', { name: 'Miniatura 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Gravar' }).click();

  await expect(page).toHaveURL(/\/adm\/ads-list$/);
  await expect(page.getByText('Banner criado com sucesso!')).toBeVisible();
  // The list shows the description with its first letter in capitals.
  await expect(page.getByRole('link', { name: `O${description.slice(1)}`, exact: true })).toBeVisible();
  await expectAccessible(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/ads-list-${width}.png`, fullPage: true });
  }

  // In-app navigation: a full reload right after a write could read the simulated API's
  // IndexedDB copy before its (debounced) save of the large demo state has finished.
  await page.getByRole('link', { name: 'Voltar ao site' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.banner-carousel').getByText(description)).toBeAttached();

  await page.goBack();
  await expect(page).toHaveURL(/\/adm\/ads-list$/);
  // The edit URL carries the banner id.
  await page.getByRole('link', { name: `O${description.slice(1)}`, exact: true }).click();
  await expect(page).toHaveURL(/\/adm\/ads-update\?id=\d+$/);
  // Created with its first letter in capitals, as the create form shows and sends it.
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue(`O${description.slice(1)}`);
  await expectAccessible(page);
  const edited = `${description} editado`;
  await page.getByLabel('Descrição', { exact: true }).fill(edited);
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page).toHaveURL(/\/adm\/ads-list$/);
  await expect(page.getByRole('link', { name: `O${edited.slice(1)}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Excluir o banner ${edited}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Excluir banner')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Banner removido com sucesso!')).toBeVisible();
  await expect(page.getByRole('link', { name: edited, exact: true })).toHaveCount(0);
});

test('the subscriber without a banner package buys one and sees it waiting in the advertising statement', async ({ page }) => {
  await page.goto('/auth');
  await login(page, '11976543210', 'assinante1');
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/adm/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Menu do painel' }).first();
  await sidebar.getByRole('link', { name: 'Contratar publicidade' }).click();
  await expect(page).toHaveURL(/\/ads\/subscribe$/);
  await expect(page.getByRole('heading', { name: '15 dias' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Contratar 15 dias' }).click();
  await expect(page).toHaveURL(/\/ads\/payment$/);
  await expect(page.getByText('Banner na página inicial por 15 dias')).toBeVisible();
  await page.getByLabel('CPF ou CNPJ').pressSequentially('11222333000181');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
  await page.getByLabel('E-mail').fill('carlos@autopecassilva.com.br');
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page).toHaveURL(/\/adm\/dashboard$/, { timeout: 8000 });
  await page.goto('/adm/ads-statement');
  await expect(page.getByRole('row', { name: /Banner por 15 dias/ }).getByText('Aguardando')).toBeVisible();
  await expectAccessible(page);
});

test('plans page and payment look right on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 2, name: 'Gold' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/plans-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/shots/plans-1280.png', fullPage: true });
  expect(
    await page
      .locator('.plan-card')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height),
  ).toBeGreaterThanOrEqual(480);
});
