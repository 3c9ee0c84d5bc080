import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from './support/session';
import { waitForStoredSession } from './support/stored';

/** Smaller things a walk of the app at 375x812 and 1280x800 found: each checked where it shows. */

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

async function openSellerList(page: Page) {
  await loginViaApi(page, 'subscriber');
  await waitForStoredSession(page);
  await page.goto('/adm/productList');
  await expect(page.getByTestId('adm-product-card').first()).toBeVisible({ timeout: 15_000 });
}

for (const viewport of WIDTHS) {
  test(`the seller's list cuts no label at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSellerList(page);
    // Every card's quality label shows whole.
    const labels = page.getByTestId('adm-product-card').getByTestId('listing-quality').locator('[id$="-label"]');
    expect(await labels.count()).toBeGreaterThan(0);
    for (const label of await labels.all()) {
      if (!(await label.isVisible())) continue;
      const cut = await label.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1 || (el.parentElement?.scrollWidth ?? 0) > (el.parentElement?.clientWidth ?? 0) + 1,
      );
      expect(cut).toBe(false);
    }
    await expect(page.getByRole('meter', { name: 'Qualidade do anúncio' }).first()).toBeVisible();
    // The count and 'Selecionar todos' never touch or overlap.
    const count = await page.getByRole('status').filter({ hasText: '18 produtos' }).boundingBox();
    const box = await page.getByRole('checkbox', { name: /^Selecionar todos/ }).boundingBox();
    expect(count && box).toBeTruthy();
    const sameLine = Math.abs(count!.y + count!.height / 2 - (box!.y + box!.height / 2)) < 8;
    if (sameLine) expect(box!.x).toBeGreaterThanOrEqual(count!.x + count!.width + 12);
    else expect(box!.y).toBeGreaterThanOrEqual(count!.y + count!.height);
  });
}

test('?reset-demo leaves the address once it has run', async ({ page }) => {
  await page.goto('/more_parts?reset-demo&page=2');
  await page.waitForFunction(() => (window as Window & { __SIMULATED_API_READY__?: boolean }).__SIMULATED_API_READY__ === true);
  await expect(page).toHaveURL(/\/more_parts\?page=2$/);
  await page.reload();
  await expect(page).toHaveURL(/\/more_parts\?page=2$/);
});

for (const viewport of WIDTHS) {
  test(`a refused submit brings the first wrong field into view below the sticky header and focuses it at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginViaApi(page, 'subscriber');
    await waitForStoredSession(page);
    await page.goto('/adm/productCreate');
    const name = page.getByLabel('Nome da peça');
    await expect(name).toBeVisible({ timeout: 15_000 });
    // Everything right but the name, the first field: the submit is at the bottom of the page.
    await page.getByLabel('Descrição').fill('Retrovisor elétrico esquerdo com pisca');
    const submit = page.getByRole('button', { name: 'Cadastrar peça' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect
      .poll(async () => {
        const header = await page.locator('header.sticky-top').boundingBox();
        const field = await name.boundingBox();
        return !!header && !!field && field.y >= header.y + header.height && field.y + field.height <= viewport.height;
      })
      .toBe(true);
  });
}
