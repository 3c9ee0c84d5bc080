import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// Debian's Chromium when it is there (CI installs it); CHROME_PATH names another; with neither,
// the browser `npx playwright install chromium` downloaded (the route on macOS or Windows).
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// The build to serve: dist/ unless E2E_OUT_DIR names another (two builds can then be tested side by side).
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/** The browser suite runs against the built app (vite preview) in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  // The production server's and the installable app's specs run in the real-HTTP suite only
  // (playwright.api.config.ts): the simulated API's build has neither the server nor the worker.
  testIgnore: ['prod-server.spec.ts', 'pwa.spec.ts'],
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual snapshots (visual*.spec.ts): tight enough that a lost background or a shifted block
    // fails; animations stopped and the caret hidden so two runs paint the same pixels.
    toHaveScreenshot: { threshold: 0.1, maxDiffPixels: 20, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Only the visual specs (visual*.spec.ts) take snapshots; one folder, no platform suffix (CI is the same Debian + chromium).
  snapshotPathTemplate: '{testDir}/__screenshots__/visual/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL,
    // The simulated API answers without its network delay (120 to 300 ms a call): the suite waits
    // on what the app does, not on a network. A spec about loading states sets the delay back
    // (test.use({ storageState: ... }) with another value, or none for the random one).
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'simulated-api-latency', value: '0' }] }] },
    locale: 'pt-BR',
    // No half-faded dialogs while axe measures contrast.
    reducedMotion: 'reduce',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      // The last four make painting repeatable for the visual snapshots: pictures decoded before
      // they are drawn (no later re-raster of rounded picture corners), whole tiles, one colour profile.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-checker-imaging',
        '--disable-partial-raster',
        '--disable-skia-runtime-opts',
        '--force-color-profile=srgb',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
