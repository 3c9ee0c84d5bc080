/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseSecurityHeaders, securityHeadersPlugin } from './server/security-headers.js';
import { preconnectApi, staticallyImportedBy } from './server/build-plugins.js';
import { pwaPlugin } from './server/pwa.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Where unit tests live: the app's, and the simulated API package's own (one run covers both). */
const UNIT_TEST_FOLDERS = ['tests', 'packages/simulated-api/tests'];

/**
 * Unit test files that replace a module with vi.mock: they need a module graph of their own. The
 * others share one per worker (no new jsdom, no re-import of the app for every file), which makes
 * the suite about three times faster; tests/setup.ts puts back what a file may leave behind.
 */
function filesMockingModules(): string[] {
  return UNIT_TEST_FOLDERS.flatMap((folder) =>
    readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('e2e') && readFileSync(resolve(root, folder, f), 'utf8').includes('vi.mock('))
      .map((f) => `${folder}/${f.split('\\').join('/')}`),
  );
}

/**
 * A production build that talks to a real API must not ship the simulated one:
 * its code is dropped by dead-code elimination (see src/main.tsx) and its static
 * files (the service worker and the demo artwork) are removed here.
 */
function dropSimulatedApiFiles(apiUrl: string): Plugin {
  // The resolved outDir, so a build into another folder (--outDir) never touches dist/.
  let outDir = resolve(root, 'dist');
  return {
    name: 'drop-simulated-api-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!apiUrl) return;
      for (const p of ['mockServiceWorker.js', 'demo']) {
        rmSync(resolve(outDir, p), { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const apiUrl = (process.env.VITE_API_URL ?? env.VITE_API_URL ?? '').trim();
  const postalCodeUrl = (process.env.VITE_POSTAL_CODE_URL ?? env.VITE_POSTAL_CODE_URL ?? '').trim();
  // Read once, and only for Vitest (its mode): a build or the dev server does not scan the tests.
  const mocking = mode === 'test' ? filesMockingModules() : [];
  return {
    plugins: [
      react(),
      preconnectApi(apiUrl),
      dropSimulatedApiFiles(apiUrl),
      securityHeadersPlugin({ apiUrl, postalCodeUrl }),
      // The installable app (manifest and service worker) only with a real API.
      ...(mode === 'test' ? [] : pwaPlugin(apiUrl, root)),
    ],
    // Preview gets the full policy from securityHeadersPlugin; see server/security-headers.ts.
    server: { headers: baseSecurityHeaders() },
    css: {
      // Bootstrap 5.3's SCSS still uses @import and global functions; its warnings are not ours to fix.
      preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
    },
    resolve: {
      alias: [
        { find: '@', replacement: resolve(root, 'src') },
        // React Router's package names only its development files (the same code with its warnings
        // switched on); a production build takes the production files it ships beside them (0.6 kB
        // gzip less on the first load). The floor app in bench/floor does the same.
        ...(mode === 'production'
          ? [
              { find: /^react-router$/, replacement: resolve(root, 'node_modules/react-router/dist/production/index.mjs') },
              { find: /^react-router\/dom$/, replacement: resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs') },
            ]
          : []),
      ],
    },
    define: {
      // Compile-time switch: with a real API the simulated one is dead code.
      __SIMULATED_API__: JSON.stringify(apiUrl === ''),
      // The app's version has one source, package.json; the screens read it through APP_VERSION.
      __APP_VERSION__: JSON.stringify((JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string }).version),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      cssCodeSplit: true,
      manifest: true,
      // Every browser the build targets either supports <link rel="modulepreload"> or loads the
      // same modules through their imports: the polyfill would be 1.7 kB on every first load.
      modulePreload: { polyfill: false },
      // The first-load chunk is about 600 kB before compression (180 kB gzip, held by npm run size).
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The first load is the entry and one chunk of what it imports (as the floor app is one file).
              { name: staticallyImportedBy(resolve(root, 'src/main.tsx'), 'app') },
              // A product link, the page most visits land on: the page and the modules it shares
              // with product lists (its data call, the recently viewed store) in one file, which the
              // favourites and the home's recently viewed row import from. Apart, they were five
              // files beside the entry, each a round trip on a slow line. The route module stays
              // its own small file, so the build manifest still names it (the server's preloads).
              { name: staticallyImportedBy(resolve(root, 'src/features/product/product-page.tsx'), 'product') },
            ],
          },
          // Files are named by their hash alone: the first load lists the file of every lazy screen
          // and of what each one needs (Vite preloads them together), and readable names made those
          // lists 0.8 kB gzip longer. The manifest (.vite/manifest.json) still maps sources to files.
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['tests/setup.ts'],
      // Files are listed per project below (a project adds its own list to one set here).
      css: false,
      testTimeout: 15000,
      pool: 'threads',
      // Every core (Vitest's default leaves one free: half of a 2-core CI machine).
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            isolate: false,
            include: UNIT_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
            exclude: ['tests/e2e/**', 'node_modules/**', ...mocking],
          },
        },
        { extends: true, test: { name: 'isolated', include: mocking } },
      ],
    },
  };
});
