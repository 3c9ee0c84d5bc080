// Size budget of the production build (dist/): fails when the first load of the home or of more
// parts grows past its budget, when a file of the first load is not started by index.html, or
// when a product link needs more than two files of code beside it.
// First load = scripts/first-load.mjs (the entry and what it imports statically), gzip-compressed.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { firstLoadOf } from './first-load.mjs';

// SIZE_DIST names another build folder (a build made with --outDir).
const dist = process.env.SIZE_DIST ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json missing: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// Home and more parts are in the entry, so their first load is the same files. The floor app of
// bench/floor is 143 kB on the same packages, 157 kB with TanStack Query and zod; the app's
// budget is 175 kB. A feature that adds to the first load pays for itself in the same change.
const BUDGET = { js: 175 * 1024, css: 25 * 1024 };

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const { files } = firstLoadOf(manifest, html);
let js = 0;
let css = 0;
for (const f of files) {
  const size = gzipSync(readFileSync(join(dist, f))).length;
  if (f.endsWith('.css')) css += size;
  else if (f.endsWith('.js')) js += size;
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
let failed = false;
console.log(`home and more parts first load: JS ${kb(js)} gzip (budget ${kb(BUDGET.js)}), CSS ${kb(css)} gzip (budget ${kb(BUDGET.css)})`);
if (js > BUDGET.js) {
  console.error('FAIL: first-load JS over budget');
  failed = true;
}
if (css > BUDGET.css) {
  console.error('FAIL: first-load CSS over budget');
  failed = true;
}
const leaked = files.filter((f) => /mockServiceWorker|msw|mocks/i.test(f));
if (leaked.length) {
  console.error(`FAIL: simulated API in first load: ${leaked.join(', ')}`);
  failed = true;
}
// Every file of the first load is named by index.html (the script, Vite's modulepreload links and
// the stylesheet), so the browser fetches them together rather than one after another.
const notInHtml = files.filter((f) => !html.includes(`/${f}"`));
if (notInHtml.length) {
  console.error(`FAIL: first-load files index.html does not start: ${notInHtml.join(', ')}`);
  failed = true;
}
// A product link (the page shared links open) fetches its code beside the entry: on a slow line
// every file is at least a round trip, so it stays two, the route's module and the page's chunk
// (vite.config.ts groups the page with the modules it shares with product lists).
const PRODUCT_ROUTE = 'src/app/routes/product.tsx';
const productFiles = new Set();
const queue = [PRODUCT_ROUTE];
for (const seen = new Set(); queue.length;) {
  const key = queue.pop();
  if (seen.has(key) || !manifest[key]) continue;
  seen.add(key);
  productFiles.add(manifest[key].file);
  queue.push(...(manifest[key].imports ?? []));
}
const productOwn = [...productFiles].filter((f) => !files.includes(f));
console.log(`product page beside the first load: ${productOwn.length} JS files (at most 2)`);
if (!manifest[PRODUCT_ROUTE] || productOwn.length > 2) {
  console.error(`FAIL: the product page fetches ${productOwn.join(', ') || 'nothing named by the manifest'} beside the first load`);
  failed = true;
}
process.exit(failed ? 1 : 0);
