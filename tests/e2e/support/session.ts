import type { Page } from '@playwright/test';

export const DEMO = {
  buyer: { phone: '11987654321', password: 'comprador1' },
  subscriber: { phone: '11976543210', password: 'assinante1' },
  incomplete: { phone: '21998765432', password: 'incompleto1' },
  manager: { phone: '11990000001', password: 'gestor123' },
  premium: { phone: '11965432109', password: 'premium1' },
} as const;

/** Waits until the page's simulated API answers (opens /about first on a blank page). */
export async function apiReady(page: Page): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/about');
  await page.waitForFunction(() => (window as Window & { __SIMULATED_API_READY__?: boolean }).__SIMULATED_API_READY__ === true);
}

/** A fresh token for a demo account: POST /login with Basic credentials, from the page. */
export async function tokenOf(page: Page, role: keyof typeof DEMO): Promise<string> {
  const { phone, password } = DEMO[role];
  await apiReady(page);
  return page.evaluate(
    async ([p, pw]) => {
      const base = '/api';
      const res = await fetch(`${base}/login`, { method: 'POST', headers: { Authorization: `Basic ${btoa(`${p}:${pw}`)}` } });
      const body = (await res.json()) as { success: boolean; response: string };
      if (!body.success) throw new Error(`login failed: ${body.response}`);
      return body.response;
    },
    [phone, password] as const,
  );
}

/**
 * Logs in through the API (not the login screen) for suites that test other screens:
 * the token from tokenOf, then the jwtToken cookie as the app stores it.
 */
export async function loginViaApi(page: Page, role: keyof typeof DEMO): Promise<void> {
  const token = await tokenOf(page, role);
  const { phone } = DEMO[role];
  await page.evaluate(
    ([t, p]) => {
      document.cookie = `jwtToken=${t}; path=/; max-age=604800; SameSite=Lax`;
      localStorage.setItem('phone', p);
    },
    [token, phone] as const,
  );
}
