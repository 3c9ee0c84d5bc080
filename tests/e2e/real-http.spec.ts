import { expect, test, type Response } from '@playwright/test';

/**
 * The app against a real HTTP API (playwright.api.config.ts: a VITE_API_URL build served by
 * `vite preview`, with `npm run api` on another origin). Under the default config (the
 * simulated API in a service worker) the same journeys run against /api on the app's origin.
 */
function apiBase(): string {
  return (test.info().config.metadata?.apiUrl as string | undefined) ?? '';
}

/** Where a call to the API lands: the API server's origin, or /api on the app's origin. */
function apiCall(path: string, baseURL: string): string {
  const api = apiBase();
  return api ? `${api}${path}` : `${baseURL}/api${path}`;
}

test('the home and the footer version load their data over HTTP', async ({ page, baseURL }) => {
  const calls: Response[] = [];
  page.on('response', (r) => calls.push(r));
  const home = page.waitForResponse((r) => r.url() === apiCall('/home', baseURL!) && r.request().method() === 'GET', { timeout: 20_000 });
  await page.goto('/home');
  await expect(page.getByRole('contentinfo')).toContainText('Versão 1.2.3.1');
  const reply = await home;
  expect(reply.status()).toBe(200);
  expect(((await reply.json()) as { success: boolean }).success).toBe(true);

  const version = calls.find((r) => r.url() === apiCall('/version', baseURL!));
  expect(version, 'GET /version was answered').toBeTruthy();
  if (apiBase()) {
    // Cross-origin: CORS allows this app, no simulated API's worker stands in, nothing goes to /api here.
    // The one worker such a build may register is the installable app's (/sw.js, pwa.spec.ts).
    expect(version!.headers()['access-control-allow-origin']).toBe(new URL(baseURL!).origin);
    const workers = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).flatMap((r) =>
        [r.installing, r.waiting, r.active].map((w) => (w ? new URL(w.scriptURL).pathname : '')),
      ),
    );
    expect(workers.filter((w) => w && w !== '/sw.js')).toEqual([]);
    expect(calls.filter((r) => r.url().startsWith(`${baseURL}/api/`))).toEqual([]);
    const mswWorker = await page.request.get('/mockServiceWorker.js');
    expect(await mswWorker.text()).not.toContain('Mock Service Worker');
  }
});

test('a login over HTTP: the Authorization header passes CORS and the session opens the user menu', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  const login = await page.evaluate(
    async ({ url, phone, password }) => {
      const res = await fetch(url, { method: 'POST', headers: { Authorization: `Basic ${btoa(`${phone}:${password}`)}` } });
      return { status: res.status, body: (await res.json()) as { success: boolean; response: string } };
    },
    { url: apiCall('/login', baseURL!), phone: '11965432109', password: 'premium1' },
  );
  expect(login.status).toBe(200);
  expect(login.body.success).toBe(true);

  // A bearer call from the page: the preflight must allow the Authorization header.
  const status = await page.evaluate(async ({ url, token }) => (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status, {
    url: apiCall('/user-status', baseURL!),
    token: login.body.response,
  });
  expect(status).toBe(200);

  const wrong = await page.evaluate(
    async ({ url }) => {
      const res = await fetch(url, { method: 'POST', headers: { Authorization: `Basic ${btoa('11965432109:errada')}` } });
      return { status: res.status, body: (await res.json()) as { success: boolean; response: string } };
    },
    { url: apiCall('/login', baseURL!) },
  );
  expect(wrong).toEqual({ status: 401, body: { success: false, response: 'USER_WRONG_CREDENTIALS' } });

  await context.addCookies([{ name: 'jwtToken', value: login.body.response, url: baseURL! }]);
  await page.reload();
  await expect(page.getByText('Roberto Gigante').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
});

test('the login screen signs in over HTTP and the pictures come from the API', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const broken: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'image' && r.status() >= 400) broken.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/auth');
  await page.getByLabel('Telefone').fill('11965432109');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill('premium1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });
  await expect(page.getByText('Roberto Gigante').first()).toBeVisible();

  // Seed pictures are served by the API (its origin in real-HTTP mode, the app's own otherwise).
  const imageOrigin = apiBase() || new URL(baseURL!).origin;
  const first = page.locator(`main img[src^="${imageOrigin}/demo/"]`).first();
  await expect(first).toBeVisible();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(broken).toEqual([]);
});

test("more parts' first page is asked once: the request the route loader starts is the one the list uses", async ({ page, baseURL }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url() === apiCall('/more-parts/1', baseURL!)) asked.push(r.method());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/more_parts');
  const cards = page.getByRole('list', { name: 'Peças', exact: true }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // The first row's pictures load with the page, not after layout finds them in view.
  await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager');
  await expect(cards.nth(4).locator('img')).toHaveAttribute('loading', 'lazy');
  expect(asked).toEqual(['GET']);
});
