// Size budget of the production build (dist/): fails when the home's first load grows past its budget.
// First load = scripts/first-load.mjs (entry, start-up steps, the home route), gzip-compressed.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { closure, startupKeys } from './first-load.mjs';

// SIZE_DIST names another build folder (a build made with --outDir).
const dist = process.env.SIZE_DIST ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json missing: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// 193 kB: the buyer tools every visitor sees on the home (the favourite heart on each card, the
// garage and favourites links with their browser-kept lists, the one search combobox) added
// 4 kB to the first load; the first-load work brings it under 150 kB.
const BUDGET = { js: 193 * 1024, css: 25 * 1024 };

export function firstLoad(keys) {
  const { files } = closure(manifest, keys);
  let js = 0;
  let css = 0;
  for (const f of files) {
    const size = gzipSync(readFileSync(join(dist, f))).length;
    if (f.endsWith('.css')) css += size;
    else if (f.endsWith('.js')) js += size;
  }
  return { js, css, files };
}

const home = Object.keys(manifest).find((k) => k.endsWith('src/app/routes/home.tsx'));
const result = firstLoad([...startupKeys(manifest), home].filter(Boolean));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`home first load: JS ${kb(result.js)} gzip (budget ${kb(BUDGET.js)}), CSS ${kb(result.css)} gzip (budget ${kb(BUDGET.css)})`);
const leaked = result.files.filter((f) => /mockServiceWorker|msw/i.test(f));
let failed = false;
if (result.js > BUDGET.js) {
  console.error('FAIL: home JS over budget');
  failed = true;
}
if (result.css > BUDGET.css) {
  console.error('FAIL: home CSS over budget');
  failed = true;
}
if (leaked.length) {
  console.error(`FAIL: simulated API in first load: ${leaked.join(', ')}`);
  failed = true;
}
// Every start-up chunk must be preloaded from index.html (server/build-plugins.ts), or the
// start-up steps would fetch one after another; landing routes need their preload map.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const startupJs = closure(manifest, startupKeys(manifest)).files.filter((f) => f.endsWith('.js'));
const notPreloaded = startupJs.filter((f) => !html.includes(`/${f}"`));
if (notPreloaded.length) {
  console.error(`FAIL: start-up chunks not preloaded by index.html: ${notPreloaded.join(', ')}`);
  failed = true;
}
if (!html.includes('<meta name="pecaja-route-preload"')) {
  console.error('FAIL: index.html has no route preload map');
  failed = true;
}
// The entry must stay a small file that imports no start-up step statically: a step chunk it
// imported would be evaluated before the entry's first line, in one long task (this happened
// once, through a helper both the entry and a step imported).
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const stepFiles = new Set((manifest[entryKey].dynamicImports ?? []).map((k) => manifest[k]?.file));
const entryStatic = closure(manifest, [entryKey]).files.filter((f) => f.endsWith('.js'));
const stepInEntry = entryStatic.filter((f) => stepFiles.has(f));
if (stepInEntry.length) {
  console.error(`FAIL: the entry imports start-up steps statically: ${stepInEntry.join(', ')}`);
  failed = true;
}
const entrySize = gzipSync(readFileSync(join(dist, manifest[entryKey].file))).length;
if (entrySize > 5 * 1024) {
  console.error(`FAIL: the entry is ${(entrySize / 1024).toFixed(1)} kB gzip (at most 5 kB: it runs before anything else)`);
  failed = true;
}
process.exit(failed ? 1 : 0);
