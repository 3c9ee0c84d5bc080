// What the benchmarks (bench.mjs, bench-repeat.mjs) share: the median, waiting for a server,
// and the servers they start and stop with their build folder.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { get } from 'node:http';

/** The median of the finite numbers of `list`, or undefined when there are none. */
export function median(list) {
  const s = list.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!s.length) return undefined;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * A production build into `outDir` (the app's config unless `config` names another) with `env`
 * added; true when it succeeded, its errors printed when it did not.
 */
export function viteBuild(outDir, env, config) {
  const args = ['vite', 'build', ...(config ? ['--config', config] : []), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
  const build = spawnSync('npx', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  if (build.status !== 0) process.stderr.write(String(build.stderr));
  return build.status === 0;
}

/** Resolves once `url` answers below 500; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    // node:http rather than fetch: later in a run, after Lighthouse has been loaded, the global
    // fetch no longer reached a local server (the list budgets' server 'did not answer' every time).
    const status = await new Promise((done) => {
      const req = get(url, (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on('error', () => done(0));
      req.setTimeout(5000, () => req.destroy());
    });
    if (status > 0 && status < 500) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Servers started in their own process groups (their errors printed), stopped together with
 * the build folder `outDir` (kept with BENCH_KEEP=1), also on Ctrl-C.
 */
export function processes(outDir) {
  const children = [];
  const stopAll = () => {
    for (const c of children) {
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    if (!process.env.BENCH_KEEP) rmSync(outDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  const start = (command, args, env) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let said = '';
    child.stderr.on('data', (d) => {
      const text = String(d);
      said += text;
      if (/error/i.test(text) && !/deprecat/i.test(text)) process.stderr.write(text);
    });
    // A server that stops by itself says why, whatever the words of its message.
    child.on('exit', (code) => {
      if (code) process.stderr.write(`[bench] ${command} ${args.join(' ')} exited with ${code}: ${said.trim().slice(-500)}\n`);
    });
    children.push(child);
    return child;
  };
  return { start, stopAll };
}
