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

for (const viewport of WIDTHS) {
  test(`Back to a list page returns to where it was scrolled at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const scrollY = () => page.evaluate(() => window.scrollY);
    for (const path of ['/home', '/more_parts']) {
      await page.goto(path);
      const cards = page.locator('main a[href^="/product/"]');
      await expect(cards.first()).toBeVisible({ timeout: 15_000 });
      // A card well down the page, scrolled to the middle of the window.
      const card = cards.nth(Math.min(7, (await cards.count()) - 1));
      await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const before = await scrollY();
      expect(before).toBeGreaterThan(200);
      await card.click();
      await expect(page).toHaveURL(/\/product\//);
      await expect.poll(scrollY).toBeLessThan(50);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect.poll(async () => Math.abs((await scrollY()) - before)).toBeLessThan(5);
    }
    // The seller's list: to the dashboard and Back.
    await openSellerList(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(scrollY).toBeGreaterThan(800);
    const before = await scrollY();
    await page.locator('header a[href="/adm/dashboard"]').first().click();
    await expect(page).toHaveURL(/\/adm\/dashboard/);
    await page.goBack();
    await expect(page.getByTestId('adm-product-card').first()).toBeAttached();
    await expect.poll(async () => Math.abs((await scrollY()) - before)).toBeLessThan(5);
  });
}

test('on a phone the product photo has no empty bands and the price is above the fold', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/home');
  const card = page.locator('main a[href^="/product/"]').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  const photo = page.locator('.product-gallery .image-gallery-slide.image-gallery-center .image-gallery-image').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shape = await photo.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { box: box.height / box.width, picture: img.naturalHeight / img.naturalWidth };
  });
  // The box has the picture's own shape: 'contain' leaves no band.
  expect(Math.abs(shape.box - shape.picture)).toBeLessThan(0.03);
  const price = page.getByText(/^R\$\s?[\d.]+,\d{2}$/).first();
  const box = await price.boundingBox();
  expect(box).toBeTruthy();
  expect(box!.y + box!.height).toBeLessThanOrEqual(812);
});

test("the related carousel's arrows never cover a card", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  const card = page.locator('main a[href^="/product/"]').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.click();
  const carousel = page.locator('div:has(> .react-multi-carousel-list)');
  await carousel.scrollIntoViewIfNeeded();
  const arrows = carousel.getByRole('button', { name: /^(Foto anterior|Próxima foto)$/ });
  await expect(arrows).toHaveCount(2);
  for (const click of [false, true]) {
    if (click) {
      const track = carousel.locator('.react-multi-carousel-track');
      const before = await track.evaluate((el) => getComputedStyle(el).transform);
      await arrows.last().click();
      // The cards are measured once the slide has ended: the track moved and holds still for two frames.
      const still = () =>
        track.evaluate(async (el) => {
          const a = getComputedStyle(el).transform;
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          return a === getComputedStyle(el).transform ? a : 'moving';
        });
      await expect.poll(still).not.toBe('moving');
      await expect.poll(still).not.toBe(before);
    }
    const cards = await carousel
      .locator('li.react-multi-carousel-item:not([aria-hidden="true"])')
      .evaluateAll((items) => items.map((li) => li.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })));
    expect(cards.length).toBeGreaterThan(0);
    for (const arrow of await arrows.all()) {
      const a = (await arrow.boundingBox())!;
      for (const c of cards) {
        const overlap = a.x < c.x + c.width && a.x + a.width > c.x && a.y < c.y + c.height && a.y + a.height > c.y;
        expect(overlap).toBe(false);
      }
    }
  }
});
