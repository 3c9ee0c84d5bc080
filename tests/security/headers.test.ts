import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentSecurityPolicy, originOf, securityHeaders } from '../../server/security-headers';

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
    expect(conf).toContain('try_files $uri $uri/ /index.html;');
    expect(conf).toContain('public, max-age=31536000, immutable');
  });
});
