import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STRICT_TRANSPORT_SECURITY, contentSecurityPolicy, originOf, securityHeaders } from '../../server/security-headers';

const EXAMPLE_API = 'https://api.example.com.br';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers (server/security-headers.ts)', () => {
  it('the policy is strict and names only the API and postal-code origins', () => {
    const csp = directives(contentSecurityPolicy({ apiUrl: `${EXAMPLE_API}/v1/`, postalCodeUrl: 'https://viacep.com.br/ws/{cep}/json/' }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", EXAMPLE_API, 'https://viacep.com.br']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', EXAMPLE_API]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('with the simulated API (no VITE_API_URL) everything but the postal code stays on the own origin', () => {
    const csp = directives(contentSecurityPolicy({}));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://viacep.com.br']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('origins come from URLs and templates only', () => {
    expect(originOf('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
    expect(originOf('https://cep.example/{cep}/json')).toBe('https://cep.example');
    expect(originOf('')).toBe('');
    expect(originOf("javascript:alert('x')")).toBe('');
  });

  it('sends nosniff, the referrer policy and a Permissions-Policy that turns devices off', () => {
    const h = securityHeaders({ apiUrl: EXAMPLE_API });
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(h['Permissions-Policy']).toContain(feature);
    }
  });

  it('docs/nginx.conf sends the same headers in every location that sets its own', () => {
    const conf = readFileSync(resolve(process.cwd(), 'docs/nginx.conf'), 'utf8');
    const blocks = conf.split(/\n\s*location /).filter((b) => b.includes('add_header'));
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const [name, value] of Object.entries(securityHeaders({ apiUrl: EXAMPLE_API }))) {
      for (const block of blocks) expect(block).toContain(`add_header ${name} "${value}" always;`);
    }
    // HTTPS only: the production server (server/prod-server.ts) sends it too, `vite preview` does not.
    for (const block of blocks) expect(block).toContain(`add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`);
    expect(conf).toContain('try_files $uri $uri/ /index.html;');
    expect(conf).toContain('public, max-age=31536000, immutable');
  });
});

/** A location block of docs/nginx.conf: its modifier ('', '=', '^~', '~', '~*'), its path or pattern, and its body. */
interface NginxLocation {
  modifier: string;
  match: string;
  body: string;
}

function nginxLocations(conf: string): NginxLocation[] {
  const found: NginxLocation[] = [];
  const re = /^\s*location\s+(?:(=|\^~|~\*|~)\s+)?(\S+)\s*\{([^}]*)\}/gm;
  for (let m = re.exec(conf); m; m = re.exec(conf)) found.push({ modifier: m[1] ?? '', match: m[2], body: m[3] });
  return found;
}

/**
 * The location nginx picks for a URI, by its documented rules: an exact match wins; else the longest
 * prefix is remembered, and if it is marked ^~ it is used; else the regular expressions are tried in
 * the order of the file and the first that matches wins; else the longest prefix.
 */
function nginxPick(locations: NginxLocation[], uri: string): NginxLocation {
  const exact = locations.find((l) => l.modifier === '=' && l.match === uri);
  if (exact) return exact;
  const prefixes = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.match))
    .sort((a, b) => b.match.length - a.match.length);
  if (prefixes[0]?.modifier === '^~') return prefixes[0];
  const regex = locations.find((l) => (l.modifier === '~' || l.modifier === '~*') && new RegExp(l.match, l.modifier === '~*' ? 'i' : '').test(uri));
  if (regex) return regex;
  if (!prefixes[0]) throw new Error(`no location for ${uri}`);
  return prefixes[0];
}

describe('docs/nginx.conf: which rule serves which file', () => {
  const locations = nginxLocations(readFileSync(resolve(process.cwd(), 'docs/nginx.conf'), 'utf8'));
  const year = 'public, max-age=31536000, immutable';

  it.each([
    '/assets/index-BdF3x9.js',
    '/assets/app-9f8e7d.css',
    '/assets/logo-Cq2x7Y.svg',
    '/assets/hero-4Fd9aa.png',
    '/assets/photo-a1b2c3.webp',
    '/assets/icon-a1b2c3.ICO',
  ])('hashed build output %s is cached for a year (the image rule does not take it)', (uri) => {
    const rule = nginxPick(locations, uri);
    expect(rule.body).toContain(year);
    expect(rule.body).not.toContain('expires 1h');
  });

  it.each(['/favicon.ico', '/brand/logo.svg', '/demo/parts/farol.png'])('an unhashed picture %s keeps the short cache', (uri) => {
    expect(nginxPick(locations, uri).body).toContain('expires 1h');
  });

  it.each(['/.vite/manifest.json', '/.vite/security-headers.json', '/.vite/logo.png'])("the build's record %s is not served", (uri) => {
    expect(nginxPick(locations, uri).body).toContain('return 404;');
  });

  it.each(['/', '/home', '/adm/dashboard', '/product/farol-1'])('the route %s falls back to index.html, never cached', (uri) => {
    const rule = nginxPick(locations, uri);
    expect(rule.body).toContain('try_files $uri $uri/ /index.html;');
    expect(rule.body).toContain('no-cache');
  });
});
