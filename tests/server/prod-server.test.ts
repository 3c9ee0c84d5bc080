import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CACHE_IMMUTABLE,
  LANDING_CACHE_MS,
  LANDING_HINT_WAIT_MS,
  PRODUCT_CACHE,
  PRODUCT_ROUTE_MODULE,
  productPageModules,
  SITEMAP_LIMITS,
  TtlCache,
  createProdServer,
  withRoutePreloads,
  type ProdServerOptions,
} from '../../server/prod-server';
import { precompress } from '../../server/precompress.mjs';
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from '../../server/security-headers';

/**
 * The production server (server/prod-server.ts) over a small build, its API replaced by a fake
 * fetch: headers, caching, compression, the SPA fallback, and a part's card whatever the API does.
 */
const API = 'https://api.pecaja.example';
const SITE = 'https://www.pecaja.example';
const HOSTILE = '"><script>alert(1)</script>';
const BIG_SCRIPT = `export const parts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `peca-${i}`))};\n`;

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'prod-server-test-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'brand'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <meta name="description" content="PeçaJá: peças." />\n    <title>PeçaJá | Peças</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'brand', 'share-card.png'), 'png');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/main-abc.js"}}');
  writeFileSync(join(dist, '.vite', 'security-headers.json'), JSON.stringify(securityHeaders({ apiUrl: API })));
  writeFileSync(join(dist, '.vite', 'build-env.json'), JSON.stringify({ apiUrl: API }));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const product = (main: Record<string, unknown> = {}) => ({
  success: true,
  response: {
    main: {
      productId: 7,
      url: 'farol-7',
      description: 'Farol Gol',
      manufacturer: 'Arteb',
      condition: 'PRODUCT_NEW',
      value: 320.5,
      informations: 'Original.',
      images: [`${API}/img/farol.jpg`],
      ...main,
    },
    secondary: [],
  },
});

type Answer = Response | 'hang' | 'refuse';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers from `answer(path, init)`: a Response, 'hang' (until the call is aborted) or 'refuse'. */
function fakeApi(answer: (path: string, init?: RequestInit) => Answer) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    const a = answer(url.slice(API.length), init);
    if (a === 'refuse') throw new TypeError('fetch failed');
    if (a === 'hang')
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))));
    return a;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const servers: FastifyInstance[] = [];
async function server(options: Partial<ProdServerOptions>): Promise<FastifyInstance> {
  // A test that gives no API of its own gets one that refuses every call.
  const app = await createProdServer({ distDir: dist, siteUrl: SITE, apiUrl: '', fetch: fakeApi(() => 'refuse').fetch, ...options });
  servers.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const ogTitle = (html: string) => /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];

describe('a part’s page (/product/{url})', () => {
  it('carries the part’s card, read once from the API within the cache’s minute', async () => {
    let time = 0;
    const api = fakeApi((path) => (path === '/product/farol-7' ? json(product()) : json({ success: false, response: 'NOT_FOUND' }, 404)));
    const app = await server({ fetch: api.fetch, now: () => time });
    const first = await app.inject({ url: '/product/farol-7', headers: { 'user-agent': 'WhatsApp/2.23' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('<meta property="og:title" content="Farol Gol" />');
    expect(first.body).toContain('<meta property="product:price:amount" content="320.50" />');
    expect(first.body).toContain(`<meta property="og:image" content="${API}/img/farol.jpg" />`);
    expect(first.body).toContain(`<link rel="canonical" href="${SITE}/product/farol-7" />`);
    await app.inject({ url: '/product/farol-7' });
    expect(api.calls).toEqual([`${API}/product/farol-7`]);
    time = PRODUCT_CACHE.ttlMs + 1;
    await app.inject({ url: '/product/farol-7' });
    expect(api.calls).toHaveLength(2);
  });

  it('asks the API once for a part many crawlers open at the same time', async () => {
    const api = fakeApi(() => json(product()));
    const app = await server({ fetch: api.fetch });
    const replies = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/product/farol-7' })));
    expect(replies.map((r) => ogTitle(r.body))).toEqual(Array(5).fill('Farol Gol'));
    expect(api.calls).toHaveLength(1);
  });

  it('the API’s address at run time wins over the build’s', async () => {
    const other = 'https://other-api.example';
    const calls: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      calls.push(String(input));
      return json(product());
    }) as typeof globalThis.fetch;
    const app = await server({ fetch, apiUrl: `${other}/` });
    await app.inject({ url: '/product/farol-7' });
    expect(calls).toEqual([`${other}/product/farol-7`]);
  });

  it('keeps a hostile name as text', async () => {
    const app = await server({ fetch: fakeApi(() => json(product({ description: HOSTILE }))).fetch });
    const reply = await app.inject({ url: '/product/farol-7' });
    expect(reply.body).not.toContain('<script>alert(1)</script>');
    expect(ogTitle(reply.body)).toBe('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(reply.body).toContain('<title>&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; | PeçaJá</title>');
  });

  it('an unknown part is the app’s page with 404', async () => {
    const app = await server({ fetch: fakeApi(() => json({ success: false, response: 'PRODUCT_NOT_FOUND' }, 404)).fetch });
    const reply = await app.inject({ url: '/product/nao-existe' });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toContain('<div id="root">');
    expect(reply.body).not.toContain('og:type" content="product');
  });

  it.each<[string, Answer]>([
    ['a 500', json({ success: false, response: 'SERVER_ERROR' }, 500)],
    ['an HTML page instead of JSON', new Response('<html>erro</html>', { status: 200 })],
    ['a reply of the wrong shape', json({ success: true, response: { main: { url: 'farol-7', value: 'grátis' } } })],
    ['a network error', 'refuse'],
    ['no answer (the timeout)', 'hang'],
  ])('the API failing with %s gives the generic page with 200, and is asked again next time', async (_, answer) => {
    const api = fakeApi(() => answer);
    const app = await server({ fetch: api.fetch, apiTimeoutMs: 50 });
    const reply = await app.inject({ url: '/product/farol-7' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<div id="root">');
    expect(reply.body).toContain('<meta property="og:type" content="website" />');
    await app.inject({ url: '/product/farol-7' });
    expect(api.calls).toHaveLength(2);
  });

  it('a build without an API (the simulated one) serves the generic page without asking anyone', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'prod-server-sim-'));
    writeFileSync(join(empty, 'index.html'), readFileSync(join(dist, 'index.html')));
    const api = fakeApi(() => json(product()));
    const app = await server({ distDir: empty, fetch: api.fetch });
    expect((await app.inject({ url: '/product/farol-7' })).statusCode).toBe(200);
    for (const url of ['/', '/home', '/more_parts']) expect((await app.inject({ url })).body).not.toContain('rel="preload"');
    expect(api.calls).toEqual([]);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('the parts’ cache', () => {
  it('holds at most its size, dropping the oldest, and forgets entries after their time', () => {
    let time = 0;
    const cache = new TtlCache<number>(3, 1000, () => time);
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, 1);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBe(1);
    time = 1000;
    expect(cache.get('d')).toBeUndefined();
    expect(PRODUCT_CACHE).toEqual({ maxEntries: 1000, ttlMs: 60_000 });
  });
});

/** The headers docs/nginx.conf sends in its SPA location (`location /`), for the API named there. */
function nginxHeaders(apiOrigin: string): Record<string, string> {
  const conf = readFileSync(resolve(process.cwd(), 'docs/nginx.conf'), 'utf8').replaceAll('https://api.example.com.br', apiOrigin);
  const block = /location \/ \{([^}]*)\}/.exec(conf)![1];
  const found: Record<string, string> = {};
  for (const m of block.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)) found[m[1].toLowerCase()] = m[2];
  return found;
}

describe('headers, caching and compression', () => {
  it('sends the security headers of docs/nginx.conf on pages, assets and 404s', async () => {
    const app = await server({ fetch: fakeApi(() => json(product())).fetch });
    const expected = nginxHeaders(API);
    delete expected['cache-control'];
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']));
    for (const url of ['/', '/product/farol-7', '/assets/app-Ab12Cd.js', '/adm/dashboard', '/assets/missing.js', '/.vite/manifest.json']) {
      const reply = await app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect([url, name, reply.headers[name]]).toEqual([url, name, value]);
    }
    expect((await app.inject({ url: '/' })).headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('caches hashed assets for a year and never the HTML or the service worker', async () => {
    const app = await server({});
    expect((await app.inject({ url: '/assets/app-Ab12Cd.js' })).headers['cache-control']).toBe(CACHE_IMMUTABLE);
    for (const url of ['/', '/more_parts', '/index.html', '/adm/dashboard', '/sw.js']) {
      expect([url, (await app.inject({ url })).headers['cache-control']]).toEqual([url, 'no-cache']);
    }
    expect((await app.inject({ url: '/brand/share-card.png' })).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses with brotli and gzip as the browser asks', async () => {
    const app = await server({});
    const br = await app.inject({ url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await app.inject({ url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(gzip.headers.vary).toContain('accept-encoding');
  });

  it("sends the build's precompressed files as they are, with the asset's type and cache", async () => {
    const name = 'assets/pre-Zz99.js';
    writeFileSync(join(dist, name), BIG_SCRIPT);
    expect(precompress(dist)).toBeGreaterThan(0);
    const app = await server({});
    for (const [encoding, ext] of [
      ['br', 'br'],
      ['gzip', 'gz'],
    ]) {
      const reply = await app.inject({ url: `/${name}`, headers: { 'accept-encoding': encoding } });
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.rawPayload.equals(readFileSync(join(dist, `${name}.${ext}`)))).toBe(true);
      expect(reply.headers['content-type']).toContain('javascript');
      expect(reply.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    }
    expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).toString()).toBe(BIG_SCRIPT);
  });

  it.each([
    '/.vite/manifest.json',
    '/.vite/build-env.json',
    '/.VITE/manifest.json',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
    '//.vite/security-headers.json',
  ])('never serves the build record %s', async (url) => {
    const app = await server({});
    const reply = await app.inject({ url });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('main-abc');
    expect(reply.body).not.toContain('apiUrl');
  });

  it('falls back to the app for its routes, and answers 404 for a missing file', async () => {
    const app = await server({});
    for (const url of ['/home', '/adm/dashboard', '/search/óleo 5w30', '/favorites?x=1']) {
      const reply = await app.inject({ url: encodeURI(url) });
      expect([url, reply.statusCode, reply.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
    }
    for (const url of ['/assets/missing.js', '/assets/missing', '/logo-missing.png']) expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it('gives / and /more_parts the brand’s card with their own address', async () => {
    const app = await server({});
    for (const path of ['/', '/more_parts']) {
      const { body } = await app.inject({ url: path });
      expect(body).toContain(`<meta property="og:image" content="${SITE}/brand/share-card.png" />`);
      expect(body).toContain(`<meta property="og:url" content="${SITE}${path}" />`);
      expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of /adm and names the sitemap', async () => {
    const reply = await (await server({})).inject({ url: '/robots.txt' });
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.body).toBe(`User-agent: *\nDisallow: /adm\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('the sitemap lists home, more parts and the parts of the first pages, bounded and kept ten minutes', async () => {
    let time = 0;
    const page = (n: number) => ({
      success: true,
      response: { moreparts: Array.from({ length: 30 }, (_, i) => ({ url: `peca-${n}-${i}&x` })), filters: [], pagination: 300_000, limit: 30, page: n },
    });
    const api = fakeApi((path, init) => {
      const n = Number(/\/more-parts\/(\d+)$/.exec(path)?.[1]);
      expect(init?.method ?? 'GET').toBe(n === 1 ? 'GET' : 'POST');
      return json(page(n));
    });
    const app = await server({ fetch: api.fetch, now: () => time });
    const reply = await app.inject({ url: '/sitemap.xml' });
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...reply.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 3)).toEqual([`${SITE}/`, `${SITE}/more_parts`, `${SITE}/product/peca-1-0%26x`]);
    expect(locs).toHaveLength(2 + SITEMAP_LIMITS.urls);
    expect(api.calls.length).toBeLessThanOrEqual(Math.ceil(SITEMAP_LIMITS.urls / 30) + SITEMAP_LIMITS.concurrency);
    const asked = api.calls.length;
    await app.inject({ url: '/sitemap.xml' });
    expect(api.calls).toHaveLength(asked);
    time = 10 * 60_000 + 1;
    await app.inject({ url: '/sitemap.xml' });
    expect(api.calls.length).toBeGreaterThan(asked);
  });

  it('walks the pages once for sitemaps asked at the same time', async () => {
    const api = fakeApi(() => json({ success: true, response: { moreparts: [{ url: 'peca-1' }], filters: [], pagination: 1, limit: 30, page: 1 } }));
    const app = await server({ fetch: api.fetch });
    await Promise.all([app.inject({ url: '/sitemap.xml' }), app.inject({ url: '/sitemap.xml' })]);
    expect(api.calls).toEqual([`${API}/more-parts/1`]);
  });

  it('without the API the sitemap still lists home and more parts', async () => {
    const reply = await (await server({ fetch: fakeApi(() => 'refuse').fetch })).inject({ url: '/sitemap.xml' });
    expect(reply.statusCode).toBe(200);
    expect([...reply.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([`${SITE}/`, `${SITE}/more_parts`]);
  });
});

describe('the landing pages start their data and largest picture with the code', () => {
  const home = (image: string) => ({ success: true, response: { ads: [{ id: 1, images: [image, `${API}/img/b2.svg`] }], offers: [], products: [] } });
  const moreParts = { success: true, response: { moreparts: [{ url: 'farol-7', image: `${API}/img/farol.jpg` }], filters: [], pagination: 1, limit: 30 } };
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(fetch|image)"[^>]*>/g)].map((m) => m[0]);

  it("preloads the home's call and first banner, asking the API once a minute", async () => {
    let time = 0;
    const api = fakeApi((path) => (path === '/home' ? json(home(`${API}/img/b1.svg`)) : 'refuse'));
    const app = await server({ fetch: api.fetch, now: () => time });
    for (const url of ['/', '/home']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(preloads(reply.body)).toEqual([
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${API}/home">`,
        `<link rel="preload" as="image" fetchpriority="high" href="${API}/img/b1.svg">`,
      ]);
    }
    expect(api.calls).toEqual([`${API}/home`]);
    time = LANDING_CACHE_MS + 1;
    await app.inject({ url: '/' });
    expect(api.calls).toHaveLength(2);
  });

  it("preloads more parts' first page and first card; a filtered list (a POST) gets nothing", async () => {
    const api = fakeApi((path) => (path === '/more-parts/1' ? json(moreParts) : 'refuse'));
    const app = await server({ fetch: api.fetch });
    expect(preloads((await app.inject({ url: '/more_parts' })).body)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${API}/more-parts/1">`,
      `<link rel="preload" as="image" fetchpriority="high" href="${API}/img/farol.jpg">`,
    ]);
    expect(preloads((await app.inject({ url: '/more_parts?marca=Fiat' })).body)).toEqual([]);
  });

  it("preloads a part's own call, its address encoded as the app encodes it, and its first photo", async () => {
    const api = fakeApi(() => json(product()));
    const app = await server({ fetch: api.fetch });
    const body = (await app.inject({ url: '/product/farol%20gol%2F7' })).body;
    expect(preloads(body)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${API}/product/farol%20gol%2F7">`,
      `<link rel="preload" as="image" fetchpriority="high" href="${API}/img/farol.jpg">`,
    ]);
  });

  it('a visitor with a session gets the picture only: their call carries a token, which a preload cannot send', async () => {
    const app = await server({ fetch: fakeApi(() => json(home(`${API}/img/b1.svg`))).fetch });
    const body = (await app.inject({ url: '/', headers: { cookie: 'lang=pt; jwtToken=abc.def.ghi' } })).body;
    expect(preloads(body)).toEqual([`<link rel="preload" as="image" fetchpriority="high" href="${API}/img/b1.svg">`]);
    // The app's own reading of the cookie: an empty one or another cookie's name is no session.
    for (const cookie of ['jwtToken=', 'xjwtToken=abc.def.ghi; lang=pt']) {
      const page = (await app.inject({ url: '/', headers: { cookie } })).body;
      expect(preloads(page), cookie).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${API}/home">`);
    }
  });

  it('with the hints off (the benchmark floors) asks nothing and adds nothing', async () => {
    const api = fakeApi(() => json(home(`${API}/img/b1.svg`)));
    const app = await server({ fetch: api.fetch, pageHints: false });
    for (const url of ['/', '/home', '/more_parts']) expect(preloads((await app.inject({ url })).body)).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('never holds the page for a slow API, and takes no address that is not a picture address', async () => {
    const slow = await server({ fetch: fakeApi(() => 'hang').fetch });
    const started = Date.now();
    const body = (await slow.inject({ url: '/' })).body;
    expect(Date.now() - started).toBeLessThan(LANDING_HINT_WAIT_MS + 500);
    expect(preloads(body)).toEqual([`<link rel="preload" as="fetch" crossorigin="anonymous" href="${API}/home">`]);
    const hostile = await server({ fetch: fakeApi(() => json(home('javascript:alert(1)'))).fetch });
    expect(preloads((await hostile.inject({ url: '/' })).body)).toHaveLength(1);
    const quoted = await server({ fetch: fakeApi(() => json(home(`${API}/img/a.svg?${HOSTILE}`))).fetch });
    const page = (await quoted.inject({ url: '/' })).body;
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&#34;&#62;&#60;script&#62;');
  });
});

describe('the product page preloads its route', () => {
  const html = '<html><head>\n    <script type="module" crossorigin src="/assets/app-1.js"></script>\n  </head><body></body></html>';
  const manifest = {
    _app: { file: 'assets/app-1.js', imports: ['_runtime'] },
    _runtime: { file: 'assets/rolldown-runtime-1.js' },
    _button: { file: 'assets/Button-1.js', imports: ['_app'] },
    [PRODUCT_ROUTE_MODULE]: { file: 'assets/product-1.js', imports: ['_app', '_button'], css: ['assets/product-1.css'] },
  };

  it("adds the route's own files, never the entry's, scripts as modulepreload and styles as a non-blocking preload, both at low priority", () => {
    const out = withRoutePreloads(html, manifest, [PRODUCT_ROUTE_MODULE]);
    // Low: the stylesheet and the entry come first (at the same priority they shared the bandwidth,
    // and the shell painted about 460 ms later on Lighthouse's mobile connection).
    expect(out).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/product-1.js">');
    expect(out).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Button-1.js">');
    expect(out).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/product-1.css">');
    expect(out).not.toMatch(/rel="modulepreload"[^>]*app-1\.js/);
    expect(out).not.toContain('rolldown-runtime-1.js"></link');
    expect(out.indexOf('product-1.js')).toBeLessThan(out.indexOf('</head>'));
  });

  it("adds the texts the page draws at once in the visitor's language, as the browser's first language picks it", async () => {
    const withTexts = {
      ...manifest,
      'locales/pt/product.json': { file: 'assets/product-pt.js' },
      'locales/pt/garage.json': { file: 'assets/garage-pt.js' },
      'locales/en/product.json': { file: 'assets/product-en.js' },
      'locales/en/garage.json': { file: 'assets/garage-en.js' },
      'locales/en/common.json': { file: 'assets/common-en.js' },
      'locales/en/catalog.json': { file: 'assets/catalog-en.js' },
    };
    const dir = mkdtempSync(join(tmpdir(), 'prod-server-texts-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(withTexts));
    const app = await server({ distDir: dir, apiUrl: API, fetch: fakeApi(() => json(product())).fetch });
    const modules = async (language?: string) =>
      [
        ...(await app.inject({ url: '/product/farol-7', headers: language ? { 'accept-language': language } : {} })).body.matchAll(
          /modulepreload" crossorigin fetchpriority="low" href="\/assets\/([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(await modules('pt-BR,pt;q=0.9,en;q=0.8')).toEqual(['product-1.js', 'Button-1.js', 'product-pt.js']);
    expect(await modules('en-US,en;q=0.9')).toEqual(['product-1.js', 'Button-1.js', 'common-en.js', 'catalog-en.js', 'product-en.js']);
    expect(await modules()).toEqual(['product-1.js', 'Button-1.js', 'product-pt.js']);
    expect(productPageModules('en')).toEqual([PRODUCT_ROUTE_MODULE, 'locales/en/common.json', 'locales/en/catalog.json', 'locales/en/product.json']);
    // Any other page: an English visitor's first page waits on its two text files, a Portuguese one's on none.
    const page = async (url: string, language: string) =>
      [
        ...(await app.inject({ url, headers: { 'accept-language': language } })).body.matchAll(
          /modulepreload" crossorigin fetchpriority="low" href="\/assets\/([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(await page('/', 'en')).toEqual(['common-en.js', 'catalog-en.js']);
    expect(await page('/garage', 'en-GB')).toEqual(['common-en.js', 'catalog-en.js']);
    expect(await page('/', 'pt-BR')).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the page as it is without a manifest or without the route in it', () => {
    expect(withRoutePreloads(html, null, [PRODUCT_ROUTE_MODULE])).toBe(html);
    expect(withRoutePreloads(html, { _app: manifest._app, _runtime: manifest._runtime }, [PRODUCT_ROUTE_MODULE])).toBe(html);
  });
});
