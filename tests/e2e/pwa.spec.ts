import { expect, test, type Page } from '@playwright/test';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './support/axe';

/**
 * The installable app of a build made for a real API (playwright.api.config.ts): the web app
 * manifest and its icons, the service worker taking the page, an offline reload of the home, of
 * the favourites and of a part seen before, nothing private in its caches, and the new-version
 * bar. Runs only in the real-HTTP suite: the simulated API's build has MSW's worker instead.
 */

const OFFLINE_COPY = 'Você está sem conexão: estas informações podem estar desatualizadas';

/** The built files the app server serves (playwright.api.config.ts builds there). */
const outDir = process.env.E2E_API_OUT_DIR ?? join(tmpdir(), 'pecaja-e2e-api-build');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Opens `path` and waits until the service worker is active and controls the page (a reload if needed). */
async function controlled(page: Page, path = '/home'): Promise<void> {
  await page.goto(path);
  // Registered after the load event by a lazily loaded part. Once a version is active, a
  // navigation is always controlled (the first version also claims pages open at that moment, but
  // a document still loading then is not one of them).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every cached entry: cache name, request URL and headers, reply text. */
async function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const out: { cache: string; url: string; authorization: string | null; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const reply = await cache.match(request);
        // An opaque picture's body cannot be read (and is a picture).
        const body = reply && reply.type !== 'opaque' && !/^image\//.test(reply.headers.get('content-type') ?? '') ? await reply.text() : '';
        out.push({ cache: name, url: request.url, authorization: request.headers.get('Authorization'), body });
      }
    }
    return out;
  });
}

/** The first part of more parts: its address and name. */
async function firstPart(page: Page): Promise<{ href: string; name: string }> {
  await page.goto('/more_parts');
  const link = page.getByRole('list', { name: 'Peças' }).getByRole('article').first().getByRole('link');
  await link.waitFor();
  return { href: (await link.getAttribute('href'))!, name: (await link.getAttribute('title'))! };
}

test('the manifest: Portuguese name, standalone, theme, icons 192/512 and maskable, the three shortcuts; Chromium can install it', async ({ page }) => {
  // Not in the HTML (its icon would share the first page's slow connection): the app links it once the page is drawn.
  const html = await (await page.request.get('/home')).text();
  expect(html).not.toContain('rel="manifest"');
  expect(html).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,');
  await page.goto('/home');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const reply = await page.request.get('/manifest.webmanifest');
  expect(reply.status()).toBe(200);
  const manifest = (await reply.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'PeçaJá: peças novas e usadas para veículos',
    short_name: 'PeçaJá',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0d47a1',
    background_color: '#f5f7fa',
  });
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Mais peças', '/more_parts'],
    ['Favoritos', '/favorites'],
    ['Minha garagem', '/garage'],
  ]);
  const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const [w, h] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width: w, height: h });
  }

  // Chromium's own verdict: the page is installable (manifest, icons, a worker with a fetch handler).
  // A Playwright context is an incognito profile, where Chromium installs nothing: that one reason is expected.
  await controlled(page);
  await expect(page.locator('link[rel="manifest"]')).toBeAttached();
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the service worker controls the page after a reload, and precached the shell', async ({ page }) => {
  await controlled(page);
  const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  expect(new URL(script).pathname).toBe('/sw.js');
  const precached = (await cachedEntries(page)).filter((e) => e.cache.startsWith('workbox-precache')).map((e) => new URL(e.url).pathname);
  expect(precached).toContain('/index.html');
  // The first load's scripts and stylesheet (the ones index.html starts).
  const html = await (await page.request.get('/index.html')).text();
  const firstLoad = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  expect(firstLoad.length).toBeGreaterThan(2);
  for (const file of firstLoad) expect(precached, file).toContain(file);
});

test("offline: a reload opens the home (its offline view), the favourites, and a part seen before with the notice; an unseen part offers 'Tentar novamente'", async ({
  page,
  context,
}) => {
  await controlled(page);
  const part = await firstPart(page);
  await page.goto(part.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name);
  await expect(page.getByText(OFFLINE_COPY)).toHaveCount(0);
  // The part's own heart, beside its title (the related cards have theirs).
  const heart = (name: string) => page.getByRole('heading', { level: 1 }).locator('..').getByRole('button', { name });
  await heart('Adicionar aos favoritos').click();
  await expect(heart('Remover dos favoritos')).toHaveAttribute('aria-pressed', 'true');
  // The reply is in the worker's cache before the connection goes.
  await expect.poll(async () => (await cachedEntries(page)).some((e) => e.cache === 'product-replies' && e.url.includes(part.href))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name);
  await expect(page.getByText(OFFLINE_COPY)).toBeVisible();
  await expect(heart('Remover dos favoritos')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  await expect(page.getByRole('article', { name: part.name }).getByRole('link', { name: part.name })).toBeVisible();

  await page.goto('/garage');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha garagem' })).toBeVisible();

  await page.goto('/');
  // The app opens (its top bar and the offline notice); the home's data needs the network.
  await expect(page.getByRole('link', { name: /^Favoritos/ }).first()).toBeVisible();
  await expect(page.getByText('Sem conexão com a internet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' }).first()).toBeVisible();
  // Recently viewed lives in the browser: the part opened is there.
  await expect(page.getByRole('region', { name: 'Vistos recentemente' }).getByText(part.name)).toBeVisible();

  // The worker's network is off too (so the seen part above came from its cache): an unseen part fails.
  await page.goto('/product/peca-nunca-vista-123456');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByText(OFFLINE_COPY)).toHaveCount(0);

  await context.setOffline(false);
});

test('no cached entry holds a token, a reply to a call with Authorization, or anything of /adm', async ({ page, context, baseURL }) => {
  const apiUrl = test.info().config.metadata.apiUrl as string;
  await controlled(page);
  const part = await firstPart(page);
  const token = await page.evaluate(async (url) => {
    const res = await fetch(`${url}/login`, { method: 'POST', headers: { Authorization: `Basic ${btoa('11965432109:premium1')}` } });
    return ((await res.json()) as { response: string }).response;
  }, apiUrl);
  expect(token.length).toBeGreaterThan(20);
  await context.addCookies([{ name: 'jwtToken', value: token, url: baseURL! }]);

  // Logged in: a part's page (its call carries the token), the advertiser's screens.
  await page.goto(part.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name);
  await page.goto('/adm/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do anunciante' })).toBeVisible();
  await page.goto('/adm/productList');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus produtos' })).toBeVisible();
  // A bearer call made by hand, to the product path the worker does keep.
  await page.evaluate(async ({ url, t }) => fetch(url, { headers: { Authorization: `Bearer ${t}` } }), { url: `${apiUrl}${part.href}`, t: token });

  const entries = await cachedEntries(page);
  expect(entries.length).toBeGreaterThan(0);
  const tokenParts = token.split('.');
  for (const entry of entries) {
    expect(entry.authorization, entry.url).toBeNull();
    for (const piece of tokenParts) expect(entry.body.includes(piece), `${entry.url} holds the token`).toBe(false);
    const { pathname, origin } = new URL(entry.url);
    if (origin === new URL(apiUrl).origin) {
      // Of the API only the public product reply and pictures are kept; never adm calls.
      expect(pathname, entry.url).not.toMatch(/(^|\/|-)adm([-/]|$)/);
    }
  }
  // The part opened logged in was asked with the token: its reply was not kept.
  expect(entries.filter((e) => e.cache === 'product-replies').map((e) => e.url)).toEqual([]);
});

test("a new version: 'Nova versão disponível' with 'Atualizar'; the page reloads only when asked, under the new worker", async ({ page }) => {
  await controlled(page);
  const scriptPath = join(outDir, 'sw.js');
  const original = readFileSync(scriptPath, 'utf8');
  const { mtime } = statSync(scriptPath);
  // A deploy: the same worker with another revision of index.html (same size, so any server's cached length holds).
  const revision = /"revision":"([0-9a-f]+)","url":"index\.html"/.exec(original);
  expect(revision, 'index.html is precached with a revision').not.toBeNull();
  const flipped = revision![1].replace(/^./, (c) => (c === '0' ? '1' : '0'));
  try {
    writeFileSync(scriptPath, original.replace(`"revision":"${revision![1]}","url":"index.html"`, `"revision":"${flipped}","url":"index.html"`));
    // Half-filled: something typed in the search box stays until the user chooses to update.
    const search = page.getByRole('search').first().locator('input[type="search"]');
    await search.fill('farol');
    await page.evaluate(() => {
      (window as Window & { __beforeUpdate?: boolean }).__beforeUpdate = true;
      void navigator.serviceWorker.getRegistration().then((r) => r?.update());
    });
    const bar = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
    await expect(bar).toBeVisible({ timeout: 20_000 });
    // Nothing reloads by itself.
    expect(await page.evaluate(() => (window as Window & { __beforeUpdate?: boolean }).__beforeUpdate)).toBe(true);
    await expect(search).toHaveValue('farol');
    expect(await axeViolations(page)).toEqual([]);
    // A real button, which takes the keyboard's focus (it sits after the page in the DOM, so after its controls in tab order).
    await bar.getByRole('button', { name: 'Atualizar' }).focus();
    await expect(bar.getByRole('button', { name: 'Atualizar' })).toBeFocused();

    await bar.getByRole('button', { name: 'Atualizar' }).click();
    await page.waitForFunction(() => (window as Window & { __beforeUpdate?: boolean }).__beforeUpdate === undefined, undefined, { timeout: 20_000 });
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
    // The new worker took over: nothing waits, and the shell it precached is the new index.html.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect
      .poll(async () => (await cachedEntries(page)).filter((e) => e.cache.startsWith('workbox-precache') && e.url.includes('index.html')).map((e) => e.url))
      .toEqual([expect.stringContaining(`__WB_REVISION__=${flipped}`)]);
  } finally {
    writeFileSync(scriptPath, original);
    utimesSync(scriptPath, mtime, mtime);
  }
});
