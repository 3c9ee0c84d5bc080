import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectMenuAttached } from './support/menus';
import { loginViaApi } from './support/session';

// Layout checks measured in the browser at a phone width and a desktop width.
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
// The first load also seeds the in-browser simulated API.
const FIRST_LOAD = { timeout: 30_000 };
test.setTimeout(90_000);

async function apiReady(page: Page) {
  await page.waitForFunction(() => (window as Window & { __SIMULATED_API_READY__?: boolean }).__SIMULATED_API_READY__ === true, null, FIRST_LOAD);
}

/** The search box the current width shows (desktop and mobile variants both exist in the DOM). */
function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Buscar peças' }).filter({ visible: true });
}

/** Alpha of a computed CSS colour ('rgb(...)' is opaque, 'rgba(..., a)' has alpha a). */
async function backgroundAlpha(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const bg = getComputedStyle(el).backgroundColor;
    const m = /rgba?\(([^)]+)\)/.exec(bg);
    if (!m) return 0;
    const parts = m[1].split(/[\s,/]+/).filter(Boolean);
    return parts.length === 4 ? Number(parts[3]) : 1;
  });
}

test.describe('search suggestions on a first visit', () => {
  for (const size of WIDTHS) {
    for (const path of ['/about', '/home']) {
      test(`${path} at ${size.width} px: the list is opaque and its rows are list-group items`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(path);
        await apiReady(page);
        await searchBox(page).fill('filtro');
        const list = page.getByRole('listbox', { name: 'Sugestões de peças' }).filter({ visible: true });
        await expect(list.getByRole('option').first()).toBeVisible();

        expect(await backgroundAlpha(list)).toBe(1);
        const option = list.getByRole('option').first();
        expect(await backgroundAlpha(option)).toBe(1);
        const style = await option.evaluate((el) => {
          const s = getComputedStyle(el);
          return { paddingLeft: parseFloat(s.paddingLeft), borderStyle: s.borderTopStyle, display: s.display };
        });
        // Bootstrap's list-group item: 1rem side padding and a solid border.
        expect(style.paddingLeft).toBeGreaterThanOrEqual(12);
        expect(style.borderStyle).toBe('solid');
        // Nothing from the page paints over the list: its centre hit-tests to the list itself.
        const box = (await list.boundingBox())!;
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="listbox"]') !== null,
          [box.x + box.width / 2, box.y + Math.min(box.height / 2, 20)],
        );
        expect(hit).toBe(true);
      });
    }
  }
});

// The other overlays a first visit can open: none may wait for a stylesheet that only a later
// screen brings (each test starts in a fresh browser, so nothing is cached from another page).
test.describe('overlays on a first visit have their styles', () => {
  test('side drawer at 375 px', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(await backgroundAlpha(drawer)).toBe(1);
    expect(await drawer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  });

  test('filter dialog on /more_parts at 375 px', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/more_parts');
    await page.getByRole('button', { name: 'Filtrar' }).click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    expect(await backgroundAlpha(dialog.locator('.modal-content'))).toBe(1);
    const box = (await dialog.locator('.modal-content').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
  });

  test('interest dialog on a product page at 375 px', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/more_parts');
    await apiReady(page);
    const href = await page.locator('a[href^="/product/"]').first().getAttribute('href', FIRST_LOAD);
    // A first visit straight to the product page.
    const fresh = await page.context().newPage();
    await fresh.setViewportSize(WIDTHS[0]);
    await fresh.goto(href!);
    await fresh.getByRole('button', { name: 'Tenho Interesse' }).click(FIRST_LOAD);
    const dialog = fresh.getByRole('dialog', { name: 'Tenho interesse nesta peça' });
    await expect(dialog).toBeVisible();
    expect(await backgroundAlpha(dialog.locator('.modal-content'))).toBe(1);
  });

  test('user menu at 1280 px', async ({ page }) => {
    await page.setViewportSize(WIDTHS[1]);
    await loginViaApi(page, 'subscriber');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu do usuário' }).click(FIRST_LOAD);
    const item = page.getByRole('link', { name: 'Painel do assinante' });
    await expect(item).toBeVisible();
    const menu = page.locator('.dropdown-menu.show');
    expect(await backgroundAlpha(menu)).toBe(1);
    expect(await menu.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    // Hanging from its toggle, inside the window, every item clickable (phones have the drawer instead).
    await page.keyboard.press('Escape');
    await expectMenuAttached(page, page.getByRole('button', { name: 'Menu do usuário' }));
  });
});

test.describe('FAQ accordion on a first visit', () => {
  for (const size of WIDTHS) {
    test(`/faq at ${size.width} px: the questions are accordion rows, not bare buttons`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/faq');
      const question = page.getByRole('button', { name: 'Como anuncio minhas peças?' });
      await expect(question).toBeVisible(FIRST_LOAD);
      const style = await question.evaluate((el) => {
        const s = getComputedStyle(el);
        return { display: s.display, borderTopWidth: parseFloat(s.borderTopWidth), textAlign: s.textAlign };
      });
      expect(style).toEqual({ display: 'flex', borderTopWidth: 0, textAlign: 'left' });
      const box = (await question.boundingBox())!;
      const main = (await page.getByRole('heading', { name: 'Perguntas frequentes' }).boundingBox())!;
      // The row spans the page's column; the question reads as one line of text at both widths.
      expect(box.width).toBeGreaterThan(size.width * 0.8 - 48);
      expect(box.x).toBeGreaterThanOrEqual(main.x - 1);
      await question.click();
      await expect(page.getByText(/Escolha um plano na página Quero anunciar/)).toBeVisible();
    });
  }
});

test.describe('home banner', () => {
  async function bannerGeometry(page: Page) {
    const carousel = page.getByRole('region', { name: 'Destaques' });
    const img = carousel.locator('.banner-slide.is-current img');
    await expect(img).toBeVisible(FIRST_LOAD);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    return img.evaluate((el: HTMLImageElement) => {
      const r = el.getBoundingClientRect();
      const viewport = el.closest('.banner-viewport')!.getBoundingClientRect();
      return { natural: el.naturalWidth / el.naturalHeight, box: r.width / r.height, img: r.toJSON() as DOMRect, viewport: viewport.toJSON() as DOMRect };
    });
  }

  test("at 375 px the whole picture shows: its box has the picture's proportions and sits inside the carousel", async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/home');
    const g = await bannerGeometry(page);
    // The picture's box has the picture's proportions, so nothing is cut whatever object-fit says.
    expect(Math.abs(g.box - g.natural)).toBeLessThan(0.02);
    expect(g.img.left).toBeGreaterThanOrEqual(g.viewport.left - 0.5);
    expect(g.img.right).toBeLessThanOrEqual(g.viewport.right + 0.5);
    expect(g.img.top).toBeGreaterThanOrEqual(g.viewport.top - 0.5);
    expect(g.img.bottom).toBeLessThanOrEqual(g.viewport.bottom + 0.5);
    expect(g.img.width).toBeGreaterThan(300);
  });

  test('at 375 px the banner box has its size before the picture loads (no layout shift)', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    // Pictures never arrive: the box must still have the size it will have with them.
    await page.route('**/demo/banners/**', () => new Promise(() => {}));
    await page.goto('/home');
    const viewport = page.getByRole('region', { name: 'Destaques' }).locator('.banner-viewport');
    await expect(viewport).toBeVisible(FIRST_LOAD);
    const box = (await viewport.boundingBox())!;
    // 1200 x 503 pictures in a column of 351 px.
    expect(box.height).toBeGreaterThan(box.width * (503 / 1200) - 1);
    expect(box.height).toBeLessThan(box.width * (503 / 1200) + 90);
  });

  test('at 1280 px the banner is 503 px high', async ({ page }) => {
    await page.setViewportSize(WIDTHS[1]);
    await page.goto('/home');
    const g = await bannerGeometry(page);
    expect(g.viewport.height).toBe(503);
    expect(g.img.height).toBe(503);
  });
});

/**
 * Boxes of what the back button could cover: every line of visible text (one box per line,
 * from the text's ranges), every control and every picture, outside the button itself.
 */
async function overlapsWithBackButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll<HTMLElement>('button[aria-label="Voltar"]')].find((b) => b.getClientRects().length > 0);
    if (!button) return ['no visible back button'];
    const b = button.getBoundingClientRect();
    const hits: string[] = [];
    const overlaps = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < b.right - 0.5 && r.right > b.left + 0.5 && r.top < b.bottom - 0.5 && r.bottom > b.top + 0.5;
    const shown = (el: Element) => {
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && Number(s.opacity) > 0 && el.getClientRects().length > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!n.textContent?.trim() || !parent || button.contains(parent) || !shown(parent)) continue;
      if (parent.closest('.visually-hidden, [aria-hidden="true"], script, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (overlaps(r)) hits.push(`text "${n.textContent.trim().slice(0, 40)}"`);
    }
    for (const el of document.querySelectorAll('a, button, input, select, textarea, img, [role="button"], .badge')) {
      if (el === button || button.contains(el) || el.contains(button) || !shown(el)) continue;
      if (el.closest('.visually-hidden')) continue;
      if (overlaps(el.getBoundingClientRect()))
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
    }
    return hits;
  });
}

test.describe('the back button covers nothing at 375 px', () => {
  async function expectClearAtEveryScroll(page: Page) {
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight);
    for (const y of [0, height / 3, (2 * height) / 3, height]) {
      await page.evaluate(async (top) => {
        const from = window.scrollY;
        const scrolled = new Promise((done) => window.addEventListener('scroll', done, { once: true }));
        window.scrollTo(0, top);
        // The page hears of the scroll (its event), then draws what it changes by the next frame.
        if (window.scrollY !== from) await scrolled;
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }, y);
      expect(await overlapsWithBackButton(page), `scrolled to ${Math.round(y)} px`).toEqual([]);
    }
  }

  test('/subscription: plan prices and the Assinar buttons', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/subscription');
    await expect(page.getByRole('button', { name: /^Assinar/ }).first()).toBeVisible(FIRST_LOAD);
    await expectClearAtEveryScroll(page);
  });

  test('/signup: the form and its hints', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/signup');
    await expect(page.getByLabel('Nome completo')).toBeVisible(FIRST_LOAD);
    await expectClearAtEveryScroll(page);
  });

  test('a product page: price, badge and the interest button; the footer text', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/more_parts');
    await apiReady(page);
    const href = await page.locator('a[href^="/product/"]').first().getAttribute('href', FIRST_LOAD);
    await page.goto(href!);
    await expect(page.getByRole('button', { name: 'Tenho Interesse' })).toBeVisible(FIRST_LOAD);
    await expectClearAtEveryScroll(page);
  });

  test('/about down to the footer', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText('Versão', FIRST_LOAD);
    await expectClearAtEveryScroll(page);
  });

  test('the fullscreen gallery is not covered by it, and its own controls all work', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/more_parts');
    await apiReady(page);
    const href = await page.locator('a[href^="/product/"]').first().getAttribute('href', FIRST_LOAD);
    await page.goto(href!);
    await page.getByRole('button', { name: 'Ver em tela cheia' }).click(FIRST_LOAD);
    const exit = page.getByRole('button', { name: 'Sair da tela cheia' });
    await expect(exit).toBeVisible();
    const topmost = (locator: Locator) =>
      locator.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && (hit === el || el.contains(hit));
      });
    // The gallery covers the page (the top bar and its back button included) and its controls are on top.
    expect(await topmost(exit)).toBe(true);
    expect(await topmost(page.getByRole('button', { name: 'Voltar' }))).toBe(false);
    await exit.click();
    await expect(page.getByRole('button', { name: 'Ver em tela cheia' })).toBeVisible();
    expect(await topmost(page.getByRole('button', { name: 'Voltar' }))).toBe(true);
  });

  test('it still goes back one page', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/about');
    await apiReady(page);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Voltar' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('the longest search term (200 characters, the search box limit)', () => {
  for (const size of WIDTHS) {
    test(`at ${size.width} px the heading wraps and the page does not scroll sideways`, async ({ page }) => {
      await page.setViewportSize(size);
      const term = 'a'.repeat(200);
      await page.goto(`/search/${term}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(term, FIRST_LOAD);
      await expect(page.getByText(/produtos encontrados$|Ainda não há dados/).first()).toBeVisible(FIRST_LOAD);
      const m = await heading.evaluate((el) => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth: window.innerWidth,
        heading: el.getBoundingClientRect().width,
        headingScroll: el.scrollWidth,
        container: el.closest('.container')!.clientWidth,
      }));
      expect(m.scrollWidth).toBeLessThanOrEqual(m.innerWidth);
      expect(m.heading).toBeLessThanOrEqual(m.container);
      expect(m.headingScroll).toBeLessThanOrEqual(Math.ceil(m.heading));
    });
  }
});

/** Shows a toast the way the app does after a redirect (the stored global toast). */
async function showToast(page: Page, message: string) {
  await page.evaluate((text) => {
    localStorage.setItem('global-toast', JSON.stringify({ type: 'success', message: text }));
    window.dispatchEvent(new Event('global-toast'));
  }, message);
  const toast = page.getByTestId('toast-success').last();
  await expect(toast).toBeVisible();
  return toast;
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('toasts', () => {
  test('at 1280 px a toast covers no top-bar control and the user menu stays clickable', async ({ page }) => {
    await page.setViewportSize(WIDTHS[1]);
    await loginViaApi(page, 'subscriber');
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Menu do usuário' });
    await expect(menu).toBeVisible(FIRST_LOAD);
    const toast = await showToast(page, 'Produto cadastrado com sucesso!');
    const toastBox = (await toast.boundingBox())!;
    const controls = page.locator('.navbar').first().locator('a, button, input').filter({ visible: true });
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (box) expect(intersects(toastBox, box), await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBe(false);
    }
    await menu.click();
    await expect(page.getByRole('link', { name: 'Painel do assinante' })).toBeVisible();
    await expect(toast).toBeVisible();
  });

  test('at 375 px a toast covers no top-bar control', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/about');
    await apiReady(page);
    await expect(searchBox(page)).toBeVisible();
    const toast = await showToast(page, 'Tudo certo, agora faça seu login.');
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(375);
    const controls = page.locator('.navbar').first().locator('a, button, input').filter({ visible: true });
    expect(await controls.count()).toBeGreaterThan(2);
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (box) expect(intersects(toastBox, box)).toBe(false);
    }
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Entrar' })).toBeVisible();
  });

  for (const size of WIDTHS) {
    test(`at ${size.width} px a 300-character message is capped in width and clamped to 3 lines, its full text kept`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/about');
      await apiReady(page);
      const message = `Peça ${'Amortecedor dianteiro esquerdo '.repeat(10)}`.slice(0, 300);
      const toast = await showToast(page, message);
      const box = (await toast.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(360);
      const body = toast.locator('.toast-body');
      const m = await body.evaluate((el) => {
        const text = el.querySelector('.toast-message') ?? el;
        const s = getComputedStyle(text);
        return {
          height: text.getBoundingClientRect().height,
          lineHeight: parseFloat(s.lineHeight),
          text: el.textContent,
          title: el.querySelector('.toast-message')?.getAttribute('title') ?? null,
        };
      });
      expect(m.height).toBeLessThanOrEqual(3 * m.lineHeight + 1);
      // The whole message stays in the page for screen readers and as the tooltip.
      expect(m.text).toContain(message.trim());
      expect(m.title).toBe(message.trim());
      // One long word (no spaces) does not push the toast wider either.
      const word = await showToast(page, 'x'.repeat(300));
      expect((await word.boundingBox())!.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  }
});

test.describe('top bar height', () => {
  for (const size of WIDTHS) {
    test(`at ${size.width} px it is as high logged in as logged out`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/about');
      const bar = page.locator('.navbar').first();
      await expect(page.getByRole('heading', { name: 'Quem somos' })).toBeVisible(FIRST_LOAD);
      const out = (await bar.boundingBox())!.height;
      await loginViaApi(page, 'subscriber');
      await page.goto('/about');
      await expect(page.getByRole('heading', { name: 'Quem somos' })).toBeVisible(FIRST_LOAD);
      if (size.width >= 992) await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
      // The avatar is the profile picture, 50 x 50.
      if (size.width >= 992) await expect(page.locator('.topbar-avatar')).toHaveCSS('height', '50px');
      const inside = (await bar.boundingBox())!.height;
      expect(inside).toBe(out);
    });
  }
});

test.describe('a huge price', () => {
  const NAME = 'Amortecedor Zeptopreco dianteiro';

  /** The subscriber lists a part priced R$ 9.999.999,99 (the largest price accepted) through the simulated API, as the admin form would. */
  async function listHugePrice(page: Page) {
    await loginViaApi(page, 'subscriber');
    const url = await page.evaluate(async (name) => {
      const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
        c.charCodeAt(0),
      );
      const form = new FormData();
      const fields: Record<string, string> = {
        part_name: name,
        manufacturer: 'Cofap',
        brand: 'Fiat',
        model: 'Argo 2021',
        description: name,
        price: '9999999.99',
        quantity: '1',
        code: '',
        is_new: '1',
        is_national: '1',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('image0', new File([png], 'peca.png', { type: 'image/png' }));
      const token = document.cookie.match(/jwtToken=([^;]+)/)![1];
      const res = await fetch('/api/auto_part/create', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { success: boolean; url?: string; response: unknown };
      if (!body.success) throw new Error(`create failed: ${JSON.stringify(body.response)}`);
      return body.url!;
    }, NAME);
    return url;
  }

  /** On how many lines a piece of an element's text is laid out. */
  const linesOf = (locator: Locator, piece: string) =>
    locator.evaluate((el, p) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        const i = n.data.indexOf(p);
        if (i < 0) continue;
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + p.length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }
      return 0;
    }, piece);

  for (const size of WIDTHS) {
    test(`at ${size.width} px it stays inside its card and on the product page`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/about');
      const url = await listHugePrice(page);

      await page.goto('/search/zeptopreco');
      const card = page.getByRole('list', { name: 'Resultados da busca' }).locator('article').first();
      const price = card.getByText('R$ 9.999.999,99');
      await expect(price).toBeVisible(FIRST_LOAD);
      const cardBox = (await card.boundingBox())!;
      const priceBox = (await price.boundingBox())!;
      expect(priceBox.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(priceBox.x + priceBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(await price.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      // Shrunk or wrapped after 'R$', but the number itself is never cut across lines.
      expect(await linesOf(price, '9.999.999,99')).toBe(1);

      await page.goto(`/product/${url}`);
      const big = page.getByText('R$ 9.999.999,99').first();
      await expect(big).toBeVisible(FIRST_LOAD);
      const column = big.locator('xpath=ancestor::div[contains(@class, "col-")][1]');
      const colBox = (await column.boundingBox())!;
      const bigBox = (await big.boundingBox())!;
      expect(bigBox.x + bigBox.width).toBeLessThanOrEqual(colBox.x + colBox.width + 0.5);
      expect(await big.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      expect(await linesOf(big, '9.999.999,99')).toBe(1);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(size.width);

      if (size.width >= 992) {
        // The home's most-recent list (large screens only) starts with the new part.
        await page.goto('/home');
        const recent = page.getByRole('region', { name: 'Mais recentes' }).locator('article').filter({ hasText: 'R$ 9.999.999,99' });
        await expect(recent).toBeVisible(FIRST_LOAD);
        const side = recent.getByText('R$ 9.999.999,99');
        const a = (await recent.boundingBox())!;
        const p = (await side.boundingBox())!;
        expect(p.x + p.width).toBeLessThanOrEqual(a.x + a.width + 0.5);
        expect(await linesOf(side, '9.999.999,99')).toBe(1);
      }
    });
  }
});
