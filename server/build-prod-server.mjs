// Part of `npm run build`: bundles server/prod-server.ts (TypeScript + the '@' alias, and the pure
// code of src/ it shares with the app) with Vite's SSR build into dist-server/, so `npm start` needs
// no build tools. Its packages (Fastify...) stay imports, installed by `npm ci --omit=dev`.
// Env: SERVER_OUT_DIR (dist-server; a folder inside the project, where node_modules/ is found).
import { build } from 'vite';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(process.cwd(), process.env.SERVER_OUT_DIR ?? resolve(root, 'dist-server'));

/**
 * The production server never holds the simulated API (its package is for `npm run api`, the dev
 * entry and the tests): the build fails if any module of packages/simulated-api is pulled in.
 */
const simulatedApi = resolve(root, 'packages/simulated-api') + sep;
const withoutSimulatedApi = {
  name: 'without-simulated-api',
  load(id) {
    if (id.startsWith(simulatedApi)) this.error(`the production server must not import the simulated API (${id})`);
    return null;
  },
};

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  plugins: [withoutSimulatedApi],
  resolve: { alias: { '@': resolve(root, 'src') } },
  build: {
    ssr: resolve(root, 'server/prod-server.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'prod-server.mjs' } },
  },
});
