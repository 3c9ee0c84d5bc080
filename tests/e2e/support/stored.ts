import { expect, type Page } from '@playwright/test';

/** The parts of the simulated API's state the browser suite reads. */
export interface StoredState {
  users: { id: number; phone: string; profile: { document: string } }[];
  products: { id: number; url: string; part_name: string; ownerId: number; quantity: number; status?: string }[];
  engagements: { productId: number; buyerId: number }[];
  sessions: { jti: string }[];
}

/**
 * Runs `pick` in the page on what a reload would start from: the changes the simulated API has
 * stored, on the demo data (null before anything is stored). Read before a full page load.
 */
export async function fromStored<T, A>(page: Page, pick: (state: StoredState | null, arg: A) => T, arg: A): Promise<T> {
  const state = await page.evaluateHandle(() => {
    const read = (window as Window & { __SIMULATED_API_STORED__?: () => Promise<StoredState | null> }).__SIMULATED_API_STORED__;
    return read ? read() : null;
  });
  try {
    // The argument crosses to the page as JSON: plain data only.
    return await state.evaluate(pick as (state: StoredState | null, arg: unknown) => T, arg);
  } finally {
    await state.dispose();
  }
}

/** Waits until the session in the page's cookie is stored, so a full page load keeps it. */
export async function waitForStoredSession(page: Page) {
  const stored = () =>
    fromStored(
      page,
      (state) => {
        const token = /jwtToken=([^;]+)/.exec(document.cookie)?.[1];
        if (!state || !token) return false;
        const jti = (JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { jti: string }).jti;
        return state.sessions.some((x) => x.jti === jti);
      },
      undefined,
    );
  await expect.poll(stored, { timeout: 30_000, intervals: [300] }).toBe(true);
}
