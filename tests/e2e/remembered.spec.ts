import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiReady, loginViaApi } from './support/session';
import { repliesDrawn } from './support/requests';
import { fromStored } from './support/stored';

/**
 * State that is remembered: a buyer's interest (the phone shows again on return), a profile
 * completed since the login (product create stops asking), a plan past its expiry (shown as such).
 */

interface Summary {
  /** The session of the page's cookie is stored (a full page load keeps it). */
  session: boolean;
  engagements: number;
  /** Public parts of the demo shop, split by whether the demo buyer already asked about them. */
  asked: string[];
  notAsked: string[];
  incompleteDocument: string;
}

/** What a reload would see of the simulated API's state (it stores each change before replying). */
async function stored(page: Page): Promise<Summary | null> {
  return fromStored(
    page,
    (state, { buyerPhone, shopPhone, incompletePhone }) => {
      if (!state) return null;
      const user = (phone: string) => state.users.find((u) => u.phone === phone);
      const buyer = user(buyerPhone)!;
      const shop = user(shopPhone)!;
      const askedIds = new Set(state.engagements.filter((e) => e.buyerId === buyer.id).map((e) => e.productId));
      const parts = state.products.filter((p) => p.ownerId === shop.id && p.quantity > 0);
      const token = /jwtToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      let jti = '';
      try {
        jti = (JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { jti: string }).jti;
      } catch {
        jti = '';
      }
      return {
        session: jti !== '' && state.sessions.some((s) => s.jti === jti),
        engagements: state.engagements.length,
        asked: parts.filter((p) => askedIds.has(p.id)).map((p) => p.url),
        notAsked: parts.filter((p) => !askedIds.has(p.id)).map((p) => p.url),
        incompleteDocument: user(incompletePhone)?.profile.document ?? '',
      };
    },
    { buyerPhone: DEMO.buyer.phone, shopPhone: DEMO.subscriber.phone, incompletePhone: DEMO.incomplete.phone },
  );
}

async function storedWhen(page: Page, ready: (s: Summary) => boolean): Promise<Summary> {
  let last: Summary | null = null;
  await expect.poll(async () => (last = await stored(page)) !== null && ready(last), { timeout: 20_000 }).toBe(true);
  return last!;
}

/** Logs in through the API and waits until the session is stored (a full page load follows). */
async function login(page: Page, role: keyof typeof DEMO): Promise<Summary> {
  await loginViaApi(page, role);
  return storedWhen(page, (s) => s.session);
}

function countPhoneCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes('/product-phone/')) calls.push(r.url());
  });
  return calls;
}

const PHONE = /^\(\d{2}\) (\d-\d{4}|\d{4})-\d{4}$/;

test('a buyer who registered interest before sees the phone and WhatsApp on load; a visitor never asks for it', async ({ page }) => {
  await apiReady(page);
  // A login stores the demo data; then the visitor is logged out again.
  const first = await login(page, 'buyer');
  expect(first.asked.length).toBeGreaterThan(0);
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  const calls = countPhoneCalls(page);

  // Logged out: the interest button, and no phone call at all.
  await page.goto(`/product/${first.asked[0]}`);
  await expect(page.getByRole('button', { name: 'Tenho Interesse' })).toBeEnabled();
  await expect(page.getByTestId('advertiser-phone')).toHaveText('(**) *-****-****');
  expect(calls).toEqual([]);

  // The demo buyer (same session again) asked about this part before: the phone and the WhatsApp link show on load.
  await page.context().addCookies(cookies);
  await page.goto(`/product/${first.asked[0]}`);
  await expect(page.getByTestId('advertiser-phone')).toHaveText(PHONE);
  await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
  await expect(page.getByRole('button', { name: 'Tenho Interesse' })).toHaveCount(0);
});

test('interest registered once is remembered after a full reload, and recorded once', async ({ page }) => {
  // "Not asked yet" is an ordinary answer: nothing in the console for it.
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await apiReady(page);
  const first = await login(page, 'buyer');
  const before = first.engagements;
  // A part not asked about yet: register interest, then come back with a full load.
  const fresh = first.notAsked[0];
  await page.goto(`/product/${fresh}`);
  await page.getByRole('button', { name: 'Tenho Interesse' }).click();
  expect(errors).toEqual([]);
  const dialog = page.getByRole('dialog', { name: 'Tenho interesse nesta peça' });
  await dialog.getByLabel('Li e concordo').check();
  await dialog.getByLabel('WhatsApp').check();
  await dialog.getByRole('button', { name: 'Ver telefone' }).click();
  await expect(page.getByTestId('advertiser-phone')).toHaveText(PHONE);
  await storedWhen(page, (s) => s.asked.includes(fresh));
  await page.reload();
  await expect(page.getByTestId('advertiser-phone')).toHaveText(PHONE);
  await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tenho Interesse' })).toHaveCount(0);
  // One engagement for the new interest, none for the visits.
  expect((await storedWhen(page, () => true)).engagements).toBe(before + 1);
});

test('the incomplete seller completes the profile from product create; the notice is gone with the same login', async ({ page }) => {
  await apiReady(page);
  await login(page, 'incomplete');
  await page.goto('/adm/productCreate');
  const notice = page.getByRole('dialog', { name: 'Complete o seu perfil' });
  await notice.getByRole('button', { name: 'Completar perfil agora' }).click();

  const profile = page.getByRole('dialog', { name: 'Meu perfil' });
  await expect(page).toHaveURL(/\/adm\/productCreate$/);
  await profile.getByLabel('Telefone comercial').pressSequentially('1133224455');
  await profile.getByLabel('CPF').pressSequentially('52998224725');
  // Typed by hand: the postal-code lookup is a third party the test does not depend on.
  await profile.getByLabel('CEP').pressSequentially('01310100');
  await profile.getByLabel('Endereço').fill('Avenida Paulista');
  await profile.getByLabel('Número').fill('1000');
  await profile.getByLabel('Bairro').fill('Bela Vista');
  await profile.getByLabel('Cidade').fill('São Paulo');
  await profile.getByLabel('UF').fill('SP');
  await profile.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso.')).toBeVisible();
  await profile.getByRole('button', { name: 'Fechar' }).click();
  await expect(notice).toBeHidden();

  // A full load of the page on the same login (its token still says 'incomplete').
  await storedWhen(page, (s) => s.incompleteDocument !== '');
  const profileRead = page.waitForResponse((r) => r.url().endsWith('/user-data-profile') && r.request().method() === 'GET');
  await page.reload();
  await expect(page.getByLabel('Nome da peça')).toBeVisible();
  await profileRead;
  // The notice is decided by that reply: wait until the page has taken it in and drawn it.
  await repliesDrawn(page, '/user-data-profile');
  await expect(notice).toHaveCount(0);
});

test('a plan that expired two days ago shows Expirado with a warning and a way to renew', async ({ page }) => {
  // The incomplete seller's monthly Basic plan (demo data) ran out on 2026-11-21; the server still flags it ACTIVATED.
  await page.clock.setFixedTime(new Date('2026-11-23T12:00:00-03:00'));
  await apiReady(page);
  await login(page, 'incomplete');
  await page.goto('/adm/subscription/statement');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Bronze' }) });
  await expect(row.getByText('Expirado')).toBeVisible();
  await expect(row.getByText('Ativo', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Seu plano Bronze venceu em 21/11/2026. Renove a assinatura para continuar anunciando suas peças.')).toBeVisible();

  await page.goto('/adm/dashboard');
  await expect(page.getByText('Seu plano Bronze venceu em 21/11/2026.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Renovar assinatura' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
