#!/usr/bin/env node
/**
 * Recompresses the visual snapshot baselines losslessly with optipng (-o2 -strip all): the same
 * pixels in fewer bytes (Playwright compares decoded pixels, so an optimised baseline matches as
 * the file it replaced did). Only a baseline written since the last run is recompressed: the
 * stamp is node_modules/.cache/optimise-baselines.stamp (per clone); without it, or with --all,
 * every baseline is. `npm run test:visual:update` runs this after Playwright has written the
 * changed baselines. CI never needs optipng: it only compares.
 *
 *   node scripts/optimise-baselines.mjs          # baselines newer than the stamp
 *   node scripts/optimise-baselines.mjs --all    # every baseline
 *   node scripts/optimise-baselines.mjs a.png …  # these files
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, 'tests/e2e/__screenshots__');
const stamp = join(root, 'node_modules/.cache/optimise-baselines.stamp');
// -preserve keeps the file's time: the next run tells what Playwright wrote since from what this one did.
const OPTIPNG_ARGS = ['-o2', '-strip', 'all', '-preserve', '-quiet'];

function pngsUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return pngsUnder(path);
    return e.isFile() && e.name.endsWith('.png') ? [path] : [];
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;

const probe = spawnSync('optipng', ['-v'], { stdio: 'ignore' });
if (probe.error) {
  console.error(
    [
      'optimise-baselines: optipng was not found, so the baselines were left as Playwright wrote them.',
      'Install it and run `node scripts/optimise-baselines.mjs` again before committing them:',
      '  Debian/Ubuntu: sudo apt-get install optipng    macOS: brew install optipng    Windows: choco install optipng',
      '(CI never needs it: it only compares screenshots with the baselines.)',
    ].join('\n'),
  );
  process.exit(1);
}

const args = process.argv.slice(2);
const all = args.includes('--all');
const named = args.filter((a) => !a.startsWith('--'));
const since = !all && !named.length && existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const started = Date.now();
const files = named.length ? named.map((f) => resolve(f)) : pngsUnder(folder).filter((f) => statSync(f).mtimeMs > since);

if (!files.length) {
  console.log('optimise-baselines: no baseline written since the last run.');
} else {
  const before = files.reduce((sum, f) => sum + statSync(f).size, 0);
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const code = await new Promise((resolve) => spawn('optipng', [...OPTIPNG_ARGS, file], { stdio: 'inherit' }).on('close', resolve));
      if (code !== 0) {
        failed++;
        console.error(`optimise-baselines: optipng failed on ${relative(root, file)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism(), files.length) }, worker));
  const after = files.reduce((sum, f) => sum + statSync(f).size, 0);
  const total = pngsUnder(folder).reduce((sum, f) => sum + statSync(f).size, 0);
  console.log(
    `optimise-baselines: ${files.length} file(s), ${kb(before)} -> ${kb(after)} in ${((Date.now() - started) / 1000).toFixed(0)} s; the baseline folder holds ${kb(total)}.`,
  );
  if (failed) process.exit(1);
}

// The next run takes only what was written after this one started.
if (!named.length) {
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
  // The stamp's time is when this run started: a baseline written while it ran is taken next time.
  utimesSync(stamp, new Date(started), new Date(started));
}
