import { expect, test } from '@playwright/test';
import { apiReady } from './support/session';

/**
 * An English browser reads English wherever the app owns the words: the filters' fixed values,
 * the count and prices with English separators, the pager's names, the badges and the shipping
 * line. Part names and advertisers' texts stay as written.
 */
test.use({ locale: 'en-US' });
const FIRST_LOAD = { timeout: 30_000 };

test('more parts and a product page speak English, numbers and money included', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  await apiReady(page);
  await page.goto('/more_parts');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('group', { name: 'Condition' }).locator('label')).toHaveText(['New', 'Used'], FIRST_LOAD);
  await expect(filters.getByRole('group', { name: 'Origin' }).locator('label')).toHaveText(['Imported', 'National']);
  await expect(page.getByRole('heading', { name: /^\d{1,3}(,\d{3})+ parts found$/ })).toBeVisible();
  const list = page.getByRole('list', { name: 'Parts' });
  for (const price of await list.locator('.product-price').allTextContents()) expect(price).toMatch(/^R\$\d{1,3}(,\d{3})*\.\d{2}$/);
  for (const badge of await list.locator('.badge').allTextContents()) expect(['New', 'Used']).toContain(badge);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Página|encontrad|R\$ \d/);

  await list.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByText(/Shipping: Ships from .+\. Cost and delivery time agreed directly with the advertiser\.$/)).toBeVisible(FIRST_LOAD);
  await expect(page.locator('main')).not.toContainText(/Envio a partir|Frete e prazo|R\$ \d/);
});
