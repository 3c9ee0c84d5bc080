import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base from './playwright.config';

/**
 * The browser suite in real-HTTP mode (`npm run test:e2e:api`): a production build made with
 * VITE_API_URL pointing at `npm run api`, served by the production server (`npm start`,
 * server/prod-server.ts, with its security headers, compression and link-preview cards), so what
 * is tested is what production runs, and every call crosses origins over real HTTP, with CORS and
 * the CSP's connect-src in play. Ports: E2E_API_PORT (4010) for the API, E2E_PORT (4174) for the
 * app. The build goes to a temporary folder (E2E_API_OUT_DIR), never dist/; the server's bundle
 * to node_modules/.cache.
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 4010);
const appPort = Number(process.env.E2E_PORT ?? 4174);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const baseURL = `http://127.0.0.1:${appPort}`;
const outDir = process.env.E2E_API_OUT_DIR ?? join(tmpdir(), 'pecaja-e2e-api-build');
// Inside the project, so the bundle finds the server's packages in node_modules/; one per port.
const serverOutDir = join('node_modules', '.cache', `e2e-prod-server-${appPort}`);

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ['shell.spec.ts', 'real-http.spec.ts', 'csp.spec.ts', 'create-once.spec.ts', 'prod-server.spec.ts', 'pwa.spec.ts'],
  use: { ...base.use, baseURL },
  // prod-server.spec.ts starts more copies of the server over the same build.
  metadata: { apiUrl, distDir: outDir, serverOutDir },
  webServer: [
    {
      command: 'npm run api',
      url: `${apiUrl}/version`,
      env: { API_PORT: String(apiPort), API_HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `npx vite build --outDir ${outDir} --emptyOutDir --logLevel error && node server/precompress.mjs ${outDir} && node server/build-prod-server.mjs && node server/start.mjs`,
      url: baseURL,
      env: { VITE_API_URL: apiUrl, DIST_DIR: outDir, SERVER_OUT_DIR: serverOutDir, PORT: String(appPort), HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
