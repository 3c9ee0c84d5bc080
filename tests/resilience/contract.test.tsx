import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import * as z from 'zod/mini';
import { getProduct } from '@/api/product';
import { getManagerDashboard } from '@/features/manager/api/manager';
import { getEngagements } from '@/features/engagement/api/engagement';
import { count, money } from '@/api/values';
import { dateText, isoDate } from '@/api/date-values';
import { i18n } from '@/app/i18n';
import { RelativeTime } from '@/components/relative-time';
import { formatBRL } from '@/lib/format';
import { formatDate, parseDate } from '@/lib/dates';
import { relativeTime } from '@/lib/relative-time';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';

/**
 * A reply that breaks the contract is the screen's error view with a retry,
 * never invented values (0 / 0 / 0 on the manager dashboard, 'R$ 0,00' for an absurd price,
 * 'Agora' for an unreadable date).
 */
const slow = { timeout: 8000 };
const reply = (response: unknown) => () => HttpResponse.json({ success: true, response });

beforeEach(() => {
  // A broken reply is logged by the screens that report it; the tests look at the page.
  (globalThis as { __allowConsoleError?: boolean }).__allowConsoleError = true;
});

async function contractCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (e) {
    return `${(e as { kind: string }).kind}:${(e as { code: string }).code}`;
  }
  return 'resolved';
}

describe('the schemas refuse values the contract does not allow', () => {
  it('a count that is missing, null, empty, a boolean, a list, text, negative or a fraction is refused', () => {
    for (const value of [undefined, null, '', true, [], 'abc', -1, 1.5]) expect(z.safeParse(count, value).success, JSON.stringify(value)).toBe(false);
  });

  it('a count may come as a number or as digits', () => {
    expect(z.parse(count, 7)).toBe(7);
    expect(z.parse(count, '4')).toBe(4);
    expect(z.parse(count, 0)).toBe(0);
  });

  it('a price of 1e308 (as a number or text), past R$ 9.999.999,99, negative, null, empty or text is refused', () => {
    for (const value of [1e308, '1e308', 10_000_000, -0.01, null, '', 'R$ 10']) expect(z.safeParse(money, value).success, JSON.stringify(value)).toBe(false);
  });

  it('a price from 0 up to R$ 9.999.999,99 is kept, as a number or numeric text', () => {
    expect(z.parse(money, 0)).toBe(0);
    expect(z.parse(money, 9_999_999.99)).toBe(9_999_999.99);
    expect(z.parse(money, '49.90')).toBe(49.9);
  });

  it('a date that is not an ISO 8601 date of a real day is refused', () => {
    for (const value of ['ontem', '', '2026-02-31', '2026-13-01', '21/11/2026', '2026-11-21T25:00:00Z', 'NaN'])
      expect(z.safeParse(isoDate, value).success, value).toBe(false);
  });

  it('ISO dates and date-times are kept; an optional date may be missing, null or empty', () => {
    for (const v of ['2026-11-21', '2026-11-21T14:05:00-03:00', '2026-11-01T15:00:00.000Z', '2026-11-21T14:05']) expect(z.parse(isoDate, v)).toBe(v);
    expect(z.parse(dateText, undefined)).toBe('');
    expect(z.parse(dateText, null)).toBe('');
    expect(z.safeParse(dateText, 'amanhã').success).toBe(false);
  });

  it('a manager dashboard with a count missing or unreadable is a contract error, not 0', async () => {
    loginAs('manager');
    for (const response of [{}, { invoicesWaiting: 3, invoicesExpiring: 1 }, { invoicesWaiting: null, invoicesExpiring: '', invoicesExpired: true }]) {
      server.use(http.get('/api/adm-dashboard-page', reply(response)));
      expect(await contractCode(getManagerDashboard())).toBe('contract:BAD_RESPONSE');
    }
    server.use(http.get('/api/adm-dashboard-page', reply({ invoicesWaiting: 12, invoicesExpiring: '4', invoicesExpired: 0 })));
    expect(await getManagerDashboard()).toEqual({ invoicesWaiting: 12, invoicesExpiring: 4, invoicesExpired: 0 });
  });

  it('a product priced 1e308, or an engagement dated "ontem", is a contract error', async () => {
    const product = db().products.find((p) => p.quantity > 0)!;
    server.use(http.get('/api/product/:url', reply({ main: { productId: product.id, url: product.url, value: 1e308 }, secondary: [] })));
    expect(await contractCode(getProduct(product.url))).toBe('contract:BAD_RESPONSE');
    loginAs('subscriber');
    server.use(http.get('/api/engagement-page', reply([{ id: 1, interested: 'Ana', car_part: 'Farol', date: 'ontem', status: 'OPENED' }])));
    expect(await contractCode(getEngagements())).toBe('contract:BAD_RESPONSE');
  });

  it('an engagement status outside the five is a contract error; each of the five is read', async () => {
    loginAs('subscriber');
    const row = (status: unknown) => [{ id: 1, interested: 'Ana', car_part: 'Farol', date: '2026-11-21', status }];
    for (const status of ['ABERTO', 'opened', '', null, 1]) {
      server.use(http.get('/api/engagement-page', reply(row(status))));
      expect(await contractCode(getEngagements()), String(status)).toBe('contract:BAD_RESPONSE');
    }
    for (const status of ['OPENED', 'VIEWED', 'CONTACTED', 'SOLD', 'CLOSED']) {
      server.use(http.get('/api/engagement-page', reply(row(status))));
      expect((await getEngagements())[0].status).toBe(status);
    }
  });
});

describe('the formatters never print a value they were not given', () => {
  it('formatBRL of Infinity, NaN, null, undefined, empty text or text is empty, not "R$ 0,00"', () => {
    for (const value of [Infinity, Number.NaN, null, undefined, '', 'abc']) expect(formatBRL(value), String(value)).toBe('');
  });

  it('formatBRL prints real amounts, 0 and numeric text', () => {
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL('12.5')).toBe('R$ 12,50');
    expect(formatBRL(9_999_999.99)).toBe('R$ 9.999.999,99');
  });

  it('parseDate reads ISO dates only, and only days that exist', () => {
    expect(parseDate('2026-11-21')?.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(parseDate('2026-11-21T14:05:00-03:00')?.toISOString()).toBe('2026-11-21T17:05:00.000Z');
    for (const bad of ['2026-02-31', 'ontem', '', null, '1700000000']) expect(parseDate(bad)).toBeNull();
    expect(formatDate('2026-02-31')).toBe('2026-02-31');
  });

  const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
  const timeText = (date: string) => {
    const { container, unmount } = render(
      <I18nextProvider i18n={i18n}>
        <RelativeTime date={date} now={NOW} />
      </I18nextProvider>,
    );
    const text = container.querySelector('time')?.textContent ?? '';
    unmount();
    return text;
  };

  it('an unreadable date has no relative time, and its label is never "Agora"', () => {
    for (const bad of ['ontem', '2026-02-31', '', 'NaN']) {
      expect(relativeTime(bad, NOW)).toBeNull();
      expect(timeText(bad)).not.toBe('Agora');
    }
    expect(timeText('ontem')).toBe('ontem');
  });

  it('a date in the future beyond clock skew shows the date itself; a few seconds ahead is "Agora"', () => {
    expect(timeText(new Date(NOW + 10_000).toISOString())).toBe('Agora');
    expect(relativeTime(new Date(NOW + 3 * 86_400_000).toISOString(), NOW)).toBeNull();
    expect(timeText('2026-12-25T12:00:00-03:00')).toBe('25/12/2026');
  });
});

describe('screens given a reply that breaks the contract show the error view, and its retry loads the data', () => {
  it('the manager dashboard: no 0 / 0 / 0 for counts that are missing', async () => {
    loginAs('manager');
    server.use(http.get('/api/adm-dashboard-page', reply({ moreparts: 'x', data: 5 })));
    const { user } = renderApp('/adm/dashboard');
    const message = await screen.findByText('Falha ao requisitar os dados para o Dashboard', {}, slow);
    const view = message.closest<HTMLElement>('[role="alert"]')!;
    expect(view).not.toBeNull();
    for (const id of ['invoicesWaiting', 'invoicesExpiring', 'invoicesExpired']) expect(screen.queryByTestId(id)).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(view).getByRole('button', { name: 'Tentar novamente' }));
    const waiting = await screen.findByTestId('invoicesWaiting', {}, slow);
    const due = db().paymentOrders.filter((o) => o.status === 'WAITING').length;
    expect(due).toBeGreaterThan(0);
    expect(Number(within(waiting).getByText(/^\d+$/).textContent)).toBeGreaterThan(0);
    expect(screen.queryByText('Falha ao requisitar os dados para o Dashboard')).not.toBeInTheDocument();
  });

  it('the product page: a price of 1e308 is no "R$ 0,00" nor a 300-digit price, but the error view', async () => {
    const product = db().products.find((p) => p.quantity > 0)!;
    server.use(
      http.get('/api/product/:url', reply({ main: { productId: product.id, url: product.url, description: product.part_name, value: 1e308 }, secondary: [] })),
    );
    const { user, container } = renderApp(`/product/${product.url}`);
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, slow);
    expect(screen.getByText('Desculpe-nos! Não foi possível carregar os dados neste momento.')).toBeInTheDocument();
    expect(container.querySelector('main')?.textContent).not.toMatch(/R\$/);

    server.resetHandlers();
    await user.click(retry);
    await waitFor(() => expect(container.querySelector('main')?.textContent).toContain(formatBRL(product.price)), slow);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it.each([
    ['home', '/home', 'get', '/api/home'],
    ['more parts', '/more_parts', 'get', '/api/more-parts/1'],
  ] as const)('the %s: a reply of the wrong shape is no "0 peças encontradas" but the error view, and its retry loads', async (_name, path, method, url) => {
    for (const response of [{}, { items: [] }]) {
      // Every reply breaks the contract until the retry: the route's loader starts the call, and
      // the page asks again on mount if that call already failed.
      let broken = true;
      server.use(http[method](url, () => (broken ? reply(response)() : undefined)));
      const { unmount, user } = renderApp(path);
      const view = await screen.findByRole('alert', {}, slow);
      expect(within(view).getByText('Desculpe-nos! Não foi possível carregar os dados neste momento.')).toBeInTheDocument();
      expect(screen.queryByText(/peças encontradas/)).toBeNull();
      expect(screen.queryByText('Ainda não há dados para exibir neste momento.')).toBeNull();
      broken = false;
      await user.click(within(view).getByRole('button', { name: 'Tentar novamente' }));
      expect((await screen.findAllByRole('article', {}, slow)).length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('the engagement list: a date that cannot be read is no "Agora", but the error view', async () => {
    loginAs('subscriber');
    server.use(http.get('/api/engagement-page', reply([{ id: 1, interested: 'Ana', car_part: 'Farol', date: 'ontem', status: 'OPENED' }])));
    const { user } = renderApp('/adm/engagement');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, slow);
    expect(screen.getByText('Não foi possível carregar os pedidos de interesse neste momento.')).toBeInTheDocument();
    expect(screen.queryByText('Agora')).not.toBeInTheDocument();
    expect(screen.queryByText('Ana')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('columnheader', { name: 'Interessado' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Não foi possível carregar os pedidos de interesse neste momento.')).not.toBeInTheDocument());
  });
});
