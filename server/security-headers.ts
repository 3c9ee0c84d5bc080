/**
 * The HTTP security headers of the app, in one place: `vite preview` sends them (plugin
 * below), docs/nginx.conf repeats them for production, and tests/security checks both agree.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Same default as src/config/env.ts (that file may not be imported from Node). */
export const DEFAULT_POSTAL_CODE_URL = 'https://viacep.com.br/ws/{cep}/json/';

export interface SecurityHeaderOptions {
  /** VITE_API_URL; empty = the simulated API on the app's own origin. */
  apiUrl?: string;
  /** VITE_POSTAL_CODE_URL template; empty = ViaCEP. */
  postalCodeUrl?: string;
}

/** The origin of an address or URL template ('{cep}' placeholders allowed), or '' when it has none. */
export function originOf(url: string | undefined): string {
  const value = (url ?? '').trim();
  if (!/^https?:\/\//i.test(value)) return '';
  try {
    return new URL(value.replace(/\{[^}]*\}/g, 'x')).origin;
  } catch {
    return '';
  }
}

function sources(...list: string[]): string {
  return [...new Set(list.filter(Boolean))].join(' ');
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const api = originOf(options.apiUrl);
  const postal = originOf(options.postalCodeUrl || DEFAULT_POSTAL_CODE_URL);
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    // Styles come from the built CSS files only; React sets style props through the CSSOM,
    // which CSP does not govern, so no 'unsafe-inline' is needed.
    "style-src 'self'",
    `img-src ${sources("'self'", 'data:', 'blob:', api)}`,
    `connect-src ${sources("'self'", api, postal)}`,
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Headers safe everywhere, the dev server included. */
export function baseSecurityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Every header of the built app. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...baseSecurityHeaders(),
    'X-Frame-Options': 'DENY',
  };
}

/**
 * HTTPS only: the production server (server/prod-server.ts) and docs/nginx.conf send it beside the
 * headers above; `vite preview` does not (plain HTTP). Browsers ignore it on a reply over plain HTTP.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The build's own records (Vite's manifest, the headers file below): for tooling, never served. */
export const RECORDS_DIR = '.vite';

/** Written beside the build so `vite preview` serves the policy of the API the build was made for. */
export const HEADERS_FILE = `${RECORDS_DIR}/security-headers.json`;

/**
 * The API address the build was made with (VITE_API_URL), for the production server when its own
 * environment does not name one: `{ "apiUrl": "https://api.example.com.br" }`.
 */
export const BUILD_ENV_FILE = `${RECORDS_DIR}/build-env.json`;

export interface BuildEnv {
  apiUrl: string;
}

/**
 * True when a request's path reaches the build's records folder, however it is spelled: decoded
 * ('%2Evite', '.vite%2F...'), with doubled slashes or dot segments resolved, in any case.
 */
export function isBuildRecordPath(url: string | undefined): boolean {
  let path = (url ?? '/').split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: read as written.
  }
  const segments: string[] = [];
  for (const segment of path.split(/[\\/]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments[0]?.toLowerCase() === RECORDS_DIR;
}

/**
 * Build: records the headers for this build's API, and the API's address. Preview: sends them on every reply, and answers
 * 404 for the build's records under /.vite/ (docs/nginx.conf does the same in production).
 * A build made with VITE_API_URL and previewed without it still gets its API in the policy.
 * The dev server gets only baseSecurityHeaders(): Vite dev injects inline scripts and styles
 * (React refresh preamble, CSS hot update) that a strict policy would block.
 */
export function securityHeadersPlugin(options: SecurityHeaderOptions): Plugin {
  let outDir = '';
  return {
    name: 'security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const file = resolve(outDir, HEADERS_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(securityHeaders(options), null, 2));
      const env: BuildEnv = { apiUrl: (options.apiUrl ?? '').trim() };
      writeFileSync(resolve(outDir, BUILD_ENV_FILE), JSON.stringify(env, null, 2));
    },
    configurePreviewServer(server) {
      const file = resolve(outDir, HEADERS_FILE);
      const headers: Record<string, string> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : securityHeaders(options);
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (isBuildRecordPath(req.url)) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Not found');
          return;
        }
        next();
      });
    },
  };
}
