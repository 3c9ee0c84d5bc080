import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from './support/session';
import { FROZEN_NOW } from './support/visual';

/**
 * The manager's finance dashboard in a real browser against the simulated API: the figures match
 * the payment orders, every card opens the orders table filtered to its orders, the chart has its
 * text alternative, the keyboard reaches everything, and axe finds nothing at 375 and 1280 px.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
/** Prints a screenshot of each width here when set (to look at them; never in the repository). */
const SHOTS = process.env.FINANCE_SHOTS;

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface Expected {
  thisMonth: { amount: number; count: number };
  lastMonth: { amount: number; count: number };
  dueSoon: { amount: number; count: number };
  overdue: { amount: number; count: number };
  month: string;
  lastMonthKey: string;
}

/**
 * The figures worked out here, apart from the app: every order from the API, months and days in
 * Brasília (UTC-3 all year since 2019), received by payment date else creation date; an open order
 * is overdue once its due day is over (one due today is due, not overdue).
 */
async function expectedFigures(page: Page): Promise<Expected> {
  return page.evaluate(async () => {
    const token = /(?:^|; )jwtToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/api/manager-subscription-page', { headers: { Authorization: `Bearer ${token}` } });
    const orders = ((await res.json()) as { response: Array<{ status: string; amount: number; createdAt: string; paidAt?: string | null; expires: string }> })
      .response;
    const now = Date.now();
    const monthOf = (ms: number) => new Date(ms - 3 * 3600_000).toISOString().slice(0, 7);
    const dayNumber = (ms: number) => Math.floor((ms - 3 * 3600_000) / 86_400_000);
    const month = monthOf(now);
    const [y, m] = month.split('-').map(Number);
    const lastMonthKey = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    const zero = () => ({ cents: 0, count: 0 });
    const sums = { thisMonth: zero(), lastMonth: zero(), dueSoon: zero(), overdue: zero() };
    for (const o of orders) {
      const cents = Math.round(o.amount * 100);
      const add = (k: keyof typeof sums) => {
        sums[k].cents += cents;
        sums[k].count += 1;
      };
      if (o.status === 'PAID') {
        const at = monthOf(Date.parse(o.paidAt || o.createdAt));
        if (at === month) add('thisMonth');
        if (at === lastMonthKey) add('lastMonth');
      } else if (o.status === 'WAITING' || o.status === 'SENT') {
        const days = dayNumber(Date.parse(o.expires)) - dayNumber(now);
        if (days < 0) add('overdue');
        else if (days <= 7) add('dueSoon');
      }
    }
    const out = (k: keyof typeof sums) => ({ amount: sums[k].cents / 100, count: sums[k].count });
    return { thisMonth: out('thisMonth'), lastMonth: out('lastMonth'), dueSoon: out('dueSoon'), overdue: out('overdue'), month, lastMonthKey };
  });
}

const brl = (n: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\u00a0/g, ' ');
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

test.beforeEach(async ({ context, page }) => {
  // The demo's dates derive from the clock: frozen, the figures are the same on every run.
  await context.clock.setFixedTime(FROZEN_NOW);
  await loginViaApi(page, 'manager');
});

test('the figures match the payment orders and every card opens the table filtered to its orders', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/adm/dashboard');
  await expect(page.getByRole('heading', { name: 'Controle financeiro', level: 1 })).toBeVisible();
  const expected = await expectedFigures(page);
  expect(expected.month).toBe('2026-11');
  // The demo's history: something was received last month.
  expect(expected.lastMonth.count).toBeGreaterThan(0);

  for (const key of ['thisMonth', 'lastMonth', 'dueSoon', 'overdue'] as const) {
    const card = page.getByTestId(`finance-${key}`);
    await expect(card).toContainText(brl(expected[key].amount), { timeout: 20_000 });
  }
  await expect(page.getByTestId('finance-lastMonth')).toContainText(`${expected.lastMonth.count.toLocaleString('pt-BR')} pagamento`);

  // The three counts of the spec stay.
  for (const id of ['invoicesWaiting', 'invoicesExpiring', 'invoicesExpired']) await expect(page.getByTestId(id)).toContainText(/\d+/);
  // 'Vencidas' (the dashboard's call) and 'Em atraso' (worked out from the orders) count the same orders.
  expect(expected.overdue.count).toBeGreaterThan(0);
  await expect(page.getByTestId('invoicesExpired').locator('.display-6')).toHaveText(expected.overdue.count.toLocaleString('pt-BR'));
  await expect(page.getByTestId('finance-overdue')).toContainText(`${expected.overdue.count.toLocaleString('pt-BR')} orde`);

  const links: Array<[string, string, string]> = [
    ['invoicesWaiting', 'Aguardando pagamento', '/adm/paymentOrder?status=WAITING'],
    ['invoicesExpiring', 'Vencendo', '/adm/paymentOrder?due=expiring'],
    ['invoicesExpired', 'Vencidas', '/adm/paymentOrder?due=overdue'],
    ['finance-thisMonth', 'Recebido neste mês', `/adm/paymentOrder?status=PAID&from=${expected.month}-01&to=${lastDay(expected.month)}`],
    ['finance-lastMonth', 'Recebido no mês passado', `/adm/paymentOrder?status=PAID&from=${expected.lastMonthKey}-01&to=${lastDay(expected.lastMonthKey)}`],
    ['finance-dueSoon', 'A vencer em 7 dias', '/adm/paymentOrder?status=WAITING,SENT&sort=expires&dir=asc'],
    ['finance-overdue', 'Em atraso', '/adm/paymentOrder?due=overdue'],
  ];
  for (const [id, name, url] of links) {
    // Back in the app's history (no new load: the replies are cached).
    if (new URL(page.url()).pathname !== '/adm/dashboard') await page.goBack();
    const card = page.getByTestId(id);
    // 5,000 orders through the simulated API: a busy machine may take a while.
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', url, { timeout: 30_000 });
    // The whole card is the link's target (stretched link): a click beside the title opens it.
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width - 12, box.y + box.height - 12);
    await expect(page.getByRole('heading', { name: 'Ordens de pagamento', level: 1 })).toBeVisible();
    // The orders page holds the card's filters (in whatever order it writes them).
    const wanted = new URL(url, page.url()).searchParams;
    await expect.poll(() => new URL(page.url()).pathname).toBe('/adm/paymentOrder');
    await expect.poll(() => [...wanted].filter(([k, v]) => new URL(page.url()).searchParams.get(k) !== v)).toEqual([]);
  }

  // A plan of the breakdown opens its orders.
  await page.goBack();
  const plans = page.getByRole('table', { name: /por plano$/ });
  await plans.getByRole('link', { name: 'Gold' }).click();
  await expect(page).toHaveURL(/\/adm\/paymentOrder\?plan=Premium$/);
  expect(errors).toEqual([]);
});

test('the chart sums up in its label and shows every month as a table; the keyboard reaches cards and table', async ({ page }) => {
  await page.goto('/adm/dashboard');
  const chart = page.getByRole('img', { name: /^Gráfico de barras do valor recebido e do valor cancelado por mês, de dezembro de 2025 a novembro de 2026\./ });
  await expect(chart).toBeVisible({ timeout: 20_000 });
  await expect(chart).toHaveAttribute('aria-label', /Total recebido: R\$ [\d.]+,\d{2}\. Total cancelado: R\$ [\d.]+,\d{2}\./);
  // Fixed height: the chart never moves what follows it.
  expect((await chart.boundingBox())!.height).toBe(240);

  // Keyboard: Tab reaches the first card's link, Enter opens its orders.
  const first = page.getByTestId('invoicesWaiting').getByRole('link');
  await page.keyboard.press('Tab');
  for (let i = 0; i < 30 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/adm\/paymentOrder\?status=WAITING$/);
  await page.goBack();

  const toggle = page.getByRole('button', { name: 'Mostrar valores em tabela' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute('aria-expanded', 'true');
  const table = page.getByRole('table', { name: /^Recebido e cancelado por mês/ });
  await expect(table.getByRole('row')).toHaveCount(13);
  await page.keyboard.press('Tab');
  await expect(table.getByRole('link').first()).toBeFocused();
  await expect(table.getByRole('link').first()).toHaveText('dezembro de 2025');
  await expect(table.getByRole('link').last()).toHaveAttribute('href', '/adm/paymentOrder?status=PAID&from=2026-11-01&to=2026-11-30');
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on the dashboard at ${width} px, with the table shown or not`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/adm/dashboard');
    await expect(page.getByRole('img', { name: /^Gráfico de barras/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('invoicesWaiting')).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Mostrar valores em tabela' }).click();
    await expect(page.getByRole('table', { name: /^Recebido e cancelado por mês/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-table-${width}.png`, fullPage: true });
  });
}
