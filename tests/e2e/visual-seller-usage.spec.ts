import { expect, test } from '@playwright/test';
import { openSession, shotOf, visit, WIDTHS } from './support/visual';

/**
 * Visual snapshots of plan usage and interest requests at 375 and 1280 px (the same frozen clock
 * and settle steps as visual.spec.ts): the dashboard's usage bar, the interest list with each
 * buyer's channel, the phone menu with the count of new requests, and, once the subscriber has
 * moved to the free plan (4 parts), the full bar and the create page's notice.
 * Baselines: tests/e2e/__screenshots__/visual/seller-usage-*.png.
 */
test.describe.configure({ mode: 'parallel' });

test('plan usage on the dashboard, channels on the interest list, the new-requests count', async ({ context }) => {
  test.setTimeout(180_000);
  const session = await openSession(context, 'subscriber');
  for (const width of WIDTHS) {
    const dashboard = await visit(session, width, '/adm/dashboard');
    await expect(dashboard.getByRole('progressbar', { name: 'Uso do plano' })).toBeVisible();
    // The dashboard, the drawer and the interest list themselves are shot by visual.spec.ts
    // (subscriber-adm-*): here the checks only, so no screen is shot twice.
    if (width === 375) {
      await dashboard.getByRole('button', { name: 'Abrir menu' }).click();
      const drawer = dashboard.getByRole('dialog', { name: 'Painel' });
      await expect(drawer.getByTestId('engagement-new-count')).toBeVisible();
    }
    await dashboard.close();

    const engagement = await visit(session, width, '/adm/engagement');
    await expect(engagement.getByRole('link', { name: /no WhatsApp/ }).first()).toBeVisible();
    await engagement.close();
  }
});

test('at the plan limit: the full bar and the create page notice', async ({ context }) => {
  test.setTimeout(180_000);
  const session = await openSession(context, 'subscriber');
  const page = await visit(session, 1280, '/adm/dashboard');
  const message = await page.evaluate(async () => {
    const token = /(?:^|; )jwtToken=([^;]+)/.exec(document.cookie)?.[1];
    const res = await fetch('/api/subscription-update-chosen', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ plan_id: '1', frequency: 'monthly', method: 'bank_slip', email: 'carlos@autopecassilva.com.br' }),
    });
    return ((await res.json()) as { response: { message: string } }).response.message;
  });
  expect(message).toBe('PAYMENT_FREE_ACTIVATED');
  await page.close();
  for (const width of WIDTHS) {
    const dashboard = await visit(session, width, '/adm/dashboard');
    await expect(dashboard.getByText('Você atingiu o limite do seu plano.')).toBeVisible();
    await shotOf(dashboard, `seller-usage-dashboard-full-${width}`, dashboard.getByTestId('plan-usage'), { pad: 16 });
    await dashboard.close();

    const create = await visit(session, width, '/adm/productCreate');
    await expect(create.getByTestId('plan-limit-notice')).toBeVisible();
    await shotOf(create, `seller-usage-create-full-${width}`, create.getByTestId('plan-limit-notice'));
    await create.close();
  }
});
