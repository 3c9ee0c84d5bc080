import { expect, test, type Page } from '@playwright/test';
import { apiReady, DEMO, loginViaApi } from './support/session';

/**
 * Faults, odd addresses and serving, as the probe found them on the built app: an action that
 * fails offline keeps the page, a full localStorage does not stop the login, a capitalised admin
 * address does not open another role's page, and the preview does not serve the build's records.
 */

const ACCESS_MESSAGE = 'Essa página não faz parte do seu perfil. Você está no painel.';

/** Fills this origin's localStorage until the browser refuses another byte (QuotaExceededError). */
async function fillStorage(page: Page) {
  const refused = await page.evaluate(() => {
    let n = 0;
    for (const size of [1024 * 1024, 64 * 1024, 1024, 16, 1]) {
      const block = 'x'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`filler-${n++}`, block);
        } catch {
          break;
        }
      }
    }
    try {
      localStorage.setItem('phone', '11987654321');
      return false;
    } catch (e) {
      return (e as DOMException).name;
    }
  });
  expect(refused).toBe('QuotaExceededError');
}

test('with localStorage full, the login goes through and leaves the password step', async ({ page }) => {
  await apiReady(page);
  await fillStorage(page);
  await page.goto('/auth');
  await page.getByLabel('Telefone', { exact: true }).fill(DEMO.buyer.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.buyer.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  expect(await page.evaluate(() => document.cookie.includes('jwtToken='))).toBe(true);
});

test("offline, 'Cancelar ordem' keeps the page and the reason and says so; back online it cancels and reloads", async ({ page, context }) => {
  await loginViaApi(page, 'manager');
  await page.goto('/adm/paymentOrder?status=WAITING');
  const cancel = page.getByRole('button', { name: 'Cancelar ordem' }).first();
  await expect(cancel).toBeVisible({ timeout: 15_000 });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar ordem de pagamento' });
  await dialog.getByLabel('Motivo do cancelamento').fill('Cliente pediu o cancelamento');
  const url = page.url();
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Cancelar ordem' }).click();
  await expect(page.getByTestId('toast-danger')).toContainText('Sem conexão com a internet. Verifique sua conexão e tente novamente.', { timeout: 3000 });
  expect(page.url()).toBe(url);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Motivo do cancelamento')).toHaveValue('Cliente pediu o cancelamento');

  await context.setOffline(false);
  await expect(dialog.getByRole('button', { name: 'Cancelar ordem' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancelar ordem' }).click();
  // The reload's toast, on the same view.
  await expect(page.getByTestId('toast-success')).toContainText('Ordem de pagamento cancelada com sucesso!', { timeout: 15_000 });
  expect(page.url()).toBe(url);
});

test.describe('admin addresses spelled otherwise', () => {
  for (const path of ['/adm/PaymentOrder', '/adm/Report/Subscriptions', '/adm//paymentOrder']) {
    test(`a subscriber on ${path} lands on the dashboard, still logged in`, async ({ page }) => {
      await loginViaApi(page, 'subscriber');
      await page.goto(path);
      await expect(page).toHaveURL(/\/adm\/dashboard$/, { timeout: 15_000 });
      await expect(page.getByRole('alert').filter({ hasText: ACCESS_MESSAGE })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Painel do anunciante' })).toBeVisible();
      expect(await page.evaluate(() => document.cookie.includes('jwtToken='))).toBe(true);
    });
  }

  test('a manager on /adm/PaymentOrder opens the payment orders at /adm/paymentOrder', async ({ page }) => {
    await loginViaApi(page, 'manager');
    await page.goto('/adm/PaymentOrder?status=WAITING');
    await expect(page.getByRole('heading', { name: 'Ordens de pagamento', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/adm\/paymentOrder\?status=WAITING$/);
  });
});

test("the preview serves the app but not the build's records under /.vite/", async ({ request }) => {
  for (const path of ['/.vite/manifest.json', '/.vite/security-headers.json', '/%2Evite/manifest.json']) {
    const reply = await request.get(path);
    expect(reply.status(), path).toBe(404);
  }
  const home = await request.get('/home');
  expect(home.status()).toBe(200);
  expect(home.headers()['content-security-policy']).toContain("default-src 'self'");
});
