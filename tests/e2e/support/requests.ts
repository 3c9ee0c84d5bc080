import { expect, type Page, type Request } from '@playwright/test';

/** What a screen draws while it waits for data (a spinner, a skeleton, a busy region). */
export const LOADING = '.spinner-border, .placeholder-glow, [aria-busy="true"]';

export interface ApiWatch {
  /** How many calls of `method` to `path` (under /api, or a pattern of the whole path) the page sent. */
  count(method: string, path: string | RegExp): number;
  /** The calls answered with 401 (the session refused). */
  unauthorized(): string[];
  /** Resolves once every call the page has sent so far is answered (or failed). */
  settled(): Promise<void>;
}

/**
 * Watches the page's calls to the API from now on, as the browser reports them. Proving that
 * something did NOT happen (a second request, a 401) waits on these events: the calls that were
 * started are all answered, rather than a fixed time having passed.
 */
export function watchApi(page: Page): ApiWatch {
  const sent: Request[] = [];
  const open = new Set<Request>();
  const refused: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    sent.push(request);
    open.add(request);
  });
  // A reply is reported before its call is finished: a 401 is known by the time the call settles.
  page.on('response', (response) => {
    if (open.has(response.request()) && response.status() === 401) refused.push(`${response.request().method()} ${response.url()}`);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    count: (method, path) =>
      sent.filter((request) => {
        const pathname = new URL(request.url()).pathname;
        return request.method() === method && (typeof path === 'string' ? pathname === `/api${path}` : path.test(pathname));
      }).length,
    unauthorized: () => [...refused],
    settled: () => expect.poll(() => open.size, { message: 'API calls still unanswered' }).toBe(0),
  };
}

/**
 * Resolves once the page itself has received the whole reply of its last call to `path` (the
 * browser's resource timing entry for it) and has then drawn what that reply changed: the HTTP
 * client and the query cache hand a reply on within a zero-delay timer, and React commits the
 * update before the page paints again, so one such timer and two painted frames later the screen
 * shows it. A test proves that a reply did NOT bring something up after this, not after a while.
 */
export async function repliesDrawn(page: Page, path: string): Promise<void> {
  await page.waitForFunction((suffix) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith(suffix)), path);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0)));
}
