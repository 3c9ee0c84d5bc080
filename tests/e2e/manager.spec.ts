import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const BUYER = { phone: '11987654321', password: 'comprador1', name: 'Ana Ribeiro' };
const MANAGER = { phone: '11990000001', password: 'gestor123' };
const PDF = {
  name: 'boleto-ana.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Logs in through the two-step /auth page (phone, then password). */
async function login(page: Page, phone: string, password: string) {
  await page.getByLabel('Telefone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Another account on the same browser (the simulated API's data stays in this context). */
async function switchTo(page: Page, phone: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/auth');
  await login(page, phone, password);
}

test('the manager registers, sends and settles the bank slip of a new subscription, and the subscriber sees it active', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // The unsubscribed buyer subscribes to Bronze (Basic), monthly, paying by bank slip.
  await page.goto('/subscription');
  const bronze = page.locator('.card', { has: page.getByRole('heading', { name: 'Bronze' }) });
  await bronze.getByRole('button', { name: 'Assinar o plano Bronze' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await login(page, BUYER.phone, BUYER.password);
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel('CPF ou CNPJ').pressSequentially('12345678909');
  await page.getByLabel('E-mail').fill('ana.ribeiro@exemplo.com.br');
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page).toHaveURL(/\/adm\/dashboard$/, { timeout: 10_000 });

  // The manager finds that order among 5,000.
  await switchTo(page, MANAGER.phone, MANAGER.password);
  await page.goto('/adm/paymentOrder');
  await expect(page.getByText('5.001 ordens encontradas')).toBeVisible({ timeout: 20_000 });
  // At 1280 px the orders are a table: one row per order. The status choices are toggle buttons: their labels take the click.
  const waitingChoice = page
    .getByRole('group', { name: 'Situação' })
    .locator('label')
    .filter({ hasText: /^Aguardando/ });
  await waitingChoice.click();
  await expect(page.getByRole('checkbox', { name: /^Aguardando/ })).toBeChecked();
  await page.getByLabel('Usuário ou nº da ordem').fill(BUYER.name);
  await expect(page).toHaveURL(/status=WAITING/);
  const item = page.getByRole('row').filter({ hasText: BUYER.name }).filter({ hasText: 'Bronze' });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('R$ 49,90')).toBeVisible();
  await expect(item.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ }).first()).toBeVisible();
  await expectAccessible(page);

  // Register the slip: a duplicate our number is refused first, with the catalogue's text.
  await item.getByRole('button', { name: 'Registrar boleto' }).click();
  const dialog = page.getByRole('dialog', { name: /Registrar boleto da ordem nº \d+/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Data de vencimento').fill('2026-12-10');
  await dialog.getByLabel('Nosso número').fill('7000000150');
  await dialog.getByLabel('Código de barras').fill('2379 0000 1111 2222');
  await dialog.getByLabel('Arquivo do boleto (PDF)').setInputFiles(PDF);
  await expectAccessible(page);
  const used = await page.evaluate(async () => {
    const res = await fetch('/api/manager-subscription-page', { headers: { Authorization: `Bearer ${document.cookie.match(/jwtToken=([^;]+)/)?.[1] ?? ''}` } });
    const body = (await res.json()) as { response: Array<{ bank_slip: { our_number: string } | null }> };
    return body.response.find((o) => o.bank_slip?.our_number)?.bank_slip?.our_number ?? '';
  });
  await dialog.getByLabel('Nosso número').fill(used);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Você já utilizou esta referência NOSSO NÚMERO ou CÓDIGO DE BARRAS.');
  await dialog.getByLabel('Nosso número').fill('55500099');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  // The page reloads and shows the stored toast; the filters survive in the URL.
  await expect(page.getByText('Boleto registrado com sucesso!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/status=WAITING/);
  await expect(item.getByText('Registrado', { exact: true })).toBeVisible();

  const send = item.getByRole('button', { name: 'Enviar boleto' });
  await expect(send).toHaveClass(/btn-danger/);
  await send.click();
  await expect(page.getByText('Boleto enviado com sucesso!')).toBeVisible({ timeout: 15_000 });
  // Sent orders leave the WAITING filter: look at every status now.
  await waitingChoice.click();
  await expect(page.getByRole('checkbox', { name: /^Aguardando/ })).not.toBeChecked();
  await expect(item.getByText('Enviado', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible({ timeout: 15_000 });
  await expect(item.getByRole('cell', { name: 'Pago', exact: true })).toBeVisible();
  await expect(item.getByRole('button')).toHaveCount(0);

  // The subscriber's statement now shows the plan as active.
  await switchTo(page, BUYER.phone, BUYER.password);
  await page.goto('/adm/subscription/statement');
  const row = page.getByRole('row', { name: /Bronze/ });
  await expect(row.getByText('Ativo')).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('the manager sees the finance panel and filters and exports the subscriptions report; the pages are accessible', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/auth');
  await login(page, MANAGER.phone, MANAGER.password);
  await page.goto('/adm/dashboard');
  await expect(page.getByRole('heading', { name: 'Controle financeiro' })).toBeVisible();
  await expect(page.getByTestId('invoicesWaiting')).toContainText(/\d+/);
  await expect(page.getByTestId('invoicesExpiring')).toContainText('Vencimento hoje ou nos próximos 3 dias');
  await expect(page.getByTestId('invoicesExpired')).toContainText('Em aberto, com o dia do vencimento já passado');
  const sidebar = page.getByRole('navigation', { name: 'Menu do painel' }).first();
  await expect(sidebar.getByRole('link')).toHaveText(['Painel', 'Ordens de pagamento', 'Relatório de assinaturas']);
  await expectAccessible(page);

  await sidebar.getByRole('link', { name: 'Relatório de assinaturas' }).click();
  await expect(page.getByRole('heading', { name: 'Relatório de assinaturas' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Situação').selectOption('ACTIVATED');
  await page.getByLabel('Plano').selectOption('Premium');
  await expect(page).toHaveURL(/status=ACTIVATED&plan=Premium/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Gold');
  for (const text of await rows.allInnerTexts()) {
    if (text.startsWith('Nome')) continue;
    expect(text).toContain('Gold');
    expect(text).toContain('Ativo');
  }
  await expectAccessible(page);

  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByLabel('Situação')).toHaveValue('ACTIVATED');
  await expect(page.getByLabel('Plano')).toHaveValue('Premium');
  await expect(rows.nth(1)).toContainText('Gold');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^relatorio-assinaturas-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Nome;Plano;Situação;Criada;Vencimento');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes(';Gold;Ativo;'))).toBe(true);

  // Nothing matches: the report's empty text.
  await page.getByLabel('Situação').selectOption('WAITING');
  await page.getByLabel('Plano').selectOption('Free');
  await expect(page.getByText('Nenhum dado a ser apresentado')).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/adm/report/subscriptions?status=ACTIVATED');
    await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `/tmp/shots/manager-report-${width}.png` });
    await page.goto('/adm/paymentOrder');
    await expect(page.getByText('5.000 ordens encontradas')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `/tmp/shots/manager-orders-${width}.png` });
  }
});

test('the manager pages run under the Content-Security-Policy with no violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('__managerCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __managerCspViolation: (t: string) => void }).__managerCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/auth');
  await login(page, MANAGER.phone, MANAGER.password);
  for (const path of ['/adm/dashboard', '/adm/report/subscriptions?plan=Basic', '/adm/paymentOrder?status=WAITING']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('button', { name: 'Registrar boleto' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});
