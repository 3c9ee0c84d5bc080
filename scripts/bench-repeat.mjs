// A benchmark of the repeat visit (a measurement, never a test: it prints, it does not fail).
// Builds for production against the HTTP simulated API (VITE_API_URL set, so with the installable
// app's service worker) into a temporary folder (never dist/), starts `npm run api` and
// `vite preview`, then for the home and a product page, in one browser profile per run:
//   1. cold: the first visit (empty HTTP cache, no service worker yet);
//   2. waits until the service worker is installed and controls the page (the shell precached);
//   3. warm: the same page again in a new tab of the same profile (the worker answers the shell).
// It prints the LCP of each (median of BENCH_RUNS), and for the warm visit how many of the app's
// own files (document, scripts, styles) still went to the network instead of the worker.
// Chromium with mobile-like throttling (4x CPU, 150 ms latency, 1.6 Mbit/s), as `npm run bench`
// measures without Lighthouse: LCP figures are approximations, comparable between cold and warm.
// Env: BENCH_API_PORT (4010), BENCH_REPEAT_PORT (4183), BENCH_RUNS (3), CHROME_PATH (/usr/bin/chromium),
// BENCH_KEEP=1 keeps the build folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { median, processes, viteBuild, waitFor } from './bench-support.mjs';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4010);
const APP_PORT = Number(process.env.BENCH_REPEAT_PORT ?? 4183);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const API = `http://127.0.0.1:${API_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;
const outDir = mkdtempSync(join(tmpdir(), 'pecaja-bench-repeat-'));
const notes = [];

const ms = (n) => (n === undefined ? 'n/a' : `${Math.round(n)} ms`);
const log = (line) => process.stderr.write(`[bench-repeat] ${line}\n`);

const { start, stopAll } = processes(outDir);

log(`building with VITE_API_URL=${API} into ${outDir}`);
if (!viteBuild(outDir, { VITE_API_URL: API })) {
  console.error('bench-repeat: the build failed');
  process.exit(1);
}

// A fixed API time, as in bench.mjs: every run waits the same.
start('npm', ['run', 'api'], { API_PORT: String(API_PORT), API_HOST: '127.0.0.1', SIMULATED_API_LATENCY: '210' });
start('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(APP_PORT), '--strictPort', '--host', '127.0.0.1'], { VITE_API_URL: API });
try {
  await waitFor(`${API}/version`, 60_000);
  await waitFor(APP, 60_000);
} catch (e) {
  console.error(`bench-repeat: ${e.message}`);
  stopAll();
  process.exit(1);
}

// A product of the first page of more parts.
const firstPage = await (await fetch(`${API}/more-parts/1`)).json();
const productUrl = firstPage?.response?.moreparts?.[0]?.url;
const PAGES = [{ name: 'home', path: '/home' }, ...(productUrl ? [{ name: 'product', path: `/product/${productUrl}` }] : [])];
if (!productUrl) notes.push('no product found in GET /more-parts/1: the product page is not measured');

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });

/** Opens `url` in a new tab of `context` with the throttling; returns its LCP and the app's own files fetched from the network. */
async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (window.__lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const fromNetwork = [];
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (r.url().startsWith(APP) && ['document', 'script', 'stylesheet'].includes(type) && !r.fromServiceWorker()) fromNetwork.push(new URL(r.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 90_000 });
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => window.__lcp);
  return { page, lcp: lcp || undefined, fromNetwork };
}

const results = [];
for (const p of PAGES) {
  const cold = [];
  const warm = [];
  const leftOnNetwork = [];
  for (let i = 0; i < RUNS; i += 1) {
    // One profile per run: cold visit, the worker installs, then the warm visit in a new tab.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
    });
    try {
      const first = await visit(context, `${APP}${p.path}`);
      cold.push(first.lcp);
      // Registered after the load event; installed once the shell is precached; then it controls the page.
      await first.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await first.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      await first.page.close();
      const second = await visit(context, `${APP}${p.path}`);
      warm.push(second.lcp);
      leftOnNetwork.push(second.fromNetwork.length);
      if (second.fromNetwork.length) notes.push(`${p.name} run ${i + 1}, warm: from the network ${second.fromNetwork.join(', ')}`);
      await second.page.close();
    } catch (e) {
      notes.push(`${p.name} run ${i + 1} failed: ${e.message.split('\n')[0]}`);
    }
    await context.close();
  }
  results.push({ name: p.name, cold: median(cold), warm: median(warm), runs: cold.length, network: median(leftOnNetwork) });
}

const chromeVersion = browser.version();
await browser.close();
stopAll();

const rows = results.map((r) => [r.name, ms(r.cold), ms(r.warm), r.cold && r.warm ? ms(r.cold - r.warm) : 'n/a', r.network ?? 'n/a', String(r.runs)]);
const head = ['Page', 'LCP cold', 'LCP warm (repeat visit)', 'Saved', "App's files from the network (warm)", 'Runs'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.log(`\nRepeat visit (production build, VITE_API_URL=${API}, Chromium ${chromeVersion}, mobile-like throttling, medians)\n`);
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
if (notes.length) console.log(`\nNotes:\n- ${notes.join('\n- ')}`);
