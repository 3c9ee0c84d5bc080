import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { securityHeaders, securityHeadersPlugin } from '../../server/security-headers';
import { rawHttp } from './raw-http';

/**
 * `vite preview` of a build (with the security-headers plugin, as vite.config.ts sets it up) serves
 * the app and its assets but not the build's own records under /.vite/ (the manifest, the headers
 * file): they are for tooling, as docs/nginx.conf says for production.
 */
let root: string;
let server: PreviewServer;
let port: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'preview-test-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/main-abc.js"}}');
  writeFileSync(join(dist, '.vite', 'security-headers.json'), JSON.stringify(securityHeaders({})));
  server = await preview({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [securityHeadersPlugin({})],
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  });
  port = Number(new URL(server.resolvedUrls!.local[0]).port);
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string) => rawHttp(port, [`GET ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`]);

describe('vite preview (server/security-headers.ts)', () => {
  it.each([
    '/.vite/manifest.json',
    '/.vite/security-headers.json',
    '/.vite/',
    '/.VITE/manifest.json',
    '/%2Evite/manifest.json',
    '/.vite%2Fmanifest.json',
    '//.vite/manifest.json',
    '/assets/../.vite/manifest.json',
  ])('does not serve %s', async (path) => {
    const reply = await get(path);
    expect(reply.status).toBe(404);
    expect(reply.body).not.toContain('main-abc');
    expect(reply.body).not.toContain('Content-Security-Policy');
  });

  it('still serves the app, its assets and the SPA fallback, with the security headers', async () => {
    const asset = await get('/assets/logo-abc123.svg');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-security-policy']).toContain("default-src 'self'");
    const page = await get('/adm/dashboard');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
