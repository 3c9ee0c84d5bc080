import { expect, test } from '@playwright/test';
import { drawPngs } from './support/photos';
import { openSession, shotOf, visit, WIDTHS } from './support/visual';

/**
 * Visual snapshots of the product form with photos (thumbnails, the cover badge, the move and
 * remove buttons) and the listing quality meter, at 375 and 1280 px; one test per width, each
 * in its own context (a form's draft stays in its browser). Same frozen clock and settle steps
 * as visual.spec.ts. Baselines: tests/e2e/__screenshots__/visual/product-form-photos-*.png.
 */
test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test(`product form with photos and the quality meter at ${width} px`, async ({ context }) => {
    test.setTimeout(180_000);
    const session = await openSession(context, 'subscriber');
    const page = await visit(session, width, '/adm/productCreate');
    await page.getByLabel('Nome da peça').fill('Retrovisor elétrico');
    await page.getByLabel('Marcas compatíveis').fill('Fiat');
    await page.getByLabel('Modelos e anos compatíveis').fill('Argo 2018 a 2022');
    await page.getByLabel('Descrição').fill('Retrovisor elétrico lado direito com pisca, capa na cor preta, sem arranhões nem trincas.');
    await page.getByRole('radio', { name: 'Nova' }).check();
    await page.keyboard.press('Escape');
    const photos = await drawPngs(page, [
      { name: 'frente.png', width: 300, height: 200, color: '#ef6c00' },
      { name: 'lado.png', width: 200, height: 300, color: '#00838f' },
      { name: 'verso.png', width: 300, height: 300, color: '#6a1b9a' },
    ]);
    await page.getByLabel('Imagens').setInputFiles(photos);
    await expect(page.getByRole('list', { name: 'Miniaturas' }).getByRole('img')).toHaveCount(3);
    await expect(page.getByRole('meter', { name: 'Qualidade do anúncio' })).toHaveAttribute('aria-valuenow', '80');
    // Pictures decoded and no field focused: the same pixels every run.
    await page.evaluate(async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await Promise.all([...document.images].map((i) => i.decode().catch(() => null)));
    });
    // The photos and the meter (the form's layout is visual.spec.ts's product-create shot).
    await shotOf(page, `product-form-photos-${width}`, [page.getByRole('list', { name: 'Miniaturas' }), page.getByTestId('listing-quality')], { pad: 16 });
    await page.close();
  });
}
