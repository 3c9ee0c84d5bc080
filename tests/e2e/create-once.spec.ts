import { expect, test, type Page } from '@playwright/test';
import { drawPngs } from './support/photos';
import { dropReplies, expectDropped, holdCalls, installNet, release, watchCalls, expectHeld } from './support/net';
import { DEMO } from './support/session';

/**
 * One intention, one record: each create (part, banner, plan payment order, bank slip, interest)
 * clicked twice 250 ms apart, and with its reply lost after the server acted and then clicked
 * again, ends with exactly one record on the server, counted through the API. The same spec runs
 * against the simulated API (service worker) and the real-HTTP build (playwright.api.config.ts),
 * whose server is shared by every test: each test makes records of its own (a unique code,
 * description or number) and counts only those.
 */

const apiBase = () => (test.info().config.metadata?.apiUrl as string | undefined) ?? '';
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 90 + 10)}`.slice(-9);

/** A call to the API from the page (its own origin's /api, or the API server), as `token`'s account. */
async function api<T>(page: Page, path: string, token: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ url, token, method, json }) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (json !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
      return (await res.json()) as { success: boolean; response: unknown };
    },
    { url: `${apiBase() || '/api'}${path}`, token, method: init.method ?? 'GET', json: init.json },
  );
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body.response)}`);
  return body.response as T;
}

/** A fresh token for a demo account (POST /login), from the page. */
async function tokenOf(page: Page, role: keyof typeof DEMO): Promise<string> {
  const { phone, password } = DEMO[role];
  return page.evaluate(
    async ({ url, credentials }) => {
      const res = await fetch(url, { method: 'POST', headers: { Authorization: `Basic ${btoa(credentials)}` } });
      return ((await res.json()) as { response: string }).response;
    },
    { url: `${apiBase() || '/api'}/login`, credentials: `${phone}:${password}` },
  );
}

/** Opens the app with the XHR controls installed, logged in as `role`; answers the session's token. */
async function signIn(page: Page, role: keyof typeof DEMO): Promise<string> {
  await installNet(page);
  await page.goto('/about');
  if (!apiBase()) await page.waitForFunction(() => (window as Window & { __SIMULATED_API_READY__?: boolean }).__SIMULATED_API_READY__ === true);
  const token = await tokenOf(page, role);
  await page.evaluate(
    ([t, p]) => {
      document.cookie = `jwtToken=${t}; path=/; max-age=604800; SameSite=Lax`;
      localStorage.setItem('phone', p);
    },
    [token, DEMO[role].phone] as const,
  );
  return token;
}

/** A click on the button named `name` that lands now, as a user's does: nothing when it is off or gone. */
async function clickNow(page: Page, name: string) {
  await page
    .evaluate((label) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
      button?.click();
    }, name)
    .catch((error: Error) => {
      // The page was being replaced (a bank slip's success reloads it): there was nothing to click.
      if (!/Execution context was destroyed/.test(error.message)) throw error;
    });
}

/** Two clicks on `name` 250 ms apart, the second one landing wherever the page then is. */
async function clickTwice250(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForTimeout(250);
  await clickNow(page, name);
}

/* ---------- part ---------- */

async function openPartForm(page: Page) {
  const token = await signIn(page, 'subscriber');
  await page.goto('/adm/productCreate');
  await expect(page.getByLabel('Nome da peça')).toBeVisible({ timeout: 15_000 });
  return token;
}

async function fillPart(page: Page, code: string) {
  await page.getByLabel('Nome da peça').fill(`Pastilha de freio ${code}`);
  await page.getByLabel('Código da peça (opcional)').fill(code);
  await page.getByLabel('Fabricante').fill('Bosch');
  await page.getByLabel('Marcas compatíveis').fill('Fiat');
  await page.getByLabel('Modelos e anos compatíveis').fill('Argo 2020');
  await page.keyboard.press('Escape');
  await page.getByLabel('Descrição').fill('Jogo com 4 pastilhas, novo na caixa.');
  await page.getByRole('radio', { name: 'Nova' }).check();
  await page.getByLabel('Preço').fill('12345');
  const photos = await drawPngs(page, [{ name: 'frente.png', width: 400, height: 300, color: '#1565c0' }]);
  await page.getByLabel('Imagens').setInputFiles(photos);
  await expect(page.getByRole('img', { name: 'Miniatura de frente.png' })).toBeVisible();
}

const partsCoded = async (page: Page, token: string, code: string) =>
  (await api<Array<{ code?: string }>>(page, '/products-adm/list', token)).filter((p) => p.code === code).length;

test.describe('part', () => {
  test('two clicks 250 ms apart create one part', async ({ page }) => {
    const token = await openPartForm(page);
    const code = `PF${stamp()}`;
    await fillPart(page, code);
    const creates = watchCalls(page, 'POST', /\/auto_part\/create$/);
    await clickTwice250(page, 'Cadastrar peça');
    await expect(page.getByText('Produto cadastrado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/adm\/productList$/);
    await creates.settled();
    expect(creates.sent()).toBe(1);
    expect(await partsCoded(page, token, code)).toBe(1);
  });

  test('a reply lost after the part was created, then a click: the app checks, sends nothing, and shows the part', async ({ page }) => {
    const token = await openPartForm(page);
    const code = `PF${stamp()}`;
    await fillPart(page, code);
    const creates = watchCalls(page, 'POST', /\/auto_part\/create$/);
    await dropReplies(page, 'POST', /\/auto_part\/create$/);
    await holdCalls(page, 'GET', /\/products-adm\/list$/);
    await page.getByRole('button', { name: 'Cadastrar peça' }).click();
    await expectDropped(page, 1);
    await expect(page.getByText('Não sabemos se a peça foi cadastrada. Verificando…')).toBeVisible();
    await clickNow(page, 'Cadastrar peça');
    await expect(page.getByRole('button', { name: 'Cadastrar peça' })).toBeDisabled();
    await expectHeld(page, 1);
    await release(page);
    await expect(page.getByText('A peça foi cadastrada: encontramos na sua lista.')).toBeVisible();
    await expect(page).toHaveURL(/\/adm\/productList$/);
    await creates.settled();
    expect(creates.sent()).toBe(1);
    expect(await partsCoded(page, token, code)).toBe(1);
  });

  test('a double click on Cadastrar peça never submits the form natively (no reload with the values in the address)', async ({ page }) => {
    const token = await openPartForm(page);
    const code = `PF${stamp()}`;
    await fillPart(page, code);
    const creates = watchCalls(page, 'POST', /\/auto_part\/create$/);
    await page.getByRole('button', { name: 'Cadastrar peça' }).dblclick();
    await expect(page.getByText('Produto cadastrado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/adm\/productList$/);
    await creates.settled();
    expect(await partsCoded(page, token, code)).toBe(1);
  });

  test('Back while the part is sent: it is created once and said afterwards; Forward opens an empty form, not the draft', async ({ page }) => {
    const token = await signIn(page, 'subscriber');
    await page.goto('/adm/productList');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('navigation', { name: 'Menu do painel' }).first().getByRole('link', { name: 'Cadastrar', exact: true }).click();
    await expect(page).toHaveURL(/\/adm\/productCreate$/);
    await expect(page.getByLabel('Nome da peça')).toBeVisible({ timeout: 15_000 });
    const code = `PF${stamp()}`;
    await fillPart(page, code);
    await holdCalls(page, 'POST', /\/auto_part\/create$/);
    await page.getByRole('button', { name: 'Cadastrar peça' }).click();
    await expectHeld(page, 1);

    await page.goBack();
    await expect(page).toHaveURL(/\/adm\/productList$/);
    await release(page);
    await expect(page.getByText(`A peça "Pastilha de freio ${code}" foi cadastrada.`)).toBeVisible();
    await expect(page).toHaveURL(/\/adm\/productList$/);

    await page.goForward();
    await expect(page).toHaveURL(/\/adm\/productCreate$/);
    await expect(page.getByLabel('Nome da peça')).toHaveValue('');
    expect(await partsCoded(page, token, code)).toBe(1);
  });
});

/* ---------- banner ---------- */

async function fillBanner(page: Page, description: string) {
  await page.goto('/adm/ads-create');
  await page.getByLabel('Descrição', { exact: true }).fill(description);
  const product = page.getByLabel('Produto', { exact: true });
  await expect(product.locator('option').nth(1)).toBeAttached({ timeout: 20_000 });
  await product.selectOption((await product.locator('option').nth(1).getAttribute('value'))!);
  const [picture] = await drawPngs(page, [{ name: 'farol.png', width: 600, height: 200, color: '#ef6c00' }]);
  await page.getByLabel('Imagens').setInputFiles(picture);
  await expect(page.getByRole('img', { name: 'Miniatura 1' })).toBeVisible();
}

const bannersNamed = async (page: Page, token: string, description: string) =>
  (await api<Array<{ description: string }>>(page, '/ads-list', token)).filter((b) => b.description === description).length;

test.describe('banner', () => {
  test('two clicks 250 ms apart create one banner', async ({ page }) => {
    const token = await signIn(page, 'premium');
    const description = `faróis em oferta ${stamp()}`;
    await fillBanner(page, description);
    const creates = watchCalls(page, 'POST', /\/ads$/);
    await clickTwice250(page, 'Gravar');
    await expect(page).toHaveURL(/\/adm\/ads-list$/);
    await expect(page.getByText('Banner criado com sucesso!')).toBeVisible();
    await creates.settled();
    expect(creates.sent()).toBe(1);
    expect(await bannersNamed(page, token, `F${description.slice(1)}`)).toBe(1);
  });

  test('a reply lost after the banner was created, then a click: the app checks, sends nothing, and opens the list', async ({ page }) => {
    const token = await signIn(page, 'premium');
    const description = `faróis em oferta ${stamp()}`;
    await fillBanner(page, description);
    const creates = watchCalls(page, 'POST', /\/ads$/);
    await dropReplies(page, 'POST', /\/ads$/);
    await holdCalls(page, 'GET', /\/ads-list$/);
    await page.getByRole('button', { name: 'Gravar' }).click();
    await expectDropped(page, 1);
    await expect(page.getByText('Não sabemos se o banner foi cadastrado. Verificando…')).toBeVisible();
    await clickNow(page, 'Gravar');
    await expect(page.getByRole('button', { name: 'Gravar' })).toBeDisabled();
    await release(page);
    await expect(page).toHaveURL(/\/adm\/ads-list$/);
    await expect(page.getByText('O banner foi cadastrado: encontramos na sua lista.')).toBeVisible();
    await creates.settled();
    expect(creates.sent()).toBe(1);
    expect(await bannersNamed(page, token, `F${description.slice(1)}`)).toBe(1);
  });
});

/* ---------- plan payment order ---------- */

interface StatementRow {
  id: number;
  status: string;
}

const waitingOrders = async (page: Page, token: string) =>
  (await api<{ data: StatementRow[] }>(page, '/subscriptions-user', token)).data.filter((row) => row.status === 'WAITING');

async function openPayment(page: Page) {
  const token = await signIn(page, 'buyer');
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Assinar o plano Bronze' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel('CPF ou CNPJ').pressSequentially('12345678909');
  await page.getByLabel('E-mail').fill('ana.ribeiro@exemplo.com.br');
  return token;
}

test.describe('plan payment order', () => {
  // One buyer, one order waiting at a time: one test after the other, each withdrawing its order.
  test.describe.configure({ mode: 'serial' });
  let withdraw: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await withdraw?.();
    withdraw = null;
  });
  const withdrawing = (page: Page, token: string) => async () => {
    for (const row of await waitingOrders(page, token))
      await api(page, '/payment-update-status', token, { method: 'PUT', json: { id: row.id, status: 'CANCELLED' } });
  };

  test('two clicks 250 ms apart register one order', async ({ page }) => {
    const token = await openPayment(page);
    withdraw = withdrawing(page, token);
    const requests = watchCalls(page, 'POST', /\/payment-request$/);
    await clickTwice250(page, 'Confirmar pagamento');
    await expect(page.getByText('Pedido de pagamento registrado! O boleto será enviado para você.')).toBeVisible();
    await requests.settled();
    expect(requests.sent()).toBe(1);
    expect(await waitingOrders(page, token)).toHaveLength(1);
    await expect(page.getByTestId('toast-danger')).toHaveCount(0);
  });

  test('a reply lost after the order was registered, then a click: the app checks, sends nothing, and says it is registered', async ({ page }) => {
    const token = await openPayment(page);
    withdraw = withdrawing(page, token);
    const requests = watchCalls(page, 'POST', /\/payment-request$/);
    await dropReplies(page, 'POST', /\/payment-request$/);
    await holdCalls(page, 'GET', /\/subscriptions-user$/);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expectDropped(page, 1);
    await expect(page.getByText('Não sabemos se o pedido de pagamento foi registrado. Verificando…')).toBeVisible();
    await clickNow(page, 'Confirmar pagamento');
    await expect(page.getByRole('button', { name: 'Confirmar pagamento' })).toBeDisabled();
    await release(page);
    await expect(page.getByText('Seu pedido de pagamento foi registrado: encontramos no seu extrato.')).toBeVisible();
    await requests.settled();
    expect(requests.sent()).toBe(1);
    expect(await waitingOrders(page, token)).toHaveLength(1);
    await expect(page.getByTestId('toast-danger')).toHaveCount(0);
  });
});

/* ---------- bank slip ---------- */

const PDF = {
  name: 'boleto.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

interface Order {
  payment_order_id: number | string;
  status: string;
  user: string;
  bi_status: number | null;
  bank_slip?: { our_number?: string } | null;
}

/**
 * Opens the slip dialog of a seeded order waiting for its slip: not the buyer's (the payment
 * tests make and withdraw her orders meanwhile), and one without a slip (the other test's has one).
 */
async function openSlip(page: Page, ourNumber: string) {
  const token = await signIn(page, 'manager');
  const orders = await api<Order[]>(page, '/manager-subscription-page', token);
  const order = orders.find((o) => o.status === 'WAITING' && !o.bank_slip && o.bi_status === null && o.user !== 'Ana Ribeiro')!;
  await page.goto(`/adm/paymentOrder?q=${order.payment_order_id}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(order.payment_order_id), exact: true }) });
  await row.getByRole('button', { name: 'Registrar boleto' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: `Registrar boleto da ordem nº ${order.payment_order_id}` });
  const due = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  await dialog.getByLabel('Data de vencimento').fill(due);
  await dialog.getByLabel('Nosso número').fill(ourNumber);
  await dialog.getByLabel('Código de barras').fill(`2379 ${ourNumber} 1111`);
  await dialog.getByLabel('Arquivo do boleto (PDF)').setInputFiles(PDF);
  return { token, dialog };
}

/** Resolves once the page has reloaded (each slip action ends with a reload) and the new page has loaded. */
async function reloadOf(page: Page): Promise<void> {
  // A new document: same-document history changes do not fire it.
  await page.waitForEvent('domcontentloaded', { timeout: 15_000 });
}

const slipsNumbered = async (page: Page, token: string, ourNumber: string) =>
  (await api<Array<{ bank_slip?: { our_number?: string } | null }>>(page, '/manager-subscription-page', token)).filter(
    (o) => o.bank_slip?.our_number === ourNumber,
  ).length;

test.describe('bank slip', () => {
  // Each registers a slip on the first seeded order waiting for one: one test after the other.
  test.describe.configure({ mode: 'serial' });

  test('two clicks 250 ms apart register one slip', async ({ page }) => {
    const ourNumber = stamp();
    const { token } = await openSlip(page, ourNumber);
    const registers = watchCalls(page, 'POST', /\/manager-bank-invoices$/);
    const reloaded = reloadOf(page);
    await clickTwice250(page, 'Registrar');
    await reloaded;
    await expect(page.getByText('Boleto registrado com sucesso!')).toBeVisible({ timeout: 15_000 });
    await registers.settled();
    expect(registers.sent()).toBe(1);
    expect(await slipsNumbered(page, token, ourNumber)).toBe(1);
  });

  test('a reply lost after the slip was registered, then a click: the app checks, sends nothing, and says it is registered', async ({ page }) => {
    const ourNumber = stamp();
    const { token, dialog } = await openSlip(page, ourNumber);
    const registers = watchCalls(page, 'POST', /\/manager-bank-invoices$/);
    await dropReplies(page, 'POST', /\/manager-bank-invoices$/);
    await holdCalls(page, 'GET', /\/manager-subscription-page$/);
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expectDropped(page, 1);
    await expect(dialog.getByText('Não sabemos se o boleto foi registrado. Verificando…')).toBeVisible();
    await clickNow(page, 'Registrar');
    await expect(dialog.getByRole('button', { name: 'Registrar' })).toBeDisabled();
    const reloaded = reloadOf(page);
    await release(page);
    // The page reloads with the toast, as after every slip action (the toast shows before the
    // reload too, so the count below waits for the reloaded page).
    await reloaded;
    await expect(page.getByText('O boleto foi registrado: encontramos na ordem de pagamento.')).toBeVisible({ timeout: 15_000 });
    expect(registers.sent()).toBe(1);
    expect(await slipsNumbered(page, token, ourNumber)).toBe(1);
  });
});

/* ---------- interest ---------- */

/**
 * A part of the Silver subscriber the buyer has shown no interest in yet (the `nth` one, so two
 * tests sharing a server never pick the same), and the subscriber's token to count its requests.
 */
async function partWithoutInterest(page: Page, buyerToken: string, nth: number) {
  const ownerToken = await tokenOf(page, 'subscriber');
  const parts = await api<Array<{ url?: string; part_name: string; quantity: number; status?: string }>>(page, '/products-adm/list', ownerToken);
  const free: Array<{ url: string; part_name: string }> = [];
  for (const p of parts) {
    if (!p.url || p.quantity < 1 || p.status === 'PAUSED') continue;
    const asked = await page.evaluate(
      async ({ url, token }) => ((await (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).json()) as { success: boolean }).success,
      { url: `${apiBase() || '/api'}/product-phone/${encodeURIComponent(p.url)}`, token: buyerToken },
    );
    if (!asked) free.push({ url: p.url, part_name: p.part_name });
    if (free.length > nth) break;
  }
  return { part: free[nth], ownerToken };
}

const interestsIn = async (page: Page, ownerToken: string, partName: string) =>
  (await api<Array<{ interested: string; car_part: string }>>(page, '/engagement-page', ownerToken)).filter(
    (e) => e.car_part === partName && e.interested === 'Ana Ribeiro',
  ).length;

async function openInterest(page: Page, nth: number) {
  const buyerToken = await signIn(page, 'buyer');
  const { part, ownerToken } = await partWithoutInterest(page, buyerToken, nth);
  await page.goto(`/product/${part.url}`);
  await page.getByRole('button', { name: 'Tenho Interesse' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Tenho interesse nesta peça' });
  await dialog.getByLabel('Li e concordo').check();
  await dialog.getByLabel('WhatsApp').check();
  return { part, ownerToken, dialog };
}

test.describe('interest request', () => {
  test('two clicks 250 ms apart register one interest', async ({ page }) => {
    const { part, ownerToken } = await openInterest(page, 0);
    const requests = watchCalls(page, 'POST', /\/engagement-request$/);
    await clickTwice250(page, 'Ver telefone');
    await expect(page.getByText('O anunciante foi avisado do seu interesse.')).toBeVisible();
    await requests.settled();
    expect(await interestsIn(page, ownerToken, part.part_name)).toBe(1);
    expect(requests.sent()).toBe(1);
  });

  test('a reply lost after the interest was registered, then a click: the app checks, sends nothing, and shows the phone', async ({ page }) => {
    const { part, ownerToken, dialog } = await openInterest(page, 1);
    const requests = watchCalls(page, 'POST', /\/engagement-request$/);
    await dropReplies(page, 'POST', /\/engagement-request$/);
    await holdCalls(page, 'GET', /\/product-phone\//);
    await dialog.getByRole('button', { name: 'Ver telefone' }).click();
    await expectDropped(page, 1);
    await expect(dialog.getByText('Não sabemos se o seu interesse foi registrado. Verificando…')).toBeVisible();
    await clickNow(page, 'Ver telefone');
    await expect(dialog.getByRole('button', { name: 'Ver telefone' })).toBeDisabled();
    await release(page);
    await expect(page.getByText('O anunciante foi avisado do seu interesse.')).toBeVisible();
    await expect(page.getByTestId('advertiser-phone')).toBeVisible();
    await requests.settled();
    expect(requests.sent()).toBe(1);
    expect(await interestsIn(page, ownerToken, part.part_name)).toBe(1);
  });
});
