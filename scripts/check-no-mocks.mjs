// A production build made for a real API (VITE_API_URL set) must ship none of the simulated
// API: no MSW worker, no demo artwork, no handler code, no seed data. Builds into a temporary
// folder (never dist/) and fails when any trace is found.
// Usage: node scripts/check-no-mocks.mjs [--keep] [--out <dir>]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args[outIndex + 1] : mkdtempSync(join(tmpdir(), 'pecaja-no-mocks-'));
const apiUrl = process.env.VITE_API_URL || 'https://api.example.com.br';

/** Strings only the simulated API contains: its source path, MSW, its log prefix, handler internals, demo seed. */
const FORBIDDEN = [
  // The package's source path: Vite's manifest (.vite/manifest.json) names every module a chunk
  // is built from, so any module of packages/simulated-api in the build shows here.
  'packages/simulated-api/',
  'mockServiceWorker',
  '[simulated API]',
  'simulated-signature',
  'setupWorker',
  // seed: demo accounts, passwords, artwork and vocabulary
  'Roberto Gigante',
  'premium1',
  'comprador1',
  'assinante1',
  'gestor123',
  'Auto Peças Silva',
  '/demo/parts/',
  '/demo/avatars/',
  'pastilha-freio',
];

const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_URL: apiUrl },
});
if (build.status !== 0) {
  console.error('check-no-mocks: the build failed');
  process.exit(1);
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

const problems = [];
for (const p of ['mockServiceWorker.js', 'demo']) {
  if (existsSync(join(outDir, p))) problems.push(`${p} is in the build`);
}
let scanned = 0;
for (const file of walk(outDir)) {
  if (!/\.(js|mjs|css|html|json|map|txt|svg)$/.test(file)) continue;
  scanned += 1;
  const text = readFileSync(file, 'utf8');
  for (const s of FORBIDDEN) {
    if (text.includes(s)) problems.push(`${relative(outDir, file)} contains "${s}"`);
  }
}

if (!keep && outIndex < 0) rmSync(outDir, { recursive: true, force: true });
if (problems.length) {
  console.error(`check-no-mocks: FAIL (VITE_API_URL=${apiUrl})\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-no-mocks: OK, ${scanned} files of a VITE_API_URL=${apiUrl} build hold no simulated-API code or demo data`);
