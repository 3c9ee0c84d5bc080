import { expect, test } from '@playwright/test';
import { LIST_SHOT_HEIGHT, openSession, shotOf, visit } from './support/visual';

/**
 * Visual snapshots of the manager's payment orders (the same frozen clock and settle steps as visual.spec.ts):
 * a filtered, re-sorted view with its overdue flags: the table at 1280 px, the cards at 375 px, the
 * content beside the sidebar to its first rows (the page's layout is visual.spec.ts's shot).
 * Baselines: tests/e2e/__screenshots__/visual/finance-orders-*.png.
 */
test.describe.configure({ mode: 'parallel' });

const SHOTS = [
  // The unfiltered table and cards are visual.spec.ts's manager-adm-payment-order shots.
  { name: 'finance-orders-filtered-1280', width: 1280, path: '/adm/paymentOrder?status=WAITING%2CSENT&sort=expires&dir=asc', list: 'table' },
  { name: 'finance-orders-filtered-375', width: 375, path: '/adm/paymentOrder?status=WAITING%2CSENT&due=overdue', list: 'cards' },
] as const;

for (const { name, width, path, list } of SHOTS) {
  test(`manager payment orders: ${name}`, async ({ context }) => {
    test.setTimeout(180_000);
    const session = await openSession(context, 'manager');
    const page = await visit(session, width as 375 | 1280, path);
    if (list === 'table') await expect(page.getByRole('table', { name: 'Ordens de pagamento encontradas' })).toBeVisible({ timeout: 45_000 });
    else await expect(page.getByRole('list', { name: 'Ordens de pagamento' })).toBeVisible({ timeout: 45_000 });
    await shotOf(page, name, page.locator('main'), { pad: 0, maxHeight: LIST_SHOT_HEIGHT });
    await page.close();
  });
}
