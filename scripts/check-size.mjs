// Size budget of the production build (dist/): fails when the home's first load grows past its budget.
// First load = the entry chunk, the CSS it links and its static imports, gzip-compressed.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json missing: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const BUDGET = { js: 190 * 1024, css: 25 * 1024 };

function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) collect(imp, seen);
  return seen;
}

export function firstLoad(entryKeys) {
  const keys = new Set();
  for (const k of entryKeys) collect(k, keys);
  let js = 0;
  let css = 0;
  const files = new Set();
  for (const k of keys) {
    const item = manifest[k];
    if (!item) continue;
    files.add(item.file);
    for (const c of item.css ?? []) files.add(c);
  }
  for (const f of files) {
    const size = gzipSync(readFileSync(join(dist, f))).length;
    if (f.endsWith('.css')) css += size;
    else if (f.endsWith('.js')) js += size;
  }
  return { js, css, files: [...files] };
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const home = Object.keys(manifest).find((k) => k.endsWith('src/app/routes/home.tsx'));
const result = firstLoad([entry, home].filter(Boolean));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`home first load: JS ${kb(result.js)} gzip (budget ${kb(BUDGET.js)}), CSS ${kb(result.css)} gzip (budget ${kb(BUDGET.css)})`);
const leaked = result.files.filter((f) => /mockServiceWorker|msw/i.test(f));
let failed = false;
if (result.js > BUDGET.js) { console.error('FAIL: home JS over budget'); failed = true; }
if (result.css > BUDGET.css) { console.error('FAIL: home CSS over budget'); failed = true; }
if (leaked.length) { console.error(`FAIL: simulated API in first load: ${leaked.join(', ')}`); failed = true; }
process.exit(failed ? 1 : 0);
