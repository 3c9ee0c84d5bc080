import { expect, type BrowserContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { loginViaApi, type DEMO } from './session';

/**
 * Helpers of the visual snapshot suite (visual.spec.ts): a frozen clock, a logged-in context
 * whose every shot opens a new page with a full load of its route, a settle step that waits
 * for data, pictures and fonts, and the shot itself.
 */

export type Role = keyof typeof DEMO;
export type Width = 375 | 1280;
export const WIDTHS: Width[] = [375, 1280];
const HEIGHT: Record<Width, number> = { 375: 812, 1280: 800 };

/**
 * Every date the app and its simulated API compute (seed dates, "há 2 horas", the footer year,
 * due dates) derives from this instant. The API's handlers run in the page, so the page clock
 * reaches them as well; timers keep running, so debounces and toasts behave as usual.
 */
export const FROZEN_NOW = new Date('2026-11-23T12:00:00-03:00');

/** Spinners and skeletons: a page is not settled while one is on screen. */
// A product page's first photo stands in for its gallery until the gallery's code has loaded.
const BUSY = '[role="status"] .spinner-border, .placeholder-glow, [data-testid="gallery-first-photo"]';

/**
 * Full-page shots stop at this height: a page taller than this repeats itself below (more rows of
 * the same cards); the premium account's product list holds 10,000 parts, a virtual list several
 * hundred thousand pixels tall, which no shot should try to paint.
 */
export const MAX_SHOT_HEIGHT = 4000;

/**
 * Lists (parts, products, orders, reports) are shot to this height: the filters, the head of the
 * list and its first rows; further rows are the same card or row again with other data.
 */
export const LIST_SHOT_HEIGHT = 800;

export interface Session {
  context: BrowserContext;
  role: Role | null;
  cookie: Cookie | null;
  phone: string | null;
}

/**
 * Freezes the clock of the context and, for a role, logs in once (loginViaApi: a visit to
 * /about, then POST /login). The simulated API keeps its sessions in IndexedDB, which the
 * pages of one context share, so later pages reuse the token.
 */
export async function openSession(context: BrowserContext, role: Role | null): Promise<Session> {
  await context.clock.setFixedTime(FROZEN_NOW);
  const page = await context.newPage();
  // The first visit seeds the demo data; visitors need it too (data lookups, the service worker).
  if (role) await loginViaApi(page, role);
  else {
    await page.goto('/about');
    await waitForApi(page);
  }
  const cookie = (await context.cookies()).find((c) => c.name === 'jwtToken') ?? null;
  const phone = role ? await page.evaluate(() => localStorage.getItem('phone')) : null;
  await page.close();
  return { context, role, cookie, phone };
}

async function waitForApi(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as Window & { __SIMULATED_API_READY__?: boolean }).__SIMULATED_API_READY__ === true);
}

/** A GET to the simulated API from a page of the session (to find real ids for the routes). */
export async function apiGet<T>(session: Session, path: string): Promise<T> {
  const page = await session.context.newPage();
  try {
    await page.goto('/about');
    await waitForApi(page);
    return await page.evaluate(async (p) => {
      const base = '/api';
      const token = /(?:^|; )jwtToken=([^;]+)/.exec(document.cookie)?.[1];
      const res = await fetch(`${base}${p}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      const body = (await res.json()) as { success: boolean; response: unknown };
      if (!body.success) throw new Error(`GET ${p} failed: ${JSON.stringify(body.response)}`);
      return body.response as T;
    }, path);
  } finally {
    await page.close();
  }
}

export interface Visit {
  /** Navigation state the route expects (the app passes ids this way), set before the app starts. */
  state?: unknown;
  /** Wait for the final state (the default); false returns once the route has started loading. */
  settle?: boolean;
}

/**
 * A new page at the given width whose first navigation is a full load of `path`. The session
 * cookie is set again first: a route that ends in a 401 logs the app out, and the next shot
 * must not inherit that.
 */
export async function visit(session: Session, width: Width, path: string, options: Visit = {}): Promise<Page> {
  if (session.cookie) await session.context.addCookies([session.cookie]);
  const page = await session.context.newPage();
  await page.setViewportSize({ width, height: HEIGHT[width] });
  if (session.phone) await page.addInitScript((phone) => localStorage.setItem('phone', phone), session.phone);
  if (options.state !== undefined) {
    // What React Router keeps in history.state after navigate(path, { state }): a reload of the
    // page sees the same, so this is the first load a user gets on that route.
    await page.addInitScript(
      ([p, state]) => {
        if (location.pathname === p && !(history.state as { usr?: unknown } | null)?.usr) history.replaceState({ usr: state, key: 'visual', idx: 0 }, '');
      },
      [path.split('?')[0], options.state] as const,
    );
  }
  await page.goto(path);
  if (options.settle !== false) await settle(page);
  return page;
}

/** Resolves once no request of the page has been in flight for `quietMs`. */
async function networkQuiet(page: Page, quietMs: number, timeout = 20_000): Promise<void> {
  // waitForLoadState('networkidle') returns at once after the page's first idle moment; requests
  // started later (a section that mounts when scrolled to, a dialog's data) are awaited here.
  const started = Date.now();
  let last = Date.now();
  let inFlight = 0;
  const onStart = () => {
    inFlight++;
    last = Date.now();
  };
  const onEnd = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    while (Date.now() - started < timeout) {
      if (inFlight === 0 && Date.now() - last >= quietMs) return;
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', onStart);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}

/** Pictures loaded and decoded (lazy ones too, for full-page shots), fonts ready, two frames painted. */
async function picturesAndFonts(page: Page): Promise<void> {
  const broken = await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
    await document.fonts.ready;
    await Promise.all([...document.images].map((i) => (i.complete ? null : i.decode().catch(() => null))));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return [...document.images].some((i) => i.complete && i.naturalWidth === 0);
  });
  if (broken) {
    // A picture that failed swaps to the error picture: wait for that one as well.
    await networkQuiet(page, 250);
    await page.evaluate(async () => {
      await Promise.all([...document.images].map((i) => (i.complete ? null : i.decode().catch(() => null))));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
  }
}

/**
 * Waits until the page shows its final state: network quiet, no spinner or skeleton, every
 * section that mounts near the viewport mounted (a page taller than the window is scrolled
 * through once and back to the top, as a reader would), pictures decoded and fonts ready.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The app starts the simulated API, then its route module and data: half a second without a
  // request in flight (as 'networkidle') means they are all in.
  await networkQuiet(page, 500);
  // Quiet network alone proves little on a busy machine (scripts may still be running): every
  // screen has a heading once its route module has rendered.
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  // The public pages' footer (every site page with the top bar) is loaded once the first page is drawn.
  await page.waitForFunction(
    () => location.pathname.startsWith('/adm') || !document.querySelector('.skip-link + .navbar') || document.querySelector('footer.site-footer'),
    null,
    { timeout: 20_000 },
  );
  await expect(page.locator(BUSY)).toHaveCount(0, { timeout: 20_000 });
  const scrolled = await page.evaluate(async (max) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const height = Math.min(document.documentElement.scrollHeight, max);
    if (height <= window.innerHeight) return false;
    for (let y = window.innerHeight / 2; y < height; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    return true;
  }, MAX_SHOT_HEIGHT);
  if (scrolled) {
    await networkQuiet(page, 250);
    await expect(page.locator(BUSY)).toHaveCount(0, { timeout: 20_000 });
  }
  await picturesAndFonts(page);
}

/** Waits for an overlay's own data and pictures (suggestions, a dialog's form) before its shot. */
export async function settleOverlay(page: Page, overlay: Locator): Promise<void> {
  await expect(overlay).toBeVisible();
  await networkQuiet(page, 300);
  await expect(overlay.locator(BUSY)).toHaveCount(0, { timeout: 20_000 });
  await picturesAndFonts(page);
}

// A full-page capture at 375 px can take over 10 s on a busy CI machine (seen once): more time
// to take it, not a looser comparison.
const SHOT_TIMEOUT = 30_000;

export interface ShotOptions {
  /** The whole page (the default) or only what the window shows. */
  fullPage?: boolean;
  /** Where a full-page shot stops (MAX_SHOT_HEIGHT unless told; LIST_SHOT_HEIGHT for lists). */
  maxHeight?: number;
}

/**
 * One shot of a page, compared with its baseline (tests/e2e/__screenshots__/visual/<name>.png).
 * Soft, so one changed screen does not hide the others of the same test. For a page whose
 * layout is the subject (one per route and width); a state of one part of it is shotOf's.
 */
export async function shot(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  const fullPage = options.fullPage ?? true;
  const max = options.maxHeight ?? MAX_SHOT_HEIGHT;
  const size = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }));
  const clip = fullPage && size.height > max ? { x: 0, y: 0, width: size.width, height: max } : undefined;
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { fullPage, clip, timeout: SHOT_TIMEOUT });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function unionBox(parts: Locator[]): Promise<Box> {
  const boxes: Box[] = [];
  for (const part of parts) {
    const box = await part.boundingBox();
    if (!box) throw new Error(`shotOf: ${part.toString()} is not on the page`);
    boxes.push(box);
  }
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export interface ShotOfOptions {
  /** Room around the parts (their shadows, the focus ring), in CSS pixels; 8 unless told. */
  pad?: number;
  /** The region stops at this height (a list's first rows). */
  maxHeight?: number;
}

/**
 * One shot of what the test is about: the smallest box around `parts` (a dialog, a menu and its
 * button, a toast, a card, a section), a few pixels wider, instead of the whole page; the rest of
 * the page is the route's own full-page shot. A region inside the window is taken as the window
 * shows it (dialogs, menus and toasts are fixed to the window); a region taller or further down
 * than the window is taken from the top of the page, so a sticky bar covers none of it.
 */
export async function shotOf(page: Page, name: string, parts: Locator | Locator[], options: ShotOfOptions = {}): Promise<void> {
  const list = Array.isArray(parts) ? parts : [parts];
  const pad = options.pad ?? 8;
  const view = page.viewportSize()!;
  let box = await unionBox(list);
  const inWindow = box.y - pad >= 0 && box.y + box.height + pad <= view.height;
  let fullPage = false;
  let limitW = view.width;
  let limitH = view.height;
  if (!inWindow) {
    await page.evaluate(() => window.scrollTo(0, 0));
    box = await unionBox(list);
    const size = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }));
    fullPage = true;
    limitW = size.width;
    limitH = size.height;
  }
  const x = Math.max(0, Math.floor(box.x - pad));
  const y = Math.max(0, Math.floor(box.y - pad));
  const right = Math.min(limitW, Math.ceil(box.x + box.width + pad));
  let bottom = Math.min(limitH, Math.ceil(box.y + box.height + pad));
  if (options.maxHeight) bottom = Math.min(bottom, y + options.maxHeight);
  const clip = { x, y, width: right - x, height: bottom - y };
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { fullPage, clip, timeout: SHOT_TIMEOUT });
}

/**
 * An overlay clipped to the window (what the user sees of it): a modal's panel, a drawer, a menu
 * and its button, a toast. A modal's role="dialog" element covers the whole window; its panel is
 * `.modal-content`.
 */
export async function shotOverlay(page: Page, name: string, parts: Locator | Locator[], pad = 8): Promise<void> {
  const view = page.viewportSize()!;
  const box = await unionBox(Array.isArray(parts) ? parts : [parts]);
  const x = Math.max(0, Math.floor(box.x - pad));
  const y = Math.max(0, Math.floor(box.y - pad));
  const right = Math.min(view.width, Math.ceil(box.x + box.width + pad));
  const bottom = Math.min(view.height, Math.ceil(box.y + box.height + pad));
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { fullPage: false, clip: { x, y, width: right - x, height: bottom - y }, timeout: SHOT_TIMEOUT });
}

/** A modal dialog's panel (its role="dialog" element covers the whole window). */
export const panel = (dialog: Locator): Locator => dialog.locator('.modal-content');
