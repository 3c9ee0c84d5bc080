import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

// The first load also seeds the in-browser simulated API (10,000 parts); a dev server is slower still.
const FIRST_LOAD = { timeout: 30_000 };
test.setTimeout(120_000);

const BUYER = { phone: '11987654321', password: 'comprador1' };

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().includes('Erro na requisição')) errors.push(msg.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const width of [1280, 375]) {
  test(`visitor searches, opens a part, logs in from the interest dialog and sees the phone (${width} px)`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Mais vistos' })).toBeVisible(FIRST_LOAD);

    const box = page.getByRole('combobox', { name: 'Buscar peças' });
    await box.fill('Pastilha de freio');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/pastilha_de_freio$/);
    await expect(page.getByText(/^\d+ produtos encontrados$/)).toBeVisible();

    const results = page.getByRole('list', { name: 'Resultados da busca' });
    await results.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    const productPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pastilha de freio');

    // A visitor chooses, presses 'Ver telefone', logs in and finds the dialog open again with the choices kept.
    await page.getByRole('button', { name: 'Tenho Interesse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tenho interesse nesta peça' });
    await expect(dialog.getByRole('button', { name: 'Ver telefone' })).toBeVisible();
    await expect(dialog.getByText('Faça o login antes de tentar novamente')).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Li e concordo' }).click();
    await dialog.getByText('WhatsApp', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Ver telefone' }).click();

    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('alert')).toContainText('Faça o login antes de tentar novamente');
    await page.getByLabel('Telefone').fill(BUYER.phone);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha', { exact: true }).fill(BUYER.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${productPath}$`), { timeout: 15_000 });
    await expect(dialog.getByRole('checkbox', { name: 'Li e concordo' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Ver telefone' }).click();

    await expect(page.getByTestId('advertiser-phone')).toHaveText(/^\(\d{2}\) (\d-\d{4}|\d{4})-\d{4}$/);
    await expect(page.getByRole('button', { name: 'Tenho Interesse' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    expect(errors).toEqual([]);
  });
}

test('a filtered more-parts page survives a reload', async ({ page }) => {
  await page.goto('/more_parts');
  const sidebar = page.getByRole('complementary', { name: 'Filtros' });
  await expect(sidebar).toBeVisible(FIRST_LOAD);
  await sidebar.getByRole('group', { name: 'Marca' }).getByLabel('Fiat').click();
  await expect(sidebar.getByRole('group', { name: 'Marca' }).getByLabel('Fiat')).toBeChecked();
  await expect(page).toHaveURL(/\?marca=Fiat$/);
  await page.getByRole('navigation', { name: 'Páginas' }).getByRole('link', { name: 'Página 2', exact: true }).click();
  await expect(page).toHaveURL(/\?marca=Fiat&page=2$/);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Filtros' }).getByRole('group', { name: 'Marca' }).getByLabel('Fiat')).toBeChecked();
  await expect(page.getByRole('navigation', { name: 'Páginas' }).getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
});

// Each route's first load is checked by axe in the visual suite; here, the states it does not show.
test.describe('accessibility (axe)', () => {
  test('product page and its interest dialog', async ({ page }) => {
    await page.goto('/search/farol');
    await expect(page.getByRole('list', { name: 'Resultados da busca' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Produtos relacionados' })).toBeVisible();
    // The related carousel mounts when its section nears the screen.
    await page.getByRole('heading', { name: 'Produtos relacionados' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.related-carousel').getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Tenho Interesse' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
