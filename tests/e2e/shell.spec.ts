import { expect, test } from '@playwright/test';

for (const width of [375, 1280]) {
  test(`home shell renders at ${width} px with no console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'PeçaJá, página inicial' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Versão 1.2.3.1');
    if (width < 992) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Entrar' })).toBeVisible();
    } else {
      await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('unknown route inside the app shows the not-found view, not a blank page', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});
