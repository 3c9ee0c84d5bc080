import { expect, test, type Page } from '@playwright/test';
import { apiReady } from './support/session';

/**
 * Buyer tools kept in the browser, logged out: favourites (a heart on every card and on the
 * product page, a count in the top bar, /favorites, a reload keeps them), recently viewed on the
 * home, and sharing a product page (share sheet or menu).
 */

/** The first card of more parts: its heart, its link and the part's description. */
async function firstCard(page: Page) {
  await page.goto('/more_parts');
  const card = page.getByRole('list', { name: 'Peças' }).getByRole('article').first();
  const link = card.getByRole('link');
  await link.waitFor();
  return { card, link, name: (await link.getAttribute('title'))!, href: (await link.getAttribute('href'))! };
}

test('a visitor saves a part from its card, reloads, finds it in Favoritos and opens it', async ({ page }) => {
  const { card, name } = await firstCard(page);
  const topBar = page.getByRole('link', { name: /^Favoritos/ });
  await expect(topBar).toHaveAccessibleName('Favoritos');
  const heart = card.getByRole('button', { name: 'Adicionar aos favoritos' });
  await heart.click();
  await expect(card.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(topBar).toHaveAccessibleName('Favoritos (1)');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Favoritos (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'Favoritos (1)' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByText('1 peça salva')).toBeVisible();
  const row = page.getByRole('article', { name });
  await expect(row.getByText('Salva em', { exact: false })).toBeVisible();
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
});

test('a saved part that is gone shows as unavailable with a remove button; offline, a saved part keeps its details', async ({ page, context }) => {
  await apiReady(page);
  await page.evaluate(() => {
    localStorage.setItem(
      'favorites:v1',
      JSON.stringify([{ url: 'farol-que-saiu-de-linha-999999', description: 'Farol que saiu de linha', value: 350, image: '', savedAt: Date.now() }]),
    );
  });
  await page.goto('/favorites');
  const gone = page.getByRole('article', { name: 'Farol que saiu de linha' });
  await expect(gone.getByText('Esta peça não está mais disponível.')).toBeVisible();
  await expect(page.getByText('Desculpe-nos!', { exact: false })).toHaveCount(0);
  await gone.getByRole('button', { name: 'Remover' }).click();
  await expect(gone).toHaveCount(0);
  await expect(page.getByText('Você ainda não salvou nenhuma peça.')).toBeVisible();

  // Saved from a card, then opened offline: the saved details stay, with a retry; back online they refresh.
  await page.getByRole('link', { name: 'Ver peças' }).click();
  const card = page.getByRole('list', { name: 'Peças' }).getByRole('article').first();
  const name = (await card.getByRole('link').getAttribute('title'))!;
  await card.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Favoritos (1)' }).click();
  const row = page.getByRole('article', { name });
  await expect(row.getByText('Não foi possível atualizar esta peça agora. Mostrando os dados salvos.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(row.getByRole('link', { name })).toBeVisible();
  await context.setOffline(false);
  await expect(row.getByText(/Não foi possível atualizar/)).toHaveCount(0);
});

test("recently viewed: a returning visitor's home shows the part opened; 'Limpar' empties it", async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Mais vistos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vistos recentemente' })).toHaveCount(0);

  const { link, name } = await firstCard(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goto('/home');
  const row = page.getByRole('region', { name: 'Vistos recentemente' });
  await expect(row.getByRole('link').first()).toHaveAttribute('title', name);
  await row.getByRole('button', { name: 'Limpar' }).click();
  await expect(row).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('recently-viewed:v1'))).toBeNull();
});

test("share without a share sheet: a keyboard menu with 'Copiar link' (confirmed) and a WhatsApp link", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // The desktop browsers without the Web Share API.
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const { href, name } = await firstCard(page);
  await page.goto(href);
  const share = page.getByRole('button', { name: 'Compartilhar' });
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copiar link' })).toBeFocused();
  const whatsapp = page.getByRole('link', { name: 'Enviar pelo WhatsApp' });
  const address = new URL(href, page.url()).href;
  await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${name} ${address}`)}`);
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  await page.keyboard.press('Escape');
  await expect(whatsapp).toHaveCount(0);
  await expect(share).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast-success')).toContainText('Link copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('share with a share sheet: title, text and address go to it; closing it says nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as Window & { __shared?: ShareData[] };
    w.__shared = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        w.__shared!.push(data);
        return Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
  });
  const { href, name } = await firstCard(page);
  await page.goto(href);
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const shared = await page.evaluate(() => (window as Window & { __shared?: ShareData[] }).__shared);
  expect(shared).toEqual([{ title: name, text: name, url: new URL(href, page.url()).href }]);
  await expect(page.getByRole('button', { name: 'Copiar link' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
