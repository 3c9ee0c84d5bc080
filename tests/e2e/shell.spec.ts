import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

for (const width of [375, 1280]) {
  test(`home shell renders at ${width} px with no console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'PeçaJá, página inicial' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Versão 1.2.3.1');
    if (width < 992) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Entrar' })).toBeVisible();
    } else {
      await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('unknown route inside the app shows the not-found view, not a blank page', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

/**
 * A static server of the build whose worker script can be made to answer 404, as during a
 * redeploy. (Playwright's routing does not see the browser's service-worker script fetches.)
 */
async function serveBuild(): Promise<{ url: string; failWorker: (fail: boolean) => void; close: () => Promise<void> }> {
  const dir = resolve(process.env.E2E_OUT_DIR ?? 'dist');
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.webp': 'image/webp',
    '.woff2': 'font/woff2',
  };
  let workerFails = false;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/mockServiceWorker.js' && workerFails) {
      res.writeHead(404).end('Not found');
      return;
    }
    const file = join(dir, normalize(path));
    const found = file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(found)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(readFileSync(found));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    failWorker: (fail) => (workerFails = fail),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

test('a failed update check of the simulated API worker is not an uncaught error', async ({ page }) => {
  const server = await serveBuild();
  try {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/home`);
    await page.waitForFunction(() => (window as Window & { __SIMULATED_API_READY__?: boolean }).__SIMULATED_API_READY__ === true);
    // The worker is installed and serving. Each start of the library asks the browser to re-check
    // its script without awaiting the answer; a 404 at that moment (a redeploy) used to surface as
    // "Failed to update a ServiceWorker … Not found". The check is made here the way the library
    // makes it (a reload under a 404 races the browser's own check and was slow under load).
    server.failWorker(true);
    // An update asked while another runs joins it, so any check in flight settles first. The
    // second check is left unawaited, as the library leaves it; the test waits for the page to
    // report its rejection as unhandled (the event the app listens to), which is where an uncaught
    // error would be raised, and reads whether the app took it.
    const reported = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update().catch(() => undefined);
      const unhandled = new Promise<{ message: string; taken: boolean }>((resolve) => {
        // Added after the app's own listener, so it runs after it.
        window.addEventListener(
          'unhandledrejection',
          (event) => resolve({ message: event.reason instanceof Error ? event.reason.message : String(event.reason), taken: event.defaultPrevented }),
          { once: true },
        );
      });
      void registration?.update();
      return unhandled;
    });
    expect(reported.message).toMatch(/^Failed to update a ServiceWorker.*mockServiceWorker\.js/);
    expect(reported.taken).toBe(true);
    expect(errors).toEqual([]);
    await expect(page.getByRole('link', { name: 'PeçaJá, página inicial' })).toBeVisible();
  } finally {
    await server.close();
  }
});
