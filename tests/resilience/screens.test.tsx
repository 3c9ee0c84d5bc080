import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { requestTimeout } from '@/api/client';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';

/**
 * Issue 8, resilience: every screen that loads data, with its call answered badly in six
 * ways. Each must end in its error or empty view, or a graceful partial render: no crash
 * into the router fallback, no blank page, no spinner left forever, and a way to retry.
 */
type Role = Parameters<typeof loginAs>[0] | null;
interface Screen {
  name: string;
  path: () => string;
  role: Role;
  method: 'get' | 'post';
  url: string;
  state?: () => unknown;
  /** This screen only logs a load failure (home, by product decision): its empty view is the answer. */
  logsOnly?: boolean;
}

const firstPublicProduct = () => db().products.find((p) => p.quantity > 0)!;

const screens: Screen[] = [
  { name: 'home', path: () => '/home', role: null, method: 'get', url: '/api/home', logsOnly: true },
  { name: 'more parts', path: () => '/more_parts', role: null, method: 'get', url: '/api/more-parts/1' },
  { name: 'search results', path: () => '/search/freio', role: null, method: 'post', url: '/api/search-result' },
  { name: 'product', path: () => `/product/${firstPublicProduct().url}`, role: null, method: 'get', url: '/api/product/:url' },
  { name: 'plans', path: () => '/subscription', role: null, method: 'get', url: '/api/subscription-page' },
  { name: 'payment', path: () => '/payment', role: 'buyer', method: 'post', url: '/api/payment-subscription-data', state: () => ({ id: 2, frequency: 'monthly' }) },
  { name: 'ads plans', path: () => '/ads/subscribe', role: 'subscriber', method: 'get', url: '/api/ads-page' },
  { name: 'subscriber dashboard', path: () => '/adm/dashboard', role: 'subscriber', method: 'get', url: '/api/adm-dashboard-page' },
  { name: 'manager dashboard', path: () => '/adm/dashboard', role: 'manager', method: 'get', url: '/api/adm-dashboard-page' },
  { name: 'product list', path: () => '/adm/productList', role: 'subscriber', method: 'get', url: '/api/products-adm/list' },
  { name: 'engagements', path: () => '/adm/engagement', role: 'subscriber', method: 'get', url: '/api/engagement-page' },
  { name: 'statement', path: () => '/adm/subscription/statement', role: 'subscriber', method: 'get', url: '/api/subscriptions-user' },
  { name: 'ads statement', path: () => '/adm/ads-statement', role: 'subscriber', method: 'get', url: '/api/ads-user' },
  { name: 'banner list', path: () => '/adm/ads-list', role: 'premium', method: 'get', url: '/api/ads-list' },
  { name: 'payment orders', path: () => '/adm/paymentOrder', role: 'manager', method: 'get', url: '/api/manager-subscription-page' },
  { name: 'subscriptions report', path: () => '/adm/report/subscriptions', role: 'manager', method: 'get', url: '/api/manager-report' },
];

const cases = {
  'a: 500 with the envelope': () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 }),
  'b: 500 with an HTML body': () => new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
  'c: 200 with success false': () => HttpResponse.json({ success: false, response: 'BAD_REQUEST' }),
  'd: 200 with null where data is due': () => HttpResponse.json({ success: true, response: null }),
  'd: 200 with wrong shapes': () => HttpResponse.json({ success: true, response: { moreparts: 'x', data: 5, value: 'abc', ads: null, filters: [{}] } }),
  'd: 200 with a list of junk': () => HttpResponse.json({ success: true, response: [null, 1, 'a', { url: 3 }] }),
  'e: network error': () => HttpResponse.error(),
  'f: no answer for 20 s': async () => {
    await delay(20000);
    return HttpResponse.json({ success: true, response: null });
  },
} as const;

const results: Array<{ screen: string; case: string; ok: boolean; why?: string }> = [];

afterAll(() => {
  const failed = results.filter((r) => !r.ok);
  const screensTried = new Set(results.map((r) => r.screen)).size;
  console.log(`resilience: ${screensTried} screens x ${Object.keys(cases).length} cases = ${results.length} tried, ${failed.length} failed`);
  failed.forEach((f) => console.log(`  FAILED ${f.screen} / ${f.case}: ${f.why}`));
});

beforeEach(() => {
  requestTimeout.ms = 400;
  // Errors are the point here; the test inspects them itself.
  (globalThis as { __allowConsoleError?: boolean }).__allowConsoleError = true;
  // Screens that reload the page on failure (dashboard, bank-slip actions) must not break jsdom.
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload: vi.fn(), assign: vi.fn(), replace: vi.fn() } });
});
afterEach(() => {
  requestTimeout.ms = 15000;
});

describe.each(screens)('$name', (s) => {
  it.each(Object.keys(cases) as Array<keyof typeof cases>)('%s', async (caseName) => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    };
    try {
      if (s.role) loginAs(s.role);
      server.use(http[s.method](s.url, cases[caseName]));
      const { container } = renderApp(s.path(), { state: s.state?.() });
      // The screen settles: no spinner left.
      await waitFor(
        () => {
          expect(container.querySelector('.spinner-border')).toBeNull();
          expect(container.querySelector('main')).not.toBeNull();
        },
        { timeout: 8000 },
      );
      const main = container.querySelector('main')!;
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
      expect(main.textContent?.trim().length ?? 0).toBeGreaterThan(0);
      const crashed = errors.filter((e) => /above error occurred|Uncaught|Unhandled/i.test(e));
      expect(crashed).toEqual([]);
      if (!s.logsOnly && !caseName.startsWith('d:')) {
        // A way to retry: the error view's button (or the screen's own retry control).
        await waitFor(() => expect(screen.getAllByRole('button', { name: /Tentar novamente/i }).length).toBeGreaterThan(0), { timeout: 8000 });
      }
      results.push({ screen: s.name, case: caseName, ok: true });
    } catch (e) {
      results.push({ screen: s.name, case: caseName, ok: false, why: e instanceof Error ? e.message.split('\n')[0] : String(e) });
      throw e;
    } finally {
      console.error = original;
    }
  });
});
