// Times the 10,000-product list (/adm/productList) for the Premium (Gold) demo account and checks
// it against its budgets:
//   - first rows within 500 ms of the list's reply (responseEnd of GET /products-adm/list -> first card);
//   - no task over 200 ms (long tasks from the reply to the end of the run: first render, scrolling, typing);
//   - scrolling's 95th-percentile frame at most 20 ms (rAF deltas while the page scrolls 150 frames);
//   - no keystroke lost: 'amortecedor' typed letter by letter right after the filter is cleared ends as typed.
// It prints the figures of each run, their medians and PASS/FAIL per budget; the exit code is 1
// when a budget fails (BENCH_REPORT_ONLY=1 always exits 0).
// Usage: BENCH_URL=http://127.0.0.1:4173 node scripts/bench-list.mjs   (a running dev or preview server
// with the simulated API). Env: BENCH_RUNS (3), CHROME_PATH (/usr/bin/chromium), BENCH_CPU_SLOWDOWN (1).
// From another script: `import { benchList } from './bench-list.mjs'` and `await benchList({ base, runs })`,
// which returns { runs, medians, budgets: [{ name, value, limit, pass }], pass } and prints nothing when `quiet`.
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';

const PREMIUM = { phone: '11965432109', password: 'premium1' };
const CARD = '[data-testid="adm-product-card"]';
const FILTER = '#adm-product-filter';
const WORD = 'amortecedor';

export const BUDGETS = { firstRowsMs: 500, longestTaskMs: 200, scrollP95Ms: 20 };

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');

/** API login from the page, then wait until the simulated API has stored the session in IndexedDB. */
async function login(page, base) {
  await page.goto(`${base}/about`);
  await page.waitForFunction(() => window.__SIMULATED_API_READY__ === true, null, { timeout: 60_000 });
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
      // What a reload starts from: the changes the simulated API has stored.
      const state = await window.__SIMULATED_API_STORED__?.();
      return !!state && state.sessions.some((s) => s.jti === jti);
    },
    null,
    { timeout: 60_000, polling: 300 },
  );
}

/** Long tasks and the first card, recorded by the page from its first script on. */
function instrument(selector) {
  window.__bench = { firstCard: 0, tasks: [] };
  new MutationObserver(() => {
    if (!window.__bench.firstCard && document.querySelector(selector)) window.__bench.firstCard = performance.now();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Scrolls the page down 150 frames (120 px a frame), then back up; returns each frame's length. */
function scrollFrames() {
  return new Promise((done) => {
    const deltas = [];
    let last = 0;
    let n = 0;
    const step = (now) => {
      if (last) deltas.push(now - last);
      last = now;
      n += 1;
      if (n > 300) return done(deltas);
      window.scrollBy({ top: n <= 150 ? 120 : -120, behavior: 'instant' });
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

async function oneRun(browser, base, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    await login(page, base);
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.addInitScript(instrument, CARD);
    await page.goto(`${base}/adm/productList`);
    await page.waitForSelector(CARD, { timeout: 60_000 });
    // Wait for the full count line: the list is on screen and settled.
    await page.waitForFunction(() => /10\.?000/.test(document.querySelector('[role="status"]')?.textContent ?? ''), null, { timeout: 60_000 });
    const first = await page.evaluate(() => {
      const list = performance.getEntriesByType('resource').find((e) => /\/products-adm\/list/.test(e.name));
      return {
        firstCard: window.__bench.firstCard,
        dataEnd: list ? list.responseEnd : NaN,
        cards: document.querySelectorAll('[data-testid="adm-product-card"]').length,
      };
    });
    const frames = await page.evaluate(scrollFrames);
    const sorted = [...frames].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
    const over50 = frames.filter((f) => f > 50).length;
    const cardsAfterScroll = await page.evaluate((s) => document.querySelectorAll(s).length, CARD);

    // Typing right after clearing, while the list filters: every key must stay in the box.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const typed = [];
    for (let i = 0; i < 3; i += 1) {
      await page.fill(FILTER, 'fa');
      await page.fill(FILTER, '');
      await page.type(FILTER, WORD, { delay: 40 });
      typed.push(await page.inputValue(FILTER));
    }
    const tasks = await page.evaluate((since) => window.__bench.tasks.filter((t) => t.start + t.duration >= since), first.dataEnd);
    const longest = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
    return {
      firstRows: first.firstCard - first.dataEnd,
      firstCard: first.firstCard,
      cards: first.cards,
      cardsAfterScroll,
      longest,
      tasksOver200: tasks.filter((t) => t.duration > 200).length,
      p95,
      frames: frames.length,
      over50,
      typed,
    };
  } finally {
    await context.close();
  }
}

export async function benchList({
  base = process.env.BENCH_URL ?? 'http://127.0.0.1:4173',
  runs = Number(process.env.BENCH_RUNS ?? 3),
  chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium',
  cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1),
  quiet = false,
} = {}) {
  const log = quiet ? () => {} : (...a) => console.log(...a);
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });
  const results = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const r = await oneRun(browser, base, cpuSlowdown);
      results.push(r);
      log(
        `run ${i + 1}: first rows ${ms(r.firstRows)} after the reply (${ms(r.firstCard)} after navigation start), ${r.cards} cards in the DOM` +
          ` (${r.cardsAfterScroll} after scrolling); longest task ${ms(r.longest)} (${r.tasksOver200} over 200 ms);` +
          ` scroll p95 frame ${ms(r.p95)} (${r.over50} of ${r.frames} frames over 50 ms); typed ${r.typed.map((v) => JSON.stringify(v)).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  const medians = {
    firstRows: median(results.map((r) => r.firstRows)),
    longest: median(results.map((r) => r.longest)),
    p95: median(results.map((r) => r.p95)),
  };
  const lost = results.flatMap((r) => r.typed).filter((v) => v !== WORD);
  const budgets = [
    { name: 'first rows after the reply', value: medians.firstRows, limit: BUDGETS.firstRowsMs, unit: 'ms' },
    { name: 'longest task', value: medians.longest, limit: BUDGETS.longestTaskMs, unit: 'ms' },
    { name: 'scroll p95 frame', value: medians.p95, limit: BUDGETS.scrollP95Ms, unit: 'ms' },
    { name: `keystrokes kept ('${WORD}' typed ${results.length * 3} times)`, value: lost.length, limit: 0, unit: 'lost' },
  ].map((b) => ({ ...b, pass: Number.isFinite(b.value) && b.value <= b.limit }));
  log(`median over ${results.length} runs (${base}${cpuSlowdown > 1 ? `, CPU slowed ${cpuSlowdown}x` : ''}):`);
  for (const b of budgets) {
    const value = b.unit === 'ms' ? ms(b.value) : `${b.value} ${b.unit}`;
    const limit = b.unit === 'ms' ? `${b.limit} ms` : `${b.limit} ${b.unit}`;
    log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.name.padEnd(48)} ${value.padStart(8)}  (budget ${limit})`);
  }
  return { runs: results, medians, budgets, pass: budgets.every((b) => b.pass) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { pass } = await benchList();
  if (!pass && process.env.BENCH_REPORT_ONLY !== '1') process.exitCode = 1;
}
