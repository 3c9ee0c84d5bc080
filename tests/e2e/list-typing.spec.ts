import { expect, test } from '@playwright/test';
import { loginViaApi } from './support/session';
import { waitForStoredSession } from './support/stored';

/**
 * The Gold seller's list of 10,000 parts: typing in the filter right after clearing it, while the
 * list filters and each key is written to the address, keeps every key.
 */
test('typing in the filter of the 10,000-part list keeps every key', async ({ page }) => {
  test.setTimeout(120_000);
  await loginViaApi(page, 'premium');
  await waitForStoredSession(page);
  await page.goto('/adm/productList');
  await expect(page.getByTestId('adm-product-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: '10.000 produtos' })).toBeVisible({ timeout: 30_000 });
  const box = page.getByLabel('Filtrar produtos');
  for (let i = 0; i < 4; i += 1) {
    await box.fill('fa');
    await box.fill('');
    await box.pressSequentially('amortecedor', { delay: 30 + i * 10 });
    await expect(box).toHaveValue('amortecedor');
    await expect(page).toHaveURL(/[?&]q=amortecedor(&|$)/);
    // The list shows the matching parts only.
    await expect(page.getByRole('status').filter({ hasText: /de 10\.000 produtos/ })).toBeVisible();
    const names = await page.getByTestId('adm-product-card').getByRole('heading', { level: 2 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('amortecedor');
    await expect(box).toHaveValue('amortecedor');
  }
});
