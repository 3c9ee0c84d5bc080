/**
 * The production server (`npm start` after `npm run build`): serves the build (dist/) with the
 * security headers of server/security-headers.ts (the ones `vite preview` sends and docs/nginx.conf
 * repeats), gzip and brotli, a year's cache for hashed assets and none for HTML, and the SPA
 * fallback. On /product/{url} it writes the part's link-preview card (title, description, canonical,
 * og:*, product:*, twitter:card, the Product JSON-LD) into index.html, from GET {API}/product/{url};
 * on the other pages the brand's card. It also answers /robots.txt and /sitemap.xml.
 *
 * Stateless: what it keeps is a cache of the API's public replies (each copy its own), so any number
 * of copies run behind a load balancer or a CDN. The API failing never fails a page: a timeout, a 5xx
 * or a bad reply gives the generic page with 200; an unknown part the app's page with 404.
 *
 * Bundled by server/build-prod-server.mjs (part of `npm run build`), started by server/start.mjs.
 */
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { homeCall, morePartsCall, type ApiCall } from '@/api/calls';
import { productCall } from '@/api/product-call';
import { paths } from '@/config/paths';
import { SITE_ROUTES, sitePath, type Preload, type RouteEntry } from '@/config/routes';
import { tokenInCookies } from '@/lib/session-cookie';
import { detectLanguage } from '@/lib/language';
import { isWebUrl } from '@/lib/web-url';
import { routeFilesOf, type Manifest } from '../scripts/first-load.mjs';
import { brandMeta, escapeHtml, injectHead, productMeta, readProductReply, type SharedProduct } from './page-meta';
import { BUILD_ENV_FILE, HEADERS_FILE, STRICT_TRANSPORT_SECURITY, isBuildRecordPath, securityHeaders, type BuildEnv } from './security-headers';

export interface ProdServerOptions {
  /** The build folder (dist/). */
  distDir: string;
  /** VITE_API_URL at run time; when empty, the address the build was made with (dist/.vite/build-env.json). */
  apiUrl?: string;
  /** The site's public address (SITE_URL, e.g. https://www.pecaja.com.br); when empty, the request's own. */
  siteUrl?: string;
  /** VITE_POSTAL_CODE_URL, for the policy of a build that left no header record. */
  postalCodeUrl?: string;
  /** Trust X-Forwarded-Proto/Host from a proxy in front (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** How long an API call may take before the page goes without its data (ms). */
  apiTimeoutMs?: number;
  fetch?: typeof fetch;
  /** The landing and product pages' data and picture preloads (default on; the benchmark's floors go without). */
  pageHints?: boolean;
  /** Clock of the caches (ms). */
  now?: () => number;
  logger?: boolean;
}

export const API_TIMEOUT_MS = 2000;
/** The product page's lazy route module (its key in the build's manifest). */
export const PRODUCT_ROUTE_MODULE = 'src/app/routes/product.tsx';
/** The text namespaces the product page draws with its first render (its route's, in the route table). */
const PRODUCT_PAGE_TEXTS = SITE_ROUTES.productPattern.texts;

/**
 * The text files any first page waits on: none in Portuguese (the landing pages' texts are in the
 * entry), 'common' and 'catalog' in English.
 */
export function pageModules(language: 'pt' | 'en'): string[] {
  return language === 'en' ? ['locales/en/common.json', 'locales/en/catalog.json'] : [];
}

/** The product page's modules: its route and the texts it shows at once (its own and the fit verdict's). */
export function productPageModules(language: 'pt' | 'en'): string[] {
  return [PRODUCT_ROUTE_MODULE, ...pageModules(language), ...PRODUCT_PAGE_TEXTS.map((namespace) => `locales/${language}/${namespace}.json`)];
}

/** The language the app will pick: the browser's first language, as navigator.language gives it. */
function languageOf(request: FastifyRequest): 'pt' | 'en' {
  return detectLanguage(String(request.headers['accept-language'] ?? '').split(',')[0]);
}

/**
 * index.html with the files of a lazy route preloaded: its scripts as modulepreload and its styles
 * as preload (not render-blocking; the app's loader adds the stylesheet, which then finds them
 * downloaded). The hrefs are the ones the app's own loader asks for, so it fetches nothing twice.
 * They go at low priority: the stylesheet that paints the shell and the entry, which runs before
 * any of them is used, come first (at the same priority they shared a slow connection's bandwidth
 * and the shell painted about 460 ms later in Lighthouse's mobile run, with the same LCP).
 */
export function withRoutePreloads(html: string, manifest: Manifest | null, modules: string[]): string {
  if (!manifest) return html;
  const links = routeFilesOf(manifest, html, modules).map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`
      : `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
  );
  return withHeadTags(html, links);
}
export const PRODUCT_CACHE = { maxEntries: 1000, ttlMs: 60_000 };
/** How long the home's and more parts' first picture address is kept (ms). */
export const LANDING_CACHE_MS = 60_000;
/** How long a landing page waits for that address when nothing is kept: the page is never held for the API. */
export const LANDING_HINT_WAIT_MS = 300;
export const SITEMAP_CACHE_MS = 10 * 60_000;
/** The sitemap's bound: the first pages of GET /more-parts and at most this many parts. */
export const SITEMAP_LIMITS = { pages: 50, urls: 1000, concurrency: 4 };

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_NONE = 'no-cache';
/** Unhashed files (favicon, /brand/*): an hour, as docs/nginx.conf's `expires 1h`. */
export const CACHE_SHORT = 'public, max-age=3600';

/** Files a new deploy must reach at once, as index.html: the service worker and the web app manifest. */
const UNCACHED_FILES = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

/** Missing files of these types are 404, not the app's page (a missing script must not get HTML). */
const FILE_TYPES = /\.(?:m?js|css|map|json|txt|xml|webmanifest|svg|png|jpe?g|webp|gif|ico|woff2?|ttf|pdf)$/i;

/** A Map kept in insertion order: the oldest entry goes first when it is full; entries expire. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The hints that let a landing page's data call and its largest picture download beside the app's
 * code instead of after it has run: a `preload` of the GET the page's loader makes (the same address,
 * CORS mode and credentials, so the browser hands the app that reply instead of asking again) and a
 * high-priority `preload` of the picture. A visitor with a session sends a token with the call, which
 * a preload cannot, so that page gets the picture only. Nothing without an API (the simulated build).
 */
export function dataHints(apiUrl: string, hint: { call: string; image?: string | null }, loggedIn: boolean): string[] {
  if (!apiUrl) return [];
  const tags = loggedIn ? [] : [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(`${apiUrl}${hint.call}`)}">`];
  if (isWebUrl(hint.image)) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hint.image)}">`);
  return tags;
}

/** index.html with `tags` added at the end of its head. */
function withHeadTags(html: string, tags: string[]): string {
  return tags.length ? html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`) : html;
}

export type ProductLookup = { kind: 'found'; product: SharedProduct } | { kind: 'missing' } | { kind: 'failed' };

function readJsonFile<T>(file: string): T | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
  } catch {
    return null;
  }
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The site's origin: SITE_URL, else the request's scheme and host (a host header that is no host name gives localhost). */
function siteOriginOf(request: FastifyRequest, siteUrl: string): string {
  if (siteUrl) return siteUrl;
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function createProdServer(options: ProdServerOptions): Promise<FastifyInstance> {
  const distDir = resolve(options.distDir);
  const template = readFileSync(resolve(distDir, 'index.html'), 'utf8');
  // A product link opened cold: the product page's code and its texts in the visitor's language
  // download with the entry, not after it ran.
  const manifest = readJsonFile<Manifest>(resolve(distDir, '.vite/manifest.json'));
  const pageTemplates = new Map((['pt', 'en'] as const).map((language) => [language, withRoutePreloads(template, manifest, pageModules(language))] as const));
  const productTemplates = new Map(
    (['pt', 'en'] as const).map((language) => [language, withRoutePreloads(template, manifest, productPageModules(language))] as const),
  );
  const buildEnv = readJsonFile<BuildEnv>(resolve(distDir, BUILD_ENV_FILE));
  const apiUrl = ((options.apiUrl ?? '').trim() || (buildEnv?.apiUrl ?? '').trim()).replace(/\/+$/, '');
  // The policy of the API the build calls (compiled into it): the build's record, as `vite preview` reads it.
  const headers: Record<string, string> = {
    ...(readJsonFile<Record<string, string>>(resolve(distDir, HEADERS_FILE)) ?? securityHeaders({ apiUrl, postalCodeUrl: options.postalCodeUrl })),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  };
  const siteUrl = (() => {
    try {
      return options.siteUrl?.trim() ? new URL(options.siteUrl.trim()).origin : '';
    } catch {
      return '';
    }
  })();
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.apiTimeoutMs ?? API_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  /** A call to the API as the app makes it: the parsed body and status, or null when it failed or took too long. */
  async function callApi({ method, url, data }: ApiCall): Promise<{ status: number; body: unknown } | null> {
    if (!apiUrl) return null;
    try {
      const response = await doFetch(`${apiUrl}${url}`, {
        method,
        headers: { Accept: 'application/json', ...(data && { 'Content-Type': 'application/json' }) },
        ...(data && { body: JSON.stringify(data) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch {
      return null;
    }
  }

  const products = new TtlCache<ProductLookup>(PRODUCT_CACHE.maxEntries, PRODUCT_CACHE.ttlMs, now);
  const pending = new Map<string, Promise<ProductLookup>>();

  /** A part's reply, from the cache or the API; one call at a time per part. Failures are not kept. */
  function lookupProduct(url: string): Promise<ProductLookup> {
    const cached = products.get(url);
    if (cached) return Promise.resolve(cached);
    const inFlight = pending.get(url);
    if (inFlight) return inFlight;
    const call = (async (): Promise<ProductLookup> => {
      const reply = await callApi(productCall(url));
      if (!reply) return { kind: 'failed' };
      if (reply.status === 404) return { kind: 'missing' };
      if (reply.status < 200 || reply.status > 299) return { kind: 'failed' };
      const product = readProductReply(reply.body);
      return product ? { kind: 'found', product } : { kind: 'failed' };
    })().then((result) => {
      pending.delete(url);
      if (result.kind !== 'failed') products.set(url, result);
      return result;
    });
    pending.set(url, call);
    return call;
  }

  const landingImages = new TtlCache<string | null>(2, LANDING_CACHE_MS, now);
  const landingPending = new Map<string, Promise<string | null>>();

  /**
   * The address of a landing page's largest picture (the home's first banner, more parts' first
   * card), kept a minute; when nothing is kept the page waits for it at most LANDING_HINT_WAIT_MS.
   */
  async function landingImage(call: ApiCall, pick: (response: Record<string, unknown>) => unknown): Promise<string | null> {
    const kept = landingImages.get(call.url);
    if (kept !== undefined) return kept;
    let lookup = landingPending.get(call.url);
    if (!lookup) {
      lookup = callApi(call).then((reply) => {
        landingPending.delete(call.url);
        const envelope = reply?.status === 200 ? (reply.body as { success?: unknown; response?: unknown } | null) : null;
        if (envelope?.success !== true || typeof envelope.response !== 'object' || envelope.response === null) return null;
        let image: unknown = null;
        try {
          image = pick(envelope.response as Record<string, unknown>);
        } catch {
          image = null;
        }
        const address = isWebUrl(image) ? image : null;
        landingImages.set(call.url, address);
        return address;
      });
      landingPending.set(call.url, lookup);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), LANDING_HINT_WAIT_MS);
    });
    try {
      return await Promise.race([lookup, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  let sitemap: { urls: string[]; expires: number } | null = null;
  let sitemapPending: Promise<string[]> | null = null;

  /** The sitemap's parts, from the cache or one walk of the pages at a time. */
  function sitemapProducts(): Promise<string[]> {
    if (sitemap && sitemap.expires > now()) return Promise.resolve(sitemap.urls);
    sitemapPending ??= walkMoreParts().finally(() => {
      sitemapPending = null;
    });
    return sitemapPending;
  }

  /** The parts' addresses of the first /more-parts pages without filters, each asked as the app asks it. */
  async function walkMoreParts(): Promise<string[]> {
    const first = await callApi(morePartsCall(1, {}));
    const page = readMoreParts(first?.body);
    if (!first || first.status !== 200 || !page) return [];
    const urls = new Set(page.urls);
    const pages = Math.min(SITEMAP_LIMITS.pages, Math.ceil(page.total / Math.max(1, page.limit || page.urls.length || 1)));
    let next = 2;
    const worker = async () => {
      while (next <= pages && urls.size < SITEMAP_LIMITS.urls) {
        const n = next++;
        const reply = await callApi(morePartsCall(n, {}));
        for (const u of readMoreParts(reply?.status === 200 ? reply.body : null)?.urls ?? []) urls.add(u);
      }
    };
    await Promise.all(Array.from({ length: SITEMAP_LIMITS.concurrency }, worker));
    const list = [...urls].slice(0, SITEMAP_LIMITS.urls);
    sitemap = { urls: list, expires: now() + SITEMAP_CACHE_MS };
    return list;
  }

  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (isBuildRecordPath(request.url)) {
      return reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', CACHE_NONE).send('Not found');
    }
  });

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    dotfiles: 'ignore',
    // The .br and .gz files `npm run build` wrote beside the assets (server/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, file) {
      const path = `/${file
        .slice(distDir.length + 1)
        .split('\\')
        .join('/')
        .replace(/\.(?:br|gz)$/, '')}`;
      const cache = path.startsWith('/assets/') ? CACHE_IMMUTABLE : UNCACHED_FILES.has(path) || path.endsWith('.html') ? CACHE_NONE : CACHE_SHORT;
      (reply as unknown as FastifyReply).header('Cache-Control', cache);
    },
  });

  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', CACHE_NONE).send(html);

  const brandPage = (request: FastifyRequest, canonicalPath?: string, html = pageTemplates.get(languageOf(request)) ?? template) =>
    injectHead(html, brandMeta(html, siteOriginOf(request, siteUrl), canonicalPath));

  const hintsOn = Boolean(apiUrl) && options.pageHints !== false;
  // A visitor with a session: the app's own reading of its cookie.
  const loggedIn = (request: FastifyRequest) => Boolean(tokenInCookies(request.headers.cookie ?? ''));
  const first = (list: unknown) => (Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined);

  // The landing pages' hints: what each preload of the route table asks for on its own address
  // (the first page without filters) and where its reply names the largest picture. Only a GET can
  // be preloaded: an address with a query (a filter, a later page) gets the page alone.
  const landingCalls: Record<Exclude<Preload, 'product'>, { call: ApiCall; pick: (response: Record<string, unknown>) => unknown }> = {
    home: { call: homeCall(), pick: (r) => first(first(r.ads)?.images) },
    moreParts: { call: morePartsCall(1, {}), pick: (r) => first(r.moreparts)?.image },
  };
  // The routes of the table with a preload; the product page has its own handler below. A page with
  // two addresses ('/' and '/home') names the first as its canonical address.
  const named = new Set<Preload>();
  for (const { path, preload } of Object.values(SITE_ROUTES as Record<string, RouteEntry>)) {
    if (!preload || preload === 'product') continue;
    const address = sitePath(path);
    const canonical = !named.has(preload);
    named.add(preload);
    const { call, pick } = landingCalls[preload];
    app.get(address, async (request, reply) => {
      const page = brandPage(request, canonical ? address : undefined);
      if (!hintsOn || request.url.includes('?') || call.method !== 'GET') return sendPage(reply, page);
      const image = await landingImage(call, pick);
      return sendPage(reply, withHeadTags(page, dataHints(apiUrl, { call: call.url, image }, loggedIn(request))));
    });
  }
  app.get('/index.html', (request, reply) => sendPage(reply, brandPage(request)));

  app.get<{ Params: { url: string } }>(paths.productPattern, async (request, reply) => {
    const found = await lookupProduct(request.params.url);
    const productTemplate = productTemplates.get(languageOf(request)) ?? template;
    if (found.kind !== 'found') return sendPage(reply, brandPage(request, undefined, productTemplate), found.kind === 'missing' ? 404 : 200);
    const page = injectHead(productTemplate, productMeta(found.product, siteOriginOf(request, siteUrl)));
    const call = productCall(request.params.url).url;
    return sendPage(reply, hintsOn ? withHeadTags(page, dataHints(apiUrl, { call, image: found.product.images[0] }, loggedIn(request))) : page);
  });

  app.get('/robots.txt', (request, reply) => {
    const origin = siteOriginOf(request, siteUrl);
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_SHORT)
      .send(`User-agent: *\nDisallow: ${paths.adm.root}\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOriginOf(request, siteUrl);
    const locs = [paths.root, paths.moreParts, ...(await sitemapProducts()).map((u) => paths.product(encodeURIComponent(u)))].map((p) => `${origin}${p}`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
      .map((l) => `  <url><loc>${escapeXml(l)}</loc></url>\n`)
      .join('')}</urlset>\n`;
    return reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(xml);
  });

  // SPA fallback: any other address is the app's page (the app draws its own 'not found'); a missing
  // file (a script, a picture, anything under /assets/) is a plain 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split(/[?#]/)[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/') || FILE_TYPES.test(path)) {
      return reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', CACHE_NONE).send('Not found');
    }
    return sendPage(reply, brandPage(request));
  });

  return app;
}

/** The part addresses and paging of a GET/POST /more-parts reply, or null when it has none. */
function readMoreParts(body: unknown): { urls: string[]; total: number; limit: number } | null {
  const response = (body as { success?: unknown; response?: { moreparts?: unknown; pagination?: unknown; limit?: unknown } } | null)?.response;
  if ((body as { success?: unknown } | null)?.success !== true || !response || !Array.isArray(response.moreparts)) return null;
  const urls = response.moreparts.map((c: { url?: unknown } | null) => c?.url).filter((u): u is string => typeof u === 'string' && u !== '');
  return { urls, total: Number(response.pagination) || 0, limit: Number(response.limit) || 0 };
}

export interface StartOptions extends ProdServerOptions {
  port: number;
  host: string;
}

/** Creates the server and listens; resolves with it once the port is open. */
export async function startProdServer(options: StartOptions): Promise<FastifyInstance> {
  const app = await createProdServer(options);
  await app.listen({ port: options.port, host: options.host });
  return app;
}
