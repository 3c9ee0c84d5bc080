import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setImmediate as realImmediate } from 'node:timers';
import { setTimeout as realSleep } from 'node:timers/promises';
import { REQUEST_TIMEOUT_MS } from '@/api/client';
import { ApiError } from '@/api/errors';
import { createQueryClient } from '@/app/query-client';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';

/**
 * Issue 8, resilience: every screen that loads data, with its call answered badly in six
 * ways. Each must end in its error view with a retry that works (the home included: its failure
 * is also logged quietly): no crash into the router fallback, no blank page, no spinner
 * left forever, and no invented values for a reply that breaks the contract.
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
  { name: 'home', path: () => '/home', role: null, method: 'get', url: '/api/home' },
  { name: 'more parts', path: () => '/more_parts', role: null, method: 'get', url: '/api/more-parts/1' },
  { name: 'search results', path: () => '/search/freio', role: null, method: 'post', url: '/api/search-result' },
  { name: 'product', path: () => `/product/${firstPublicProduct().url}`, role: null, method: 'get', url: '/api/product/:url' },
  { name: 'plans', path: () => '/subscription', role: null, method: 'get', url: '/api/subscription-page' },
  {
    name: 'payment',
    path: () => '/payment',
    role: 'buyer',
    method: 'post',
    url: '/api/payment-subscription-data',
    state: () => ({ id: 2, frequency: 'monthly' }),
  },
  { name: 'ads plans', path: () => '/ads/subscribe', role: 'subscriber', method: 'get', url: '/api/ads-page' },
  { name: 'subscriber dashboard', path: () => '/adm/dashboard', role: 'subscriber', method: 'get', url: '/api/adm-dashboard-page' },
  { name: 'manager dashboard', path: () => '/adm/dashboard', role: 'manager', method: 'get', url: '/api/adm-dashboard-page' },
  { name: 'manager finance panel', path: () => '/adm/dashboard', role: 'manager', method: 'get', url: '/api/manager-subscription-page' },
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
  'b: 500 with an HTML body': () =>
    new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
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
type CaseName = keyof typeof cases;
/** The case whose error view's retry is pressed, to see the screen load once the API answers again. */
const RETRIED_CASE: CaseName = 'd: 200 with wrong shapes';

const results: Array<{ screen: string; case: string; ok: boolean; why?: string }> = [];
const waits: string[] = [];

afterAll(() => {
  const failed = results.filter((r) => !r.ok);
  const screensTried = new Set(results.map((r) => r.screen)).size;
  console.log(`resilience: ${screensTried} screens x ${Object.keys(cases).length} cases = ${results.length} tried, ${failed.length} failed`);
  failed.forEach((f) => console.log(`  FAILED ${f.screen} / ${f.case}: ${f.why}`));
  if (waits.length) console.log(`resilience: wait before the error view with no answer: ${waits.join(', ')}`);
});

beforeEach(() => {
  // Errors are the point here; the test inspects them itself.
  (globalThis as { __allowConsoleError?: boolean }).__allowConsoleError = true;
  // Screens that reload the page to retry (the subscriber dashboard) must not break jsdom.
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload: vi.fn(), assign: vi.fn(), replace: vi.fn() } });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The text of `main` outside its headings: what the screen says beyond its title. */
function textBeyondHeadings(main: Element): string {
  const copy = main.cloneNode(true) as Element;
  copy.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((h) => h.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The error view: an alert in main with a message and the 'Tentar novamente' button. */
function errorView(main: HTMLElement): HTMLElement | null {
  const button = within(main).queryAllByRole('button', { name: 'Tentar novamente' })[0];
  const view = button?.closest<HTMLElement>('[role="alert"]') ?? null;
  return view && textBeyondHeadings(view).replace('Tentar novamente', '').trim() ? view : null;
}

/** How many times the app's query client sends a call that gets no answer (its retry policy for a timeout). */
function triesOnTimeout(): number {
  const { retry } = createQueryClient().getDefaultOptions().queries ?? {};
  const timeout = new ApiError({ kind: 'timeout', status: null, code: 'TIMEOUT' });
  const retries = (n: number) => (typeof retry === 'function' ? retry(n, timeout) : typeof retry === 'number' ? n < retry : retry === true);
  let tries = 1;
  while (retries(tries - 1) && tries < 10) tries += 1;
  return tries;
}

/**
 * The longest a user may look at a loading screen with no answer: 15 s for the call, one retry
 * after a 1 s pause, 15 s again (the timeout and retry rules of the API layer and query client).
 */
const LONGEST_WAIT_MS = 31_500;

/** Something on the page says it is loading: a spinner, a skeleton, a busy region. */
const LOADING = '.spinner-border, .placeholder-glow, [aria-busy="true"]';

/** Real event-loop turns (module loading, React's scheduler) while the timers are fake. */
const turns = async (n = 5) => {
  for (let i = 0; i < n; i += 1) await new Promise<void>((r) => realImmediate(r));
};

describe.each(screens)('$name', (s) => {
  it.each(Object.keys(cases) as CaseName[])('%s', async (caseName) => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    };
    try {
      if (s.role) loginAs(s.role);
      const calls: number[] = [];
      server.use(
        http[s.method](s.url, () => {
          calls.push(Date.now());
          return cases[caseName]();
        }),
      );
      const noAnswer = caseName.startsWith('f:');
      // No answer: the app's real timeout and retries, on a fake clock, so the test sees the wait a user has.
      if (noAnswer) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      const { container } = renderApp(s.path(), { state: s.state?.(), appRetry: noAnswer });
      const main = () => container.querySelector('main');
      const settled = () => !!main() && !container.querySelector(LOADING) && (s.logsOnly ? textBeyondHeadings(main()!) !== '' : !!errorView(main()!));

      if (noAnswer) {
        expect(REQUEST_TIMEOUT_MS, "the API layer's own timeout").toBe(15_000);
        const tries = triesOnTimeout();
        // Lazy route modules load on real time (the fake clock stands still meanwhile).
        const deadline = performance.now() + 15_000;
        while (calls.length === 0) {
          expect(performance.now(), 'the screen never called its API').toBeLessThan(deadline);
          await realSleep(10);
        }
        const first = calls[0];
        while (!settled()) {
          const elapsed = Date.now() - first;
          expect(elapsed, 'no error view within the longest wait a user may have').toBeLessThanOrEqual(LONGEST_WAIT_MS);
          if (elapsed < REQUEST_TIMEOUT_MS) expect(container.querySelector(LOADING), 'stopped waiting before the request timed out').not.toBeNull();
          await vi.advanceTimersByTimeAsync(250);
          await turns();
        }
        const waited = Date.now() - first;
        waits.push(`${s.name} ${(waited / 1000).toFixed(1)} s`);
        expect(waited).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
        expect(calls).toHaveLength(tries);
        vi.useRealTimers();
      } else {
        await waitFor(() => expect(settled()).toBe(true), { timeout: 8000 });
      }

      const mainEl = main() as HTMLElement;
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
      // More than a title: the error view's message, or the home's empty view.
      expect(textBeyondHeadings(mainEl)).not.toBe('');
      const crashed = errors.filter((e) => /above error occurred|Uncaught|Unhandled/i.test(e));
      expect(crashed).toEqual([]);

      if (!s.logsOnly && caseName === RETRIED_CASE) {
        // The retry works (the same button for every case, so one case shows it): with the API
        // answering again, the screen shows its data.
        server.resetHandlers();
        fireEvent.click(within(errorView(mainEl)!).getByRole('button', { name: 'Tentar novamente' }));
        await waitFor(
          () => {
            const reloaded = vi.mocked(window.location.reload).mock.calls.length > 0;
            if (reloaded) return;
            const now = main() as HTMLElement;
            expect(now.querySelector('.spinner-border')).toBeNull();
            expect(errorView(now)).toBeNull();
            expect(textBeyondHeadings(now)).not.toBe('');
          },
          { timeout: 8000 },
        );
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
