import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { resolve } from 'node:path';

/**
 * The production server (`npm start`, server/prod-server.ts) over real HTTP, as the real-HTTP
 * suite serves the app with it (playwright.api.config.ts): the link-preview card a crawler reads,
 * escaping, the API down, the nginx example's headers, compression, caching, robots and sitemap.
 */
const meta = () => test.info().config.metadata as { apiUrl: string; distDir: string; serverOutDir: string };
const WHATSAPP = 'WhatsApp/2.23';
const FACEBOOK = 'facebookexternalhit/1.1';
const HOSTILE = '"><script>alert(1)</script>';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Created {
  url: string;
  coverImage: string;
}

/** Lists a part as the Silver subscriber through the API, as the admin form does. */
async function listPart(api: APIRequestContext, name: string, price: string): Promise<Created> {
  const login = await api.post('/login', { headers: { Authorization: `Basic ${Buffer.from('11976543210:assinante1').toString('base64')}` } });
  const token = ((await login.json()) as { response: string }).response;
  const res = await api.post('/auto_part/create', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      part_name: name,
      manufacturer: 'Cofap',
      brand: 'Volkswagen',
      model: 'Gol G6',
      description: name,
      price,
      quantity: '1',
      code: '',
      is_new: '1',
      is_national: '1',
      image0: { name: 'peca.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  const body = (await res.json()) as { success: boolean } & Created;
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { url: body.url, coverImage: body.coverImage };
}

/** The content of `<meta property|name="key">` in a page's HTML (as written: still escaped). */
function tag(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

/** The headers docs/nginx.conf sends in a location, for the API this suite runs. */
function nginxHeaders(location: string): Record<string, string> {
  const conf = readFileSync(resolve(process.cwd(), 'docs/nginx.conf'), 'utf8').replaceAll('https://api.example.com.br', new URL(meta().apiUrl).origin);
  const block = new RegExp(`location ${location.replace(/[\^~/]/g, '\\$&')} \\{([^}]*)\\}`).exec(conf)![1];
  return Object.fromEntries([...block.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map((m) => [m[1].toLowerCase(), m[2]]));
}

let part: Created;
let hostile: Created;

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: meta().apiUrl });
  part = await listPart(api, 'Farol de milha Zeta Gol G6', '321.09');
  hostile = await listPart(api, HOSTILE, '45.60');
  await api.dispose();
});

for (const agent of [WHATSAPP, FACEBOOK]) {
  test(`a product link fetched as ${agent} carries the part's name, price and absolute photo`, async ({ request }) => {
    const reply = await request.get(`/product/${part.url}`, { headers: { 'User-Agent': agent } });
    expect(reply.status()).toBe(200);
    const html = await reply.text();
    expect(html).toContain('<title>Farol de milha Zeta Gol G6 | PeçaJá</title>');
    expect(tag(html, 'og:type')).toBe('product');
    expect(tag(html, 'og:title')).toBe('Farol de milha Zeta Gol G6');
    expect(tag(html, 'og:description')).toContain('R$ 321,09');
    expect(tag(html, 'description')).toContain('R$ 321,09');
    expect(tag(html, 'product:price:amount')).toBe('321.09');
    expect(tag(html, 'product:price:currency')).toBe('BRL');
    expect(tag(html, 'twitter:card')).toBe('summary_large_image');
    const url = new URL(`/product/${part.url}`, reply.url()).href;
    expect(tag(html, 'og:url')).toBe(url);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    const image = tag(html, 'og:image')!;
    expect(image).toBe(part.coverImage);
    expect(image).toMatch(/^https?:\/\//);
    const photo = await request.get(image);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)![1]) as { name: string; offers: { price: string } };
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Farol de milha Zeta Gol G6', offers: { price: '321.09', priceCurrency: 'BRL', url } });
  });
}

test('a part named "><script>alert(1)</script> stays text, in the card and on the page', async ({ request, page }) => {
  const html = await (await request.get(`/product/${hostile.url}`, { headers: { 'User-Agent': WHATSAPP } })).text();
  expect(html).not.toContain('<script>alert(1)');
  expect(tag(html, 'og:title')).toBe('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
  expect(html).toContain('\\u003cscript>alert(1)\\u003c/script>');

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/product/${hostile.url}`);
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE })).toBeVisible();
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(HOSTILE);
  expect(dialogs).toEqual([]);
});

test('an unknown part is the app with status 404', async ({ request, page }) => {
  const reply = await request.get('/product/peca-que-nao-existe-1', { headers: { 'User-Agent': WHATSAPP } });
  expect(reply.status()).toBe(404);
  expect(await reply.text()).toContain('<div id="root">');
  await page.goto('/product/peca-que-nao-existe-1');
  await expect(page.getByText('Esta peça não está mais disponível ou o endereço está incorreto.')).toBeVisible();
});

test("a product page preloads the product page's code with the entry; the home does not, and the app asks for nothing twice", async ({ request, page }) => {
  const productHtml = await (await request.get(`/product/${part.url}`)).text();
  const preloaded = [...productHtml.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);
  expect(preloaded.length).toBeGreaterThan(0);
  expect(await (await request.get('/')).text()).not.toContain('rel="modulepreload"');
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
  await page.goto(`/product/${part.url}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Farol de milha Zeta Gol G6' })).toBeVisible();
  for (const file of preloaded) expect(scripts.filter((s) => s === file).length, file).toBe(1);
  // A visitor without a vehicle gets neither the form rules nor the fit verdict's code and texts:
  // the page draws none of them (the contact's phone format and the garage line are its own).
  // Files are named by their hash: the manifest knows them by source, or by chunk name for a shared chunk.
  const manifest = JSON.parse(readFileSync(resolve(meta().distDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
  const unused = Object.entries(manifest)
    .filter(([key, chunk]) => key === 'locales/pt/garage.json' || chunk.name === 'validation' || chunk.name === 'fit-verdict')
    .map(([, chunk]) => `/${chunk.file}`);
  // The form rules, the verdict's reading of the text, the verdict itself and the garage texts.
  expect(unused.length).toBeGreaterThanOrEqual(4);
  for (const file of unused) {
    expect(preloaded, file).not.toContain(file);
    expect(scripts, file).not.toContain(file);
  }
  // The map of the site's other pages is off the first load and comes once the page is drawn.
  const siteScreens = `/${manifest['src/app/site-screens.ts'].file}`;
  await expect.poll(() => scripts.includes(siteScreens), { message: `${siteScreens} fetched after the first page` }).toBe(true);
  // The server's JSON-LD gave way to the page's own: one Product description, not two.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"][data-from-server]')).toHaveCount(0);
});

test.describe('preloaded on a first visit', () => {
  // A first visit: the installable app's worker (registered once the first page is drawn) would
  // answer the next pages' requests itself and blur what the browser fetched.
  test.use({ serviceWorkers: 'block' });

  test("the landing pages' and a part's data call and largest picture start with the page, and the app uses them instead of asking again", async ({
    request,
    page,
  }) => {
    const { apiUrl } = meta();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/preload/i.test(m.text())) warnings.push(m.text());
    });
    for (const [path, call, heading] of [
      ['/', '/home', null],
      ['/more_parts', '/more-parts/1', null],
      [`/product/${part.url}`, `/product/${part.url}`, 'Farol de milha Zeta Gol G6'],
    ] as const) {
      // The second visit finds the picture's address kept by the server (the first may not wait for it).
      await request.get(path);
      const html = await (await request.get(path)).text();
      const images = [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);
      expect(html, path).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${apiUrl}${call}">`);
      expect(images, path).toHaveLength(1);
      const asked: string[] = [];
      page.on('request', (r) => asked.push(r.url()));
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator(`img[src="${images[0]}"]`).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(asked.filter((u) => u === `${apiUrl}${call}`).length, `${call} asked once`).toBe(1);
      expect(asked.filter((u) => u === images[0]).length, `${path}: ${images[0]} fetched once (asked: ${asked.join(' ')})`).toBe(1);
      page.removeAllListeners('request');
    }
    expect(warnings, 'no preload went unused').toEqual([]);
  });
});

/** A copy of the production server over this suite's build, with another API address; its URL. */
async function startServer(apiUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['server/start.mjs'], {
    env: { ...process.env, VITE_API_URL: apiUrl, DIST_DIR: meta().distDir, SERVER_OUT_DIR: meta().serverOutDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /on (http:\/\/\S+)/.exec(out);
      if (m) done(m[1]);
    });
    child.once('exit', (code) => fail(new Error(`server exited ${code}: ${out}`)));
  });
  return { url, child };
}

test.describe('the API down', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let servers: ChildProcess[] = [];

  test.beforeAll(async () => {
    // Accepts connections and never answers: the API hung.
    silent = createServer((s) => sockets.add(s));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  });

  test.afterAll(async () => {
    for (const child of servers) child.kill();
    servers = [];
    for (const s of sockets) s.destroy();
    await new Promise((done) => silent.close(done));
  });

  for (const how of ['hung', 'refusing connections'] as const) {
    test(`an API ${how} gives the generic page with 200 in under 2.5 s`, async ({ request }) => {
      const port = how === 'hung' ? (silent.address() as { port: number }).port : await closedPort();
      const { url, child } = await startServer(`http://127.0.0.1:${port}`);
      servers.push(child);
      const started = Date.now();
      const reply = await request.get(`${url}/product/${part.url}`, { headers: { 'User-Agent': WHATSAPP } });
      const took = Date.now() - started;
      expect(reply.status()).toBe(200);
      expect(took).toBeLessThan(2500);
      const html = await reply.text();
      expect(html).toContain('<div id="root">');
      expect(tag(html, 'og:type')).toBe('website');
      expect(tag(html, 'og:image')).toBe(`${url}/brand/share-card.png`);
    });
  }
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
  const { port } = s.address() as { port: number };
  await new Promise((done) => s.close(done));
  return port;
}

/** The entry script index.html loads: a hashed asset. */
async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  return /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1];
}

test('the headers are the nginx example’s: security on every reply, a year for assets, no cache for pages', async ({ request }) => {
  const asset = await entryScript(request);
  const cases: [string, string][] = [
    ['/', '/'],
    ['/more_parts', '/'],
    [`/product/${part.url}`, '/'],
    ['/adm/dashboard', '/'],
    [asset, '^~ /assets/'],
  ];
  for (const [path, location] of cases) {
    const reply = await request.get(path);
    expect(reply.status(), path).toBe(200);
    const expected = nginxHeaders(location);
    expect(Object.keys(expected).length, location).toBeGreaterThanOrEqual(8);
    for (const [name, value] of Object.entries(expected)) expect([path, name, reply.headers()[name]]).toEqual([path, name, value]);
  }
  expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const record of ['/.vite/manifest.json', '/.vite/build-env.json', '/%2Evite/security-headers.json'])
    expect((await request.get(record)).status(), record).toBe(404);
});

test('pages and assets are compressed with brotli and gzip', async ({ request }) => {
  const asset = await entryScript(request);
  for (const path of ['/', asset]) {
    for (const encoding of ['br', 'gzip']) {
      const reply = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
      expect([path, reply.headers()['content-encoding']]).toEqual([path, encoding]);
      expect(reply.headers()['vary']).toContain('accept-encoding');
    }
  }
});

test('robots.txt keeps crawlers out of /adm and the sitemap lists home, more parts and the listed parts', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toBe(`User-agent: *\nDisallow: /adm\n\nSitemap: ${baseURL}/sitemap.xml\n`);

  const sitemap = await request.get('/sitemap.xml', { timeout: 30_000 });
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs.slice(0, 2)).toEqual([`${baseURL}/`, `${baseURL}/more_parts`]);
  expect(locs.length).toBeLessThanOrEqual(1002);
  const api = await playwrightRequest.newContext({ baseURL: meta().apiUrl });
  const first = (await (await api.get('/more-parts/1')).json()) as { response: { moreparts: { url: string }[] } };
  await api.dispose();
  expect(first.response.moreparts.length).toBeGreaterThan(0);
  for (const card of first.response.moreparts) expect(locs).toContain(`${baseURL}/product/${encodeURIComponent(card.url)}`);
});
