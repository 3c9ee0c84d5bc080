// `npm run api`: bundles server/api-server.ts (TypeScript, the '@' alias, and the simulated API
// package @pecaja/simulated-api compiled from its sources) with Vite's SSR build into
// node_modules/.cache and starts it. No TS loader needed on Node 20.
// Env: API_PORT (4010), API_HOST (127.0.0.1), API_ALLOWED_ORIGINS (comma list).
import { build } from 'vite';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(root, 'node_modules/.cache/api-server');

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  resolve: { alias: { '@': resolve(root, 'src') } },
  define: { __SIMULATED_API__: 'true' },
  build: {
    ssr: resolve(root, 'server/api-server.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'api-server.mjs' } },
  },
});

const { startApiServer } = await import(pathToFileURL(resolve(outDir, 'api-server.mjs')).href);
await startApiServer({
  port: Number(process.env.API_PORT ?? 4010),
  host: process.env.API_HOST ?? '127.0.0.1',
  publicDir: resolve(root, 'public'),
  allowedOrigins: (process.env.API_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
});
