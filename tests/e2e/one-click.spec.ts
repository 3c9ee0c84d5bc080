import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchApi } from './support/requests';
import { loginViaApi, type DEMO } from './support/session';

/**
 * One click, one request: two clicks dispatched in the same task (before React re-renders and
 * disables the button) send one request and give one answer. A second request, had the second
 * click sent one, would have started with the first, before any answer: once the screen shows the
 * answer and every call the page sent is answered, the count is final.
 */

/** `el.click(); el.click();` in one task, as a fast double click or a replayed event would. */
async function clickTwiceAtOnce(button: Locator) {
  await expect(button).toBeEnabled();
  await button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });
}

async function openAs(page: Page, role: keyof typeof DEMO, path: string) {
  await loginViaApi(page, role);
  await page.goto(path);
  await expect(page.locator('#adm-main h1').first()).toBeVisible({ timeout: 15_000 });
}

test('signup: Cadastrar sends one POST /signup and opens the code step', async ({ page }) => {
  const api = watchApi(page);
  await page.goto('/signup');
  await page.getByLabel('Nome completo').fill('Paula Mendes');
  await page.getByLabel('Telefone').pressSequentially('11955553333');
  await page.getByLabel('E-mail').fill('paula@exemplo.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('Segura123');
  await page.getByLabel('Confirme a senha').fill('Segura123');
  await page.getByLabel(/Li e aceito os termos/).check();
  await page.getByLabel(/Tenho 18 anos ou mais/).check();
  await clickTwiceAtOnce(page.getByRole('button', { name: 'Cadastrar' }));
  await expect(page.getByLabel('Código de verificação')).toBeVisible();
  await api.settled();
  expect(api.count('POST', '/signup')).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('payment: Confirmar pagamento sends one POST /payment-request', async ({ page }) => {
  const api = watchApi(page);
  await loginViaApi(page, 'buyer');
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Assinar o plano Bronze' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel('CPF ou CNPJ').pressSequentially('12345678909');
  await page.getByLabel('E-mail').fill('ana.ribeiro@exemplo.com.br');
  await clickTwiceAtOnce(page.getByRole('button', { name: 'Confirmar pagamento' }));
  await expect(page.getByText(/Pedido de pagamento registrado/)).toBeVisible();
  await api.settled();
  expect(api.count('POST', '/payment-request')).toBe(1);
  await expect(page.getByTestId('toast-danger')).toHaveCount(0);
});

test('stock: Salvar estoque sends one PUT and shows one toast', async ({ page }) => {
  const api = watchApi(page);
  await openAs(page, 'subscriber', '/adm/productList');
  await page
    .getByRole('button', { name: /^Opções de / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Estoque', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Estoque' });
  await dialog.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Salvar estoque' }));
  await expect(page.getByText('Estoque atualizado com sucesso!')).toBeVisible();
  await api.settled();
  expect(api.count('PUT', '/product-adm-stock')).toBe(1);
  await expect(page.getByText('Estoque atualizado com sucesso!')).toHaveCount(1);
});

test('interest answer: Enviar resposta sends one POST and shows no error', async ({ page }) => {
  const api = watchApi(page);
  await openAs(page, 'subscriber', '/adm/engagement');
  const row = page.locator('[data-testid^="engagement-row-"]').filter({ hasText: 'Aguardando seu contato' }).first();
  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Responder ao interessado' });
  await dialog.getByLabel('Enviar meus dados de contato ao interessado').check();
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Enviar resposta' }));
  await expect(page.getByText('Seus dados de contato foram enviados ao interessado.')).toBeVisible();
  await api.settled();
  expect(api.count('POST', '/engagement-page-answer')).toBe(1);
  await expect(page.getByTestId('toast-danger')).toHaveCount(0);
});

test('banner delete: Excluir sends one DELETE and shows only the success toast', async ({ page }) => {
  const api = watchApi(page);
  await openAs(page, 'premium', '/adm/ads-list');
  await page
    .getByRole('button', { name: /^Excluir o banner / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Excluir' }));
  await expect(page.getByText('Banner removido com sucesso!')).toBeVisible();
  await api.settled();
  expect(api.count('DELETE', /^\/api\/ads\/\d+$/)).toBe(1);
  await expect(page.getByTestId('toast-danger')).toHaveCount(0);
});

test('plan cancel: Confirmar cancelamento sends one PUT /unsubscribe and shows only the success toast', async ({ page }) => {
  const api = watchApi(page);
  await openAs(page, 'subscriber', '/adm/subscription/statement');
  await page.getByRole('button', { name: 'Opções da assinatura Silver' }).click();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await clickTwiceAtOnce(page.getByRole('dialog').getByRole('button', { name: 'Confirmar cancelamento' }));
  await expect(page.getByText('Assinatura cancelada.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await api.settled();
  expect(api.count('PUT', '/unsubscribe')).toBe(1);
  await expect(page.getByTestId('toast-danger')).toHaveCount(0);
});
