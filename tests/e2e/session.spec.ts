import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/session';
import { LOADING, watchApi, type ApiWatch } from './support/requests';
import { waitForStoredSession } from './support/stored';

// A 1 x 1 PNG: real image bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const ACCESS_MESSAGE = 'Essa página não faz parte do seu perfil. Você está no painel.';

/** Logs in through the /auth screen (phone, then password), as a person would. */
async function loginOnScreen(page: Page, role: keyof typeof DEMO) {
  await page.getByLabel('Telefone', { exact: true }).fill(DEMO[role].phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(DEMO[role].password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Logs in on /auth and waits until the account is on the given admin page (a full load, as from a bookmark). */
async function loginAndOpen(page: Page, role: keyof typeof DEMO, path: string) {
  await page.goto('/auth');
  await loginOnScreen(page, role);
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 15_000 });
  await waitForStoredSession(page);
  await page.goto(path);
}

/**
 * Still logged in once the page has drawn its data and every call it sent is answered: none was
 * refused with a 401 (what would end the session), and nothing bounced it to /auth.
 */
async function staysOn(page: Page, api: ApiWatch, path: RegExp) {
  await expect(page.locator('#adm-main').locator(LOADING)).toHaveCount(0);
  await api.settled();
  expect(api.unauthorized()).toEqual([]);
  await expect(page).toHaveURL(path);
  expect(await page.evaluate(() => document.cookie.includes('jwtToken='))).toBe(true);
}

test.describe('roles and the login return target', () => {
  test('a subscriber on /adm/paymentOrder sees the dashboard, is not logged out, and a later login lands on the dashboard', async ({ page }) => {
    test.setTimeout(90_000);
    const api = watchApi(page);
    await loginAndOpen(page, 'subscriber', '/adm/paymentOrder');
    await expect(page).toHaveURL(/\/adm\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: ACCESS_MESSAGE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Painel do anunciante' })).toBeVisible();
    await staysOn(page, api, /\/adm\/dashboard$/);

    // The session ends; the same manager page is opened again (an old tab, a bookmark).
    await page.context().clearCookies();
    await page.goto('/adm/paymentOrder');
    await expect(page).toHaveURL(/\/auth/);
    // Even a stored manager page (an older version left it) is checked against the role.
    await page.evaluate(() => localStorage.setItem('login-callback', JSON.stringify({ path: '/adm/paymentOrder' })));
    // Only the new session's calls count (the ended one's may have been refused).
    const next = watchApi(page);
    await loginOnScreen(page, 'subscriber');
    await expect(page).toHaveURL(/\/adm\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Painel do anunciante' })).toBeVisible();
    await staysOn(page, next, /\/adm\/dashboard$/);
  });

  test('a manager on the statement or the banner pages sees the dashboard, and a later login lands on the dashboard', async ({ page }) => {
    test.setTimeout(90_000);
    const api = watchApi(page);
    await loginAndOpen(page, 'manager', '/adm/subscription/statement');
    await expect(page).toHaveURL(/\/adm\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: ACCESS_MESSAGE })).toBeVisible();
    for (const path of ['/adm/ads-list', '/adm/ads-create', '/adm/ads-statement']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/adm\/dashboard$/, { timeout: 15_000 });
      await expect(page.getByRole('alert').filter({ hasText: ACCESS_MESSAGE })).toBeVisible();
    }
    await staysOn(page, api, /\/adm\/dashboard$/);

    await page.context().clearCookies();
    await page.goto('/adm/subscription/statement');
    await expect(page).toHaveURL(/\/auth/);
    await page.evaluate(() => localStorage.setItem('login-callback', JSON.stringify({ path: '/adm/subscription/statement' })));
    const next = watchApi(page);
    await loginOnScreen(page, 'manager');
    await expect(page).toHaveURL(/\/adm\/dashboard$/, { timeout: 15_000 });
    await staysOn(page, next, /\/adm\/dashboard$/);
  });
});

test.describe('drafts and an expiring session', () => {
  // The simulated API's own delay: with none, a background call's 401 can end the session
  // before the click on 'Cadastrar peça' lands, and the click finds no form.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a product draft typed by one account is not offered to the next one after logout', async ({ page }) => {
    test.setTimeout(90_000);
    await loginAndOpen(page, 'subscriber', '/adm/productCreate');
    const name = page.getByLabel('Nome da peça');
    await name.fill('Farol de milha do assinante');
    await expect(name).toHaveValue('Farol de milha do assinante');
    await page.locator('aside').getByRole('button', { name: 'Sair' }).click();
    await expect(page).not.toHaveURL(/\/adm\//);
    expect(await page.evaluate(() => document.cookie.includes('jwtToken='))).toBe(false);

    await loginAndOpen(page, 'premium', '/adm/productCreate');
    await expect(page.getByLabel('Nome da peça')).toHaveValue('');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  });

  test("the cookie goes mid-form: 'Cadastrar peça' opens the login with a message, and the login returns to the form with the draft and its photo", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now() % 100000;
    const part = `Lanterna traseira ${suffix}`;
    await loginAndOpen(page, 'subscriber', '/adm/productCreate');
    await page.getByLabel('Nome da peça').fill(part);
    await page.getByLabel('Fabricante').fill('Arteb');
    await page.getByLabel('Marcas compatíveis').fill('Volkswagen');
    await page.getByLabel('Modelos e anos compatíveis').fill('Gol 2019');
    await page.getByLabel('Descrição').fill(`Lanterna traseira direita ${suffix}`);
    await page.getByLabel('Preço').pressSequentially('25990');
    await page.getByRole('radio', { name: 'Usada' }).check();
    await page.getByLabel('Imagens').setInputFiles([{ name: 'lanterna.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page.getByRole('img', { name: 'Miniatura de lanterna.png' })).toBeVisible();

    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Cadastrar peça' }).click();
    await expect(page).toHaveURL(/\/auth/, { timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Sua sessão expirou. Entre novamente para continuar.' })).toBeVisible();

    await loginOnScreen(page, 'subscriber');
    await expect(page).toHaveURL(/\/adm\/productCreate$/, { timeout: 15_000 });
    await expect(page.getByLabel('Nome da peça')).toHaveValue(part);
    await expect(page.getByLabel('Preço')).toHaveValue('259,90');
    await expect(page.getByRole('img', { name: 'Miniatura de lanterna.png' })).toBeVisible();
    await expect(page.getByTestId('draft-restored')).toContainText('1 foto recuperada.');

    await page.getByRole('button', { name: 'Cadastrar peça' }).click();
    await expect(page).toHaveURL(/\/adm\/productList$/, { timeout: 15_000 });
    await expect(page.getByTestId('toast-success')).toContainText('Produto cadastrado com sucesso!');
  });
});
