// `npm start`: the production server (server/prod-server.ts) over the build, after `npm run build`.
// Env: PORT (8080), HOST (0.0.0.0), VITE_API_URL (else the one the build was made with),
// SITE_URL (the site's public address for canonical and card URLs; else each request's own),
// TRUST_PROXY=1 (behind a proxy that sets X-Forwarded-Proto/Host), DIST_DIR (dist),
// SERVER_OUT_DIR (dist-server, inside the project), VITE_POSTAL_CODE_URL, PAGE_HINTS=0 (no data and
// picture preloads on the landing and product pages: the benchmark's floor apps are served so).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = resolve(process.cwd(), process.env.SERVER_OUT_DIR ?? resolve(root, 'dist-server'), 'prod-server.mjs');
const distDir = resolve(process.cwd(), process.env.DIST_DIR ?? resolve(root, 'dist'));
if (!existsSync(bundle) || !existsSync(resolve(distDir, 'index.html'))) {
  console.error(`${existsSync(bundle) ? distDir : bundle} missing: run \`npm run build\` first`);
  process.exit(1);
}

const { startProdServer } = await import(pathToFileURL(bundle).href);
const app = await startProdServer({
  distDir,
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  apiUrl: process.env.VITE_API_URL ?? '',
  siteUrl: process.env.SITE_URL ?? '',
  postalCodeUrl: process.env.VITE_POSTAL_CODE_URL ?? '',
  trustProxy: process.env.TRUST_PROXY === '1',
  pageHints: process.env.PAGE_HINTS !== '0',
});
const { address, port } = app.server.address();
console.log(`PeçaJá production server on http://${address.includes(':') ? `[${address}]` : address}:${port}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
