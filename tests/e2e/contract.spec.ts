import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/session';

/**
 * End to end: the built app given a reply that breaks the contract shows the
 * screen's error view with 'Tentar novamente', never invented values (0 / 0 / 0 counts,
 * 'R$ 0,00' or a 300-digit price, 'Agora'), and the retry loads the screen once the reply is right.
 *
 * The simulated API answers inside the page (a service worker), out of page.route's reach, so
 * here the worker is blocked and page.route is the server: every /api call is answered below.
 */
test.use({ serviceWorkers: 'block' });

type Replies = Record<string, () => unknown>;

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A session token as the server issues it (the app reads its payload; the server checks the signature). */
function tokenFor(role: 'manager' | 'subscriber'): string {
  const payload = {
    username: role === 'manager' ? 'Gestor Financeiro' : 'Carlos Mendes',
    image: '',
    subscriber: role === 'manager' ? 'manager' : 'true',
    progress: 'complete',
    phone: DEMO[role].phone,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
}

/**
 * Answers /api/<path> from `replies` (each read at the time of the call, so a test can change
 * one before pressing retry); the footer's version is always there; anything else is a 404.
 */
async function serveApi(page: Page, replies: Replies): Promise<string[]> {
  const unknown: string[] = [];
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/api/, '');
    const reply = replies[path] ?? (path === '/version' ? () => '1.2.3.1' : undefined);
    if (!reply) {
      unknown.push(path);
      await route.fulfill({ status: 404, json: { success: false, response: 'NOT_FOUND' } });
      return;
    }
    await route.fulfill({ json: { success: true, response: reply() } });
  });
  return unknown;
}

async function logInAs(page: Page, role: 'manager' | 'subscriber', baseURL: string) {
  await page.context().addCookies([{ name: 'jwtToken', value: tokenFor(role), url: baseURL }]);
}

test('manager dashboard: counts missing from the reply are the error view, not 0 / 0 / 0; the retry shows the counts', async ({ page, baseURL }) => {
  await logInAs(page, 'manager', baseURL!);
  // The shape of another screen's reply: no count at all (the old schema read each as 0).
  let dashboard: unknown = { moreparts: 'x', data: 5 };
  await serveApi(page, { '/adm-dashboard-page': () => dashboard });
  await page.goto('/adm/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Controle financeiro' })).toBeVisible();
  const view = page.getByRole('alert').filter({ hasText: 'Falha ao requisitar os dados para o Dashboard' });
  await expect(view).toBeVisible();
  await expect(page.getByTestId('invoicesWaiting')).toHaveCount(0);

  dashboard = { invoicesWaiting: 12, invoicesExpiring: '4', invoicesExpired: 7 };
  await view.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByTestId('invoicesWaiting')).toContainText('12');
  await expect(page.getByTestId('invoicesExpiring')).toContainText('4');
  await expect(page.getByTestId('invoicesExpired')).toContainText('7');
  await expect(view).toHaveCount(0);
});

test('product page: a price of 1e308 is the error view, not "R$ 0,00" nor a 300-digit price; the retry shows the price', async ({ page }) => {
  const main = { productId: 7, url: 'farol-teste-7', description: 'Farol dianteiro de teste', condition: 'Novo', images: [], advertiser: 'Auto Peças Teste' };
  let value: unknown = 1e308;
  await serveApi(page, { '/product/farol-teste-7': () => ({ main: { ...main, value }, secondary: [] }) });
  await page.goto('/product/farol-teste-7');

  const view = page.getByRole('alert').filter({ hasText: 'Desculpe-nos! Não foi possível carregar os dados neste momento.' });
  await expect(view).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('R$');

  value = 1234.56;
  await view.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Farol dianteiro de teste' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('R$ 1.234,56');
  await expect(view).toHaveCount(0);
});

test('interest requests: a date that cannot be read is the error view, not "Agora"; the retry shows the request', async ({ page, baseURL }) => {
  await logInAs(page, 'subscriber', baseURL!);
  let date = 'ontem';
  const row = () => [{ id: 41, interested: 'Ana Ribeiro', car_part: 'Farol dianteiro', date, status: 'OPENED', quantity: 1 }];
  await serveApi(page, { '/engagement-page': row });
  await page.goto('/adm/engagement');

  const view = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os pedidos de interesse neste momento.' });
  await expect(view).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Agora');
  await expect(page.getByRole('main')).not.toContainText('Ana Ribeiro');

  date = new Date(Date.now() - 2 * 3600_000).toISOString();
  await view.getByRole('button', { name: 'Tentar novamente' }).click();
  const request = page.getByTestId('engagement-row-41');
  await expect(request).toContainText('Ana Ribeiro');
  await expect(request).toContainText('há 2 horas');
  await expect(view).toHaveCount(0);
});

test.describe('addresses from the server', () => {
  const waitingRow = {
    id: 1,
    planId: 2,
    description: 'Basic',
    status: 'WAITING',
    frequency: 'monthly',
    max: 200,
    expires: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    payment_method: 'bank_slip',
    amount: 49.9,
    discount: 0,
    bi_status: 0,
    payment_order_id: 7,
  };
  const slip = (url: string) => ({ id: 1, barcode: '1', our_number: '2', due_date: '2030-01-10', url });

  /** Serves the statement with one waiting row and its slip at `url`; `/uploads/evil` answers an HTML page. */
  async function statementWithSlipAt(page: Page, baseURL: string, url: string) {
    await logInAs(page, 'subscriber', baseURL);
    await serveApi(page, {
      '/subscriptions-user': () => ({ data: [waitingRow], isUpdateable: false }),
      '/subscription-user-bank-slip/1': () => slip(url),
      '/user-status': () => ({ ads: { id: 1, status: 'hidden', reason: '' } }),
      '/engagement-page': () => [],
    });
    await page.route('**/api/uploads/evil', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><script>localStorage.setItem("pwned", document.cookie || "yes")</script>' }),
    );
    await page.goto('/adm/subscription/statement');
  }

  for (const url of ['javascript:localStorage.setItem("pwned","yes")', '/api/uploads/evil', 'data:text/html,<script>alert(1)</script>']) {
    test(`a bank slip at ${url.slice(0, 24)}... is a broken reply: the tab opened at the click closes, a red toast says so`, async ({
      page,
      context,
      baseURL,
    }) => {
      await statementWithSlipAt(page, baseURL!, url);
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Baixar boleto' }).click()]);
      await expect(page.getByTestId('toast-danger')).toContainText('O servidor respondeu de um jeito inesperado.');
      await expect.poll(() => popup.isClosed()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('pwned'))).toBeNull();
    });
  }

  test('a product picture that is not http(s) is the error view, not an image', async ({ page }) => {
    const main = { productId: 7, url: 'farol-teste-7', description: 'Farol dianteiro de teste', condition: 'Novo', value: 10, advertiser: 'Auto Peças Teste' };
    let images = ['javascript:alert(1)'];
    await serveApi(page, { '/product/farol-teste-7': () => ({ main: { ...main, images }, secondary: [] }) });
    await page.goto('/product/farol-teste-7');
    const view = page.getByRole('alert').filter({ hasText: 'Desculpe-nos! Não foi possível carregar os dados neste momento.' });
    await expect(view).toBeVisible();
    await expect(page.locator('img[src^="javascript:"]')).toHaveCount(0);

    images = ['/demo/parts/farol.svg'];
    await view.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Farol dianteiro de teste' })).toBeVisible();
  });
});
