import { expect, test } from '@playwright/test';
import { openSession, settleOverlay, shotOf, visit, WIDTHS } from './support/visual';

/**
 * Visual snapshots of the manager's finance dashboard (the same frozen clock and settle steps as
 * visual.spec.ts): the chart's table of months, at 375 and 1280 px (the page with the chart
 * itself is visual.spec.ts's manager-adm-dashboard shot).
 * Baselines: tests/e2e/__screenshots__/visual/finance-dashboard-*.png.
 */
test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test(`manager finance dashboard at ${width} px`, async ({ context }) => {
    test.setTimeout(180_000);
    const session = await openSession(context, 'manager');
    const page = await visit(session, width, '/adm/dashboard');
    await expect(page.getByRole('img', { name: /^Gráfico de barras/ })).toBeVisible({ timeout: 20_000 });
    // The page itself is visual.spec.ts's manager-adm-dashboard shot; here the chart's table.

    // A click event without moving the mouse: no card under the pointer shows its hover underline.
    await page.getByRole('button', { name: 'Mostrar valores em tabela' }).dispatchEvent('click');
    await settleOverlay(page, page.getByTestId('finance-chart').getByRole('table'));
    await shotOf(page, `finance-dashboard-table-${width}`, page.getByTestId('finance-chart').getByRole('table'));
    await page.close();
  });
}
