import { expect, test, type Page } from '@playwright/test';
import { apiReady, DEMO, tokenOf } from './support/session';

/** A bank slip due ten days from now (Brasília), inside the one-year window a due date must fall in. */
const dueInTenDays = () => new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/**
 * The simulated API as strict as a real one, in the browser: a registered bank slip opens as its
 * PDF (not a 'Página não encontrada' tab), an edited token is refused, a text file renamed '.png'
 * is not published; and an English browser reads no Portuguese server text.
 */

type Role = keyof typeof DEMO;
const PDF_TEXT = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

async function call(
  page: Page,
  token: string,
  method: string,
  path: string,
  form?: Record<string, string>,
  file?: { name: string; type: string; text: string },
) {
  return page.evaluate(
    async ({ token, method, path, form, file }) => {
      let body: FormData | undefined;
      if (form) {
        body = new FormData();
        for (const [k, v] of Object.entries(form)) body.append(k, v);
        if (file) body.append('file', new File([file.text], file.name, { type: file.type }));
      }
      const res = await fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, body });
      return { status: res.status, body: (await res.json()) as { success: boolean; response: unknown } };
    },
    { token, method, path, form, file },
  );
}

async function browseAs(page: Page, role: Role, token: string) {
  await page.evaluate(
    ([t, p]) => {
      document.cookie = `jwtToken=${t}; path=/; max-age=604800; SameSite=Lax`;
      localStorage.setItem('phone', p);
    },
    [token, DEMO[role].phone] as const,
  );
}

test("'Baixar boleto' opens the PDF the manager registered", async ({ page, context }) => {
  await apiReady(page);
  const buyer = await tokenOf(page, 'buyer');
  const manager = await tokenOf(page, 'manager');
  const requested = await call(page, buyer, 'POST', '/payment-request', {
    email: 'ana@exemplo.com.br',
    method: 'bank_slip',
    identification: '12345678909',
    plan_id: '2',
    frequency: 'monthly',
  });
  expect(requested.status).toBe(200);
  const statement = (await call(page, buyer, 'GET', '/subscriptions-user')).body.response as { data: { status: string; payment_order_id: number }[] };
  const order = String(statement.data.find((r) => r.status === 'WAITING')!.payment_order_id);
  const registered = await call(
    page,
    manager,
    'POST',
    '/manager-bank-invoices',
    { payment_order: order, due_date: dueInTenDays(), barcode: '23790504004199000000000000000000100000000000000', our_number: '55667788' },
    { name: 'boleto.pdf', type: 'application/pdf', text: PDF_TEXT },
  );
  expect(registered.body).toMatchObject({ success: true, response: 'PAYMENT_ORDER_SUCCESS' });

  await browseAs(page, 'buyer', buyer);
  await page.goto('/adm/subscription/statement');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Baixar boleto' }).first().click()]);
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  // The tab holds the registered file in the PDF viewer, not the app's 'Página não encontrada'.
  await popup.waitForLoadState();
  expect(await popup.evaluate(() => document.contentType)).toBe('application/pdf');
  await expect(popup.getByText('Página não encontrada')).toHaveCount(0);
});

test('an edited token is refused, and a text file renamed .png is not published', async ({ page }) => {
  await apiReady(page);
  const token = await tokenOf(page, 'subscriber');
  const [h, p] = token.split('.');
  const forged = `${h}.${p}.${btoa('outra-assinatura').replace(/=+$/, '')}`;
  expect((await call(page, forged, 'GET', '/user-data-profile')).status).toBe(401);
  expect((await call(page, token, 'GET', '/user-data-profile')).status).toBe(200);

  await browseAs(page, 'subscriber', token);
  await page.goto('/adm/productCreate');
  await page.getByLabel('Imagens').setInputFiles([{ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('isto não é uma imagem') }]);
  await expect(page.getByText("'foto.png' não é uma imagem aceita (JPG, PNG ou WebP).")).toBeVisible();
  await expect(page.getByRole('img', { name: /foto\.png/ })).toHaveCount(0);
});

test.describe('English browser', () => {
  test.use({ locale: 'en-US' });

  test('signup with a registered phone says so, with links to log in and recover', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Paula Mendes');
    await page.getByLabel('Phone').fill(DEMO.buyer.phone);
    await page.getByLabel('E-mail').fill('paula@exemplo.com.br');
    await page.getByLabel('Password', { exact: true }).fill('Segura123');
    await page.getByLabel('Confirm the password').fill('Segura123');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This phone number already has an account.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Recover access' })).toBeVisible();
    await alert.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel('Phone')).toHaveValue('(11) 9-8765-4321');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('errada123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong phone number or password' })).toBeVisible();
  });
});
