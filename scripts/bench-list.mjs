// Times the 10,000-product list (/adm/productList) for the Premium demo account.
// A measurement, not a test: it prints the figures and exits 0.
// Usage: BENCH_URL=http://127.0.0.1:5173 node scripts/bench-list.mjs   (a running dev or preview server
// with the simulated API). Env: BENCH_RUNS (3), CHROME_PATH (/usr/bin/chromium).
import { chromium } from '@playwright/test';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:4173';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PREMIUM = { phone: '11965432109', password: 'premium1' };
const CARD = '[data-testid="adm-product-card"]';

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');

/** API login from the page, then wait until the simulated API has stored the session in IndexedDB. */
async function login(page) {
  await page.goto(`${BASE}/about`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await page.evaluate(async ({ phone, password }) => {
    const res = await fetch('/api/login', { method: 'POST', headers: { Authorization: `Basic ${btoa(`${phone}:${password}`)}` } });
    const body = await res.json();
    if (!body.success) throw new Error(`login failed: ${body.response}`);
    document.cookie = `jwtToken=${body.response}; path=/; max-age=604800; SameSite=Lax`;
    localStorage.setItem('phone', phone);
  }, PREMIUM);
  await page.waitForFunction(
    async () => {
      const token = /jwtToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const jti = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).jti;
      const state = await new Promise((done) => {
        const open = indexedDB.open('simulated-api', 1);
        open.onerror = () => done(null);
        open.onsuccess = () => {
          const get = open.result.transaction('state', 'readonly').objectStore('state').get('db');
          get.onsuccess = () => {
            done(get.result ?? null);
            open.result.close();
          };
          get.onerror = () => done(null);
        };
      });
      return !!state && state.sessions.some((s) => s.jti === jti);
    },
    null,
    { timeout: 60_000, polling: 300 },
  );
}

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
try {
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await login(page);
    await page.addInitScript((selector) => {
      window.__bench = { firstCard: 0 };
      new MutationObserver(() => {
        if (!window.__bench.firstCard && document.querySelector(selector)) window.__bench.firstCard = performance.now();
      }).observe(document, { childList: true, subtree: true });
    }, CARD);
    await page.goto(`${BASE}/adm/productList`);
    await page.waitForSelector(CARD, { timeout: 60_000 });
    const first = await page.evaluate(() => {
      const list = performance.getEntriesByType('resource').find((e) => /\/products-adm\/list/.test(e.name));
      return {
        firstCard: window.__bench.firstCard,
        dataEnd: list ? list.responseEnd : NaN,
        cards: document.querySelectorAll('[data-testid="adm-product-card"]').length,
      };
    });
    const toEnd = await page.evaluate(
      (selector) =>
        new Promise((done) => {
          const t0 = performance.now();
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
          const check = () => {
            const grid = document.querySelector('[data-testid="adm-product-grid"]');
            const bottom = grid ? grid.getBoundingClientRect().bottom : 0;
            const shown = [...document.querySelectorAll(selector)].some((c) => {
              const b = c.getBoundingClientRect();
              return b.bottom > 0 && b.top < innerHeight && bottom - b.bottom < 400;
            });
            if (shown) done(performance.now() - t0);
            else if (performance.now() - t0 > 10_000) done(NaN);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      CARD,
    );
    results.push({ ...first, toEnd });
    console.log(
      `run ${i + 1}: first card ${ms(first.firstCard)} after navigation start (${ms(first.firstCard - first.dataEnd)} after the data), ${first.cards} cards in the DOM, scroll to the end ${ms(toEnd)}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`median over ${results.length} runs (${BASE}):`);
console.log(`  time to first render (navigation start -> first card): ${ms(median(results.map((r) => r.firstCard)))}`);
console.log(`  first render after the list data arrived:             ${ms(median(results.map((r) => r.firstCard - r.dataEnd)))}`);
console.log(`  scroll to the end (jump -> last row visible):          ${ms(median(results.map((r) => r.toEnd)))}`);
console.log(`  cards in the DOM at first render:                     ${median(results.map((r) => r.cards))} of 10000`);
