import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run bench:import`: the whole 10,000-row import against the simulated API, reload in the
 * middle included (about 10 minutes on a 2-core machine: too long for CI, which measures the
 * checking and the rate in product-import.spec.ts). Serves the build in dist/ (or E2E_OUT_DIR).
 */
export default defineConfig({
  ...base,
  testDir: 'bench/import',
  timeout: 40 * 60_000,
  retries: 0,
  workers: 1,
});
