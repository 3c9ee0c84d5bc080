import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectMenuAttached } from './support/menus';
import { apiReady, DEMO, tokenOf } from './support/session';

/** A bank slip due ten days from now (Brasília), inside the one-year window a due date must fall in. */
const dueInTenDays = () => new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/**
 * Admin layout on a phone (375 px) and a laptop (1280 px): the statements and the interest list
 * become labelled cards below 576 px with nothing scrolling sideways, the bank-slip buttons are
 * whole at 1280 px, and the report's names wrap only between words.
 */

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };

type Role = keyof typeof DEMO;
type FormBody = Record<string, string>;

/** One API call with a Bearer token; a form body is sent as multipart, with a small PDF when asked. */
async function call(page: Page, token: string, method: string, path: string, form?: FormBody, pdf = false): Promise<unknown> {
  return page.evaluate(
    async ({ token, method, path, form, pdf }) => {
      const base = '/api';
      let body: FormData | undefined;
      if (form) {
        body = new FormData();
        for (const [k, v] of Object.entries(form)) body.append(k, v);
        if (pdf) body.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'boleto.pdf', { type: 'application/pdf' }));
      }
      const res = await fetch(`${base}${path}`, { method, headers: { Authorization: `Bearer ${token}` }, body });
      const reply = (await res.json()) as { success: boolean; response: unknown };
      if (!reply.success) throw new Error(`${path}: ${JSON.stringify(reply.response)}`);
      return reply.response;
    },
    { token, method, path, form, pdf },
  );
}

/** Browses as this role from now on (the cookie the app reads). */
async function browseAs(page: Page, role: Role, token: string) {
  await page.evaluate(
    ([t, p]) => {
      document.cookie = `jwtToken=${t}; path=/; max-age=604800; SameSite=Lax`;
      localStorage.setItem('phone', p);
    },
    [token, DEMO[role].phone] as const,
  );
}

/**
 * The subscriber asks for the Gold plan (annual); the manager registers its bank slip and sends
 * it (bi_status 2): the statement's Gold row then shows all three bank-slip buttons.
 */
async function subscriberWithSentBankSlip(page: Page) {
  await apiReady(page);
  const subscriber = await tokenOf(page, 'subscriber');
  const manager = await tokenOf(page, 'manager');
  await call(page, subscriber, 'POST', '/payment-request', {
    email: 'carlos@exemplo.com.br',
    method: 'bank_slip',
    identification: '12345678909',
    plan_id: '4',
    frequency: 'annual',
  });
  const statement = (await call(page, subscriber, 'GET', '/subscriptions-user')) as { data: { status: string; payment_order_id: number }[] };
  const waiting = statement.data.find((r) => r.status === 'WAITING');
  expect(waiting, 'a waiting order after the payment request').toBeTruthy();
  const order = String(waiting!.payment_order_id);
  await call(
    page,
    manager,
    'POST',
    '/manager-bank-invoices',
    { payment_order: order, due_date: dueInTenDays(), barcode: '34191790010104351004791020150008291070026000', our_number: '55667788', amount: '100,00' },
    true,
  );
  await call(page, manager, 'POST', '/manager-bank-invoices-send', { payment_order: order });
  await browseAs(page, 'subscriber', subscriber);
}

async function loginAs(page: Page, role: Role) {
  await apiReady(page);
  await browseAs(page, role, await tokenOf(page, role));
}

/** Nothing wider than the screen: the document does not scroll sideways, nor does any box inside main. */
async function expectNoSidewaysScroll(page: Page) {
  const found = await page.evaluate(() => {
    const doc = document.documentElement;
    const out: string[] = [];
    if (doc.scrollWidth > doc.clientWidth) out.push(`document ${doc.scrollWidth} > ${doc.clientWidth}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      if (scrolls && el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName}.${el.className} scrolls ${el.scrollWidth} > ${el.clientWidth}`);
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > doc.clientWidth + 0.5) out.push(`${el.tagName}.${el.className} ends at ${Math.round(box.right)}`);
    }
    return out.slice(0, 10);
  });
  expect(found).toEqual([]);
}

/** The card's fields, label then value, in order. */
async function fieldsOf(card: Locator): Promise<{ label: string; value: string }[]> {
  return card
    .locator('dl > div')
    .evaluateAll((fields) =>
      fields.map((f) => ({ label: f.querySelector('dt')?.textContent?.trim() ?? '', value: f.querySelector('dd')?.textContent?.trim() ?? '' })),
    );
}

/** Wholly on screen, inside every clipping ancestor, and the element hit at its centre. */
async function expectWhollyVisible(button: Locator) {
  await expect(button).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  const problems = await button.evaluate((el) => {
    const out: string[] = [];
    const box = el.getBoundingClientRect();
    const name = el.textContent?.trim();
    if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) out.push(`${name} outside the viewport`);
    // Ancestors clip unless a fixed-position box (a popup menu) lies in between.
    let fixed = getComputedStyle(el).position === 'fixed';
    for (let p = el.parentElement; p && p !== document.body && !fixed; p = p.parentElement) {
      const style = getComputedStyle(p);
      fixed = style.position === 'fixed';
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = p.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5)
        out.push(`${name} clipped by ${p.tagName}.${p.className}`);
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !el.contains(hit)) out.push(`${name}: the centre hits ${hit?.tagName}.${hit?.className}`);
    return out;
  });
  expect(problems).toEqual([]);
}

test.describe('subscription statement', () => {
  test('375 px: a labelled card per subscription, the bank-slip buttons full width, nothing scrolls sideways', async ({ page }) => {
    await subscriberWithSentBankSlip(page);
    await page.setViewportSize(PHONE);
    await page.goto('/adm/subscription/statement');
    const list = page.getByRole('list', { name: 'Suas assinaturas' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('table')).toHaveCount(0);

    const gold = list.getByRole('listitem').filter({ hasText: 'Gold' });
    const fields = await fieldsOf(gold);
    expect(fields.map((f) => f.label)).toEqual([
      'Plano',
      'Situação',
      'Periodicidade',
      'Máximo de itens',
      'Vencimento',
      'Forma de pagamento',
      'Valor',
      'Desconto',
      'Ações',
    ]);
    expect(fields.slice(0, 3)).toEqual([
      { label: 'Plano', value: 'Gold' },
      { label: 'Situação', value: 'Aguardando' },
      { label: 'Periodicidade', value: 'Anual' },
    ]);
    expect(fields.find((f) => f.label === 'Valor')?.value).toBe('R$ 1.919,04');
    expect(fields.find((f) => f.label === 'Vencimento')?.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const cardBox = (await gold.boundingBox())!;
    for (const name of ['Baixar boleto', 'Cancelar pedido', 'Copiar código de barras']) {
      const button = gold.getByRole('button', { name });
      await expectWhollyVisible(button);
      // Full width: the button spans the card's content box (card padding aside).
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThan(cardBox.width - 48);
    }
    const silver = list.getByRole('listitem').filter({ hasText: 'Silver' });
    expect((await fieldsOf(silver)).slice(0, 2)).toEqual([
      { label: 'Plano', value: 'Silver' },
      { label: 'Situação', value: 'Ativo' },
    ]);
    await expectWhollyVisible(silver.getByRole('button', { name: 'Opções da assinatura Silver' }));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/admlayout-statement-375.png', fullPage: true });

    // The menu of the active plan opens inside the screen.
    await silver.getByRole('button', { name: 'Opções da assinatura Silver' }).click();
    await expectWhollyVisible(page.getByRole('button', { name: 'Cancelar assinatura' }));
  });

  test('1280 px: a table with its headers; the three bank-slip buttons are whole, inside the card, and clickable', async ({ page }) => {
    await subscriberWithSentBankSlip(page);
    await page.setViewportSize(LAPTOP);
    await page.goto('/adm/subscription/statement');
    const table = page.getByRole('table', { name: 'Suas assinaturas' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Plano',
      'Situação',
      'Periodicidade',
      'Máximo de itens',
      'Vencimento',
      'Forma de pagamento',
      'Valor',
      'Desconto',
      'Ações',
    ]);
    const gold = table.getByRole('row', { name: /Gold/ });
    await expect(gold.getByRole('rowheader')).toHaveText('Gold');
    const group = gold.getByRole('group', { name: 'Ações do boleto do plano Gold' });
    for (const name of ['Baixar boleto', 'Cancelar pedido', 'Copiar código de barras']) await expectWhollyVisible(group.getByRole('button', { name }));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/admlayout-statement-1280.png', fullPage: true });

    await table.getByRole('button', { name: 'Opções da assinatura Silver' }).click();
    await expectWhollyVisible(page.getByRole('button', { name: 'Cancelar assinatura' }));
  });
});

test.describe('advertising statement', () => {
  test('375 px: labelled cards; 1280 px: the table', async ({ page }) => {
    await loginAs(page, 'premium');
    await page.setViewportSize(PHONE);
    await page.goto('/adm/ads-statement');
    const list = page.getByRole('list', { name: 'Seus pacotes de publicidade' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const fields = await fieldsOf(list.getByRole('listitem'));
    expect(fields.map((f) => f.label)).toEqual(['Plano', 'Situação', 'Periodicidade', 'Vencimento', 'Forma de pagamento', 'Valor']);
    expect(fields[0].value).toMatch(/^Banner por \d+ dias?$/);
    expect(fields[1]).toEqual({ label: 'Situação', value: 'Ativo' });
    expect(fields[5].value).toMatch(/^R\$ /);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/admlayout-ads-statement-375.png', fullPage: true });

    await page.setViewportSize(LAPTOP);
    const table = page.getByRole('table', { name: 'Seus pacotes de publicidade' });
    await expect(table.getByRole('columnheader')).toHaveText(['Plano', 'Situação', 'Periodicidade', 'Vencimento', 'Forma de pagamento', 'Valor', 'Ações']);
    await expect(page.getByRole('list', { name: 'Seus pacotes de publicidade' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});

test.describe('interest list', () => {
  test('375 px: a labelled card per request, the answer button reachable; 1280 px: the table', async ({ page }) => {
    await loginAs(page, 'subscriber');
    await page.setViewportSize(PHONE);
    await page.goto('/adm/engagement');
    const list = page.getByRole('list', { name: 'Pedidos de interesse nas suas peças' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const cards = list.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(5);
    for (const card of (await cards.all()).slice(0, 6)) {
      const fields = await fieldsOf(card);
      expect(fields.map((f) => f.label)).toEqual(['Interessado', 'Contato', 'Peça', 'Data', 'Status']);
      expect(fields.every((f) => f.value.length > 0)).toBe(true);
    }
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/admlayout-engagement-375.png', fullPage: true });

    const contacted = cards.filter({ hasText: 'Dados enviados' }).first();
    const answer = contacted.getByRole('button', { name: /^Responder ao pedido de / });
    await expectWhollyVisible(answer);
    await answer.click();
    await expect(page.getByRole('dialog', { name: 'Responder ao interessado' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize(LAPTOP);
    const table = page.getByRole('table', { name: 'Pedidos de interesse nas suas peças' });
    await expect(table.getByRole('columnheader')).toHaveText(['Interessado', 'Contato', 'Peça', 'Data', 'Status']);
    await expectNoSidewaysScroll(page);
  });
});

/** Every word of every text node that is exactly one of the names is laid out on one line. */
async function brokenNames(page: Page, names: string[]) {
  return page.evaluate((wanted) => {
    const set = new Set(wanted);
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    let checked = 0;
    const broken: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!set.has(text.trim()) || !(node.parentElement && node.parentElement.getClientRects().length)) continue;
      checked += 1;
      const words = text.matchAll(/\S+/g);
      for (const m of words) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.push(`${text.trim()}: '${m[0]}' on ${lines.size} lines`);
      }
    }
    return { checked, broken: broken.slice(0, 10) };
  }, names);
}

test.describe('subscriptions report', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`${viewport.width} px: names wrap only between words`, async ({ page }) => {
      await apiReady(page);
      const manager = await tokenOf(page, 'manager');
      const rows = (await call(page, manager, 'GET', '/manager-report?type=subscriptions')) as { name: string }[];
      await browseAs(page, 'manager', manager);
      await page.setViewportSize(viewport);
      await page.goto('/adm/report/subscriptions');
      // Counts carry a thousands separator ('1.234 assinaturas').
      await expect(page.getByText(/^\d{1,3}(\.\d{3})* assinaturas$/)).toBeVisible();
      const { checked, broken } = await brokenNames(
        page,
        rows.slice(0, 50).map((r) => r.name),
      );
      expect(checked).toBeGreaterThanOrEqual(50);
      expect(broken).toEqual([]);
      // A table too wide for a phone scrolls inside its own region, never the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await page.screenshot({ path: `/tmp/admlayout-report-${viewport.width}.png` });
    });
  }
});

test.describe('dropdown menus', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`${viewport.width} px: each admin menu opens under its toggle, inside the window, every item clickable`, async ({ page }) => {
      await loginAs(page, 'subscriber');
      await page.setViewportSize(viewport);
      await page.goto('/adm/subscription/statement');
      const options = page.getByRole('button', { name: 'Opções da assinatura Silver' });
      const menu = await expectMenuAttached(page, options);
      await expect(menu.getByRole('button', { name: 'Alterar plano' })).toBeVisible();
      await menu.getByRole('button', { name: 'Alterar plano' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The header's user menu.
      await expectMenuAttached(page, page.getByRole('button', { name: 'Menu do usuário' }));
      await page.keyboard.press('Escape');

      // The options of the first and the last part in the product list.
      await page.goto('/adm/productList');
      const toggles = page.getByRole('button', { name: /^Opções de / });
      await expect(toggles.first()).toBeVisible();
      await expectMenuAttached(page, toggles.first());
      await page.keyboard.press('Escape');
      await page.keyboard.press('End');
      // The list is virtualised: once scrolled, the last part's toggle is pinned by its name, so the
      // check follows the button clicked even if rows are drawn around it.
      await expect.poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 2)).toBe(true);
      const lastName = (await toggles.last().getAttribute('aria-label'))!;
      await expectMenuAttached(page, page.getByRole('button', { name: lastName, exact: true }));
    });
  }
});
