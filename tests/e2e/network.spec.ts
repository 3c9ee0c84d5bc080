import { expect, test, type Page } from '@playwright/test';
import { apiReady, loginViaApi } from './support/session';

/**
 * Offline is visible (one notice for the app; a call fails at once
 * with 'Sem conexão' and the form keeps what was typed; a screen loads again once back online),
 * and a call that takes long says so after 8 s, with 'Tentar novamente' and 'Cancelar'.
 */

const PDF = {
  name: 'boleto.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};
const SLOW = 'Está demorando mais que o normal.';
const NOT_REGISTERED = 'O boleto não foi registrado. Você pode enviá-lo de novo.';
const LOAD_ERROR = 'Desculpe-nos! Não foi possível carregar os dados neste momento.';

/** A due date ten days ahead, as the date field takes it. */
function dueDate(): string {
  return new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

/**
 * Calls whose address matches `pattern` are held: never sent, never answered, as with a server
 * that hangs. The simulated API answers inside the page (a service worker), out of page.route's
 * reach, so the hold is at XMLHttpRequest, which the app's HTTP client uses. window.__held counts them.
 */
async function holdCalls(page: Page, pattern: string) {
  await page.addInitScript((source) => {
    const held = new RegExp(source);
    const w = window as Window & { __held?: number };
    w.__held = 0;
    const urls = new WeakMap<XMLHttpRequest, string>();
    const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      open.apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (held.test(urls.get(this) ?? '')) {
        w.__held = (w.__held ?? 0) + 1;
        return;
      }
      send.call(this, body);
    };
  }, pattern);
}

const heldCount = (page: Page) => page.evaluate(() => (window as Window & { __held?: number }).__held ?? 0);

async function openSlipDialog(page: Page) {
  await loginViaApi(page, 'manager');
  await page.goto('/adm/paymentOrder?status=WAITING');
  await page.getByRole('button', { name: 'Registrar boleto' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Registrar boleto da ordem nº \d+/ });
  await dialog.getByLabel('Data de vencimento').fill(dueDate());
  await dialog.getByLabel('Nosso número').fill('8800012345');
  await dialog.getByLabel('Código de barras').fill('2379 0000 1111 2222');
  await dialog.getByLabel('Arquivo do boleto (PDF)').setInputFiles(PDF);
  return dialog;
}

test('offline: one notice says so; a page asked for offline fails at once and loads by itself once back online', async ({ page, context }) => {
  await apiReady(page);
  await page.goto('/more_parts');
  const list = page.getByRole('list', { name: 'Peças' });
  const firstCard = list.getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  const pageOneFirst = await firstCard.textContent();
  const notice = page.getByRole('status').filter({ hasText: 'Sem conexão com a internet' });
  await expect(notice).toHaveCount(0);

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await page.getByRole('link', { name: 'Página 2' }).click();
  // At once, not a spinner waiting for the connection: this screen keeps its list and says so in a red toast.
  await expect(page.getByTestId('toast-danger')).toContainText(LOAD_ERROR, { timeout: 3000 });
  await expect(firstCard).toHaveText(pageOneFirst ?? '');

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(firstCard).not.toHaveText(pageOneFirst ?? '');
  await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
});

test('offline: registering a bank slip fails at once with "Sem conexão", keeps the form, and Cancelar closes', async ({ page, context }) => {
  const dialog = await openSlipDialog(page);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Sem conexão com a internet. Verifique sua conexão e tente novamente.', { timeout: 3000 });
  await expect(dialog.getByLabel('Nosso número')).toHaveValue('8800012345');
  await expect(dialog.getByRole('button', { name: 'Registrar' })).toBeEnabled();
  // The app-wide notice shows over the dialog.
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão com a internet' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('slow: a page spinner says so after 8 s; Tentar novamente asks again, Cancelar shows the error view', async ({ page }) => {
  await holdCalls(page, '/more-parts/');
  await page.clock.install();
  await page.goto('/more_parts');
  // The page's own spinner (not index.html's shell, which shows while the page's code loads): its
  // 8 s count from here. The list's call may have started earlier, with the page's code.
  await expect(page.getByRole('main').locator('[role="status"] .spinner-border')).toBeVisible();
  await expect(page.getByText(SLOW)).toHaveCount(0);
  await expect.poll(() => heldCount(page)).toBe(1);

  await page.clock.fastForward('00:09');
  await expect(page.getByText(SLOW)).toBeVisible();
  // One more call for the click (a slow machine may have had the first one end in its 15 s
  // timeout and be asked again by itself before it: that one is not the button's).
  const before = await heldCount(page);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect.poll(() => heldCount(page)).toBe(before + 1);
  await expect(page.getByText(SLOW)).toHaveCount(0);

  await page.clock.fastForward('00:09');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText(LOAD_ERROR)).toBeVisible();
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('slow: a bank slip that takes long says so in the dialog; Tentar novamente checks the order before anything is sent again, Cancelar stops and keeps the form', async ({
  page,
}) => {
  await holdCalls(page, '/manager-bank-invoices$');
  await page.clock.install();
  const dialog = await openSlipDialog(page);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect.poll(() => heldCount(page)).toBe(1);
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();

  await page.clock.fastForward('00:09');
  await expect(dialog.getByText(SLOW)).toBeVisible();
  await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
  // The call may have reached the server: the order is checked, and holds no slip.
  await expect(dialog.getByText(NOT_REGISTERED)).toBeVisible();
  expect(await heldCount(page)).toBe(1);
  await dialog.getByRole('button', { name: 'Registrar de novo' }).click();
  await expect.poll(() => heldCount(page)).toBe(2);

  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Registrar boleto' }).first().click();
  await expect(dialog.getByLabel('Nosso número')).toHaveValue('8800012345');
  // Stopped once more: checked again, and sending it is offered again.
  await expect(dialog.getByText(NOT_REGISTERED)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Registrar de novo' })).toBeEnabled();
  await expect(dialog.getByText(SLOW)).toHaveCount(0);
});

test.describe('a part whose code cannot be fetched', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("more parts' filter dialog offline: a red toast, the page stays, and 'Filtrar' back online opens it", async ({ page, context }) => {
    const asked: string[] = [];
    // The dialog's code comes in its own chunk, fetched with the first 'Filtrar'.
    page.on('request', (r) => {
      if (/\/assets\/filters-modal-[\w-]+\.js$/.test(r.url())) asked.push(r.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/more_parts');
    const list = page.getByRole('list', { name: 'Peças' });
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    expect(asked).toEqual([]);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByTestId('toast-danger')).toHaveText(/Não foi possível abrir esta parte da página\. Verifique sua conexão e tente de novo\./);
    // Not the error page: the list and the button are still there, and no dialog half open.
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
