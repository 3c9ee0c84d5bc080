import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base from './playwright.config';

/**
 * The browser suite in real-HTTP mode (`npm run test:e2e:api`): a production build made with
 * VITE_API_URL pointing at `npm run api`, served by `vite preview` (with its security headers),
 * so every call crosses origins over real HTTP, with CORS and the CSP's connect-src in play.
 * Ports: E2E_API_PORT (4010) for the API, E2E_PORT (4174) for the app. The build goes to a
 * temporary folder, never dist/.
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 4010);
const appPort = Number(process.env.E2E_PORT ?? 4174);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const baseURL = `http://127.0.0.1:${appPort}`;
const outDir = process.env.E2E_API_OUT_DIR ?? join(tmpdir(), 'pecaja-e2e-api-build');

export default defineConfig({
  ...base,
  testMatch: ['shell.spec.ts', 'real-http.spec.ts', 'csp.spec.ts', 'create-once.spec.ts', 'pwa.spec.ts'],
  use: { ...base.use, baseURL },
  metadata: { apiUrl },
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
      command: `npx vite build --outDir ${outDir} --emptyOutDir --logLevel error && npx vite preview --outDir ${outDir} --port ${appPort} --strictPort --host 127.0.0.1`,
      url: baseURL,
      env: { VITE_API_URL: apiUrl },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
