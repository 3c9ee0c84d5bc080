/**
 * The simulated API as a real HTTP server (`npm run api`): the same MSW handlers and
 * seed data the browser uses, answering at the real API's paths (GET /home, not
 * /api/home) so a production build with VITE_API_URL talks to it over real HTTP.
 * Built and started by server/run-api.mjs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { getResponse } from 'msw';
import { handlers } from '@pecaja/simulated-api/handlers';
import { initDb, memoryPersistence } from '@pecaja/simulated-api/db';
import { API } from '@pecaja/simulated-api/http-utils';

export interface ApiServerOptions {
  port: number;
  host: string;
  /** Folder holding /demo and /brand (the app's public/). */
  publicDir: string;
  /** Extra origins allowed by CORS besides any http://127.0.0.1:* or http://localhost:* page. */
  allowedOrigins?: string[];
}

/** Folders of public/ the server hands out: seed artwork and brand fallbacks. */
const STATIC_ROOTS = ['/demo/', '/brand/'];

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

function allowedOrigin(origin: string | undefined, extra: string[]): string | null {
  if (!origin) return null;
  if (LOCAL_ORIGIN.test(origin) || extra.includes(origin)) return origin;
  return null;
}

function corsHeaders(req: IncomingMessage, extra: string[]): Record<string, string> {
  const origin = allowedOrigin(req.headers.origin, extra);
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Requested-With',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/** Static files are image-only and never leave the allowed folders. */
async function serveStatic(pathname: string, publicDir: string, res: ServerResponse, cors: Record<string, string>): Promise<boolean> {
  if (!STATIC_ROOTS.some((r) => pathname.startsWith(r))) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const root = resolve(publicDir);
  const file = normalize(join(root, decoded));
  const type = CONTENT_TYPES[extname(file).toLowerCase()];
  if (!file.startsWith(root + sep) || !type) return false;
  try {
    if (!(await stat(file)).isFile()) return false;
    const body = await readFile(file);
    res.writeHead(200, {
      ...cors,
      'Content-Type': type,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // SVGs served to <img> only: never run as a document.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * The largest request body taken, as a real server's body limit (nginx's client_max_body_size):
 * a part with its photos scaled in the browser, or a bank slip's PDF, is far below it.
 */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

/**
 * The request's body, or null when it is over `limit`: refused from its declared length before any
 * of it is read, or as soon as what arrived passes the limit (a chunked upload). Past that point the
 * rest is not kept (no 'data' listener holds it), so an endless upload costs no memory.
 */
function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      done(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      chunks.length = 0;
      done(null);
    };
    req.on('data', onData);
    req.once('end', () => done(Buffer.concat(chunks)));
    req.once('error', fail);
  });
}

/** How long the rest of a refused upload is read (and dropped) after the 413, as nginx's lingering close. */
const LINGER_MS = 30_000;

/**
 * 413 with the error envelope, as soon as the body is known to be too large. The rest of the upload
 * is then read and dropped, never kept: closing at once would reset the connection under a client
 * still sending, which then sees a network error instead of the 413. An upload still going after
 * LINGER_MS is cut.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>): void {
  sendJson(res, 413, { success: false, response: 'PAYLOAD_TOO_LARGE' }, { ...cors, 'X-Content-Type-Options': 'nosniff' });
  req.resume();
  const linger = setTimeout(() => req.socket.destroy(), LINGER_MS);
  linger.unref();
  req.once('close', () => clearTimeout(linger));
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) });
  res.end(text);
}

async function handleRequest(req: IncomingMessage, res: ServerResponse, options: ApiServerOptions): Promise<void> {
  const cors = corsHeaders(req, options.allowedOrigins ?? []);
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  // The origin clients used, so image addresses built by publicUrl() point back here.
  const origin = `http://${req.headers.host ?? `${options.host}:${options.port}`}`;
  const incoming = new URL(req.url ?? '/', origin);
  if ((method === 'GET' || method === 'HEAD') && (await serveStatic(incoming.pathname, options.publicDir, res, cors))) return;

  const apiPath = incoming.pathname === API || incoming.pathname.startsWith(`${API}/`) ? incoming.pathname : `${API}${incoming.pathname}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  if (body === null) {
    refuseTooLarge(req, res, cors);
    return;
  }
  const request = new Request(new URL(`${apiPath}${incoming.search}`, origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });

  const response = await getResponse(handlers, request, { baseUrl: origin });
  if (!response) {
    sendJson(res, 404, { success: false, response: 'NOT_FOUND' }, cors);
    return;
  }
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    // Length and encoding are recomputed for the buffered body below.
    if (name !== 'content-length' && name !== 'transfer-encoding') out[name] = value;
  });
  const payload = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...out, ...cors, 'Content-Length': String(payload.length), 'X-Content-Type-Options': 'nosniff' });
  res.end(method === 'HEAD' ? undefined : payload);
}

/** Loads the seed into memory and listens; resolves once the port is open. */
export async function startApiServer(options: ApiServerOptions): Promise<Server> {
  await initDb(memoryPersistence);
  const server = createServer((req, res) => {
    handleRequest(req, res, options).catch((e: unknown) => {
      console.error('[simulated API] request failed', e);
      if (!res.headersSent) sendJson(res, 500, { success: false, response: 'INTERNAL_ERROR' }, corsHeaders(req, options.allowedOrigins ?? []));
      else res.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, () => done());
  });
  console.info(`[simulated API] listening on http://${options.host}:${options.port} (demo data in memory)`);
  return server;
}
