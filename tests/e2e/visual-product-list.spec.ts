import { expect, test } from '@playwright/test';
import { openSession, panel, settleOverlay, shotOf, shotOverlay, visit, WIDTHS } from './support/visual';

/**
 * Visual snapshots of the product list's seller tools at 375 and 1280 px: the filters and sort
 * bar, cards with the quality meter and a paused badge, the selection bar, and the bulk price
 * confirmation. Same determinism as visual.spec.ts (frozen clock, fresh data, full loads). The list
 * is shot beside the sidebar to a screen's height (the page's layout is visual.spec.ts's shot),
 * the confirmation as its dialog.
 */
test.describe.configure({ mode: 'parallel' });

test('product list tools: filters, paused card, selection bar, bulk confirmation', async ({ context }) => {
  test.setTimeout(180_000);
  const session = await openSession(context, 'subscriber');
  for (const width of WIDTHS) {
    const page = await visit(session, width, '/adm/productList?sort=name&dir=asc&condition=novo');
    const first = page.getByTestId('adm-product-card').first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    const second = (await page.getByTestId('adm-product-card').nth(1).getByRole('heading').textContent())!.trim();
    await shotOf(page, `product-list-tools-${width}`, page.locator('main'), { pad: 0, maxHeight: 800 });

    // Cards stay inside their row: nothing is cut or runs into the next row.
    const overflow = await page.getByTestId('adm-product-card').evaluateAll(
      (cards) =>
        cards.filter((c) => {
          const body = c.querySelector('.card-body')!;
          return body.scrollHeight > body.clientHeight + 1 || c.getBoundingClientRect().height > (c.parentElement?.getBoundingClientRect().height ?? 0);
        }).length,
    );
    expect(overflow).toBe(0);

    // The first width pauses the part; the next one opens with it paused already.
    if (width === WIDTHS[0]) {
      await page.getByRole('button', { name: `Opções de ${name}` }).click();
      await page.getByRole('button', { name: 'Pausar', exact: true }).click();
      // The toast comes, then fades on its own: the shots show the page.
      await expect(page.getByTestId('toast-success')).toBeVisible();
      await expect(page.getByTestId('toast-success')).toHaveCount(0, { timeout: 15_000 });
    }
    await expect(first.getByText('Pausado', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: `Selecionar ${name}`, exact: true }).check();
    await page.getByRole('checkbox', { name: `Selecionar ${second}`, exact: true }).check();
    await expect(page.getByRole('toolbar', { name: 'Ações para os produtos selecionados' })).toBeVisible();
    // The shot is of the selection, not of where the keyboard focus is (a focus ring on the last
    // box clicked came and went between runs of the suite).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await shotOf(page, `product-list-tools-selection-${width}`, [
      page.getByRole('toolbar', { name: 'Ações para os produtos selecionados' }),
      page.getByTestId('adm-product-card').nth(1),
    ]);

    await page.getByRole('button', { name: 'Ajustar preços' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajustar preços' });
    await dialog.getByLabel('Ajuste de preço (%)').fill('10');
    await dialog.getByRole('button', { name: 'Revisar alteração' }).click();
    await settleOverlay(page, dialog.getByTestId('bulk-preview-row').first());
    await shotOverlay(page, `product-list-tools-bulk-confirm-${width}`, panel(dialog), 0);
    await page.close();
  }
});
