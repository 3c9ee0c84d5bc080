import { expect, type Page } from '@playwright/test';

/**
 * Control over the page's calls at XMLHttpRequest, which the app's HTTP client uses: the simulated
 * API answers inside the page's service worker, out of page.route's reach, and the real-HTTP build
 * talks to another origin, so both are reached here the same way.
 *
 * - drop: the call goes out and the server acts, but its reply never reaches the app, which sees
 *   a connection error instead (a connection lost on the way back);
 * - hold: the call waits in the page, not sent, until `release` (a slow or stalled network).
 *
 * Each rule applies to the next `times` calls of a method whose address matches a pattern.
 */
export async function installNet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Rule {
      method: string;
      source: string;
      action: 'drop' | 'hold';
      times: number;
    }
    interface Net {
      rules: Rule[];
      dropped: number;
      held: Array<() => void>;
    }
    const w = window as Window & { __net?: Net };
    const net: Net = { rules: [], dropped: 0, held: [] };
    w.__net = net;
    const targets = new WeakMap<XMLHttpRequest, { method: string; url: string }>();
    const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      targets.set(this, { method: String(args[0]).toUpperCase(), url: String(args[1]) });
      open.apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const target = targets.get(this);
      const rule = target && net.rules.find((r) => r.times > 0 && r.method === target.method && new RegExp(r.source).test(target.url));
      if (!rule) return send.call(this, body);
      rule.times -= 1;
      if (rule.action === 'hold') {
        net.held.push(() => send.call(this, body));
        return;
      }
      // The reply arrives and is thrown away: the app's handlers hear a network error instead.
      const onError = this.onerror;
      this.onloadend = function (this: XMLHttpRequest) {
        net.dropped += 1;
        onError?.call(this, new ProgressEvent('error'));
      };
      send.call(this, body);
    };
  });
}

async function addRule(page: Page, action: 'drop' | 'hold', method: string, pattern: RegExp, times: number) {
  await page.evaluate((rule) => (window as unknown as Window & { __net: { rules: unknown[] } }).__net.rules.push(rule), {
    method,
    source: pattern.source,
    action,
    times,
  });
}

/** The next `times` calls of `method` to an address matching `pattern` reach the server, and their replies are lost. */
export const dropReplies = (page: Page, method: string, pattern: RegExp, times = 1) => addRule(page, 'drop', method, pattern, times);

/** The next `times` calls of `method` to an address matching `pattern` wait in the page until `release`. */
export const holdCalls = (page: Page, method: string, pattern: RegExp, times = 1) => addRule(page, 'hold', method, pattern, times);

/** Sends the calls held so far. */
export async function release(page: Page): Promise<void> {
  await page.evaluate(() => {
    const net = (window as unknown as Window & { __net: { held: Array<() => void> } }).__net;
    net.held.splice(0).forEach((go) => go());
  });
}

/** Waits until `count` replies were dropped. */
export async function expectDropped(page: Page, count: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as Window & { __net: { dropped: number } }).__net.dropped)).toBe(count);
}

/** Waits until `count` calls are held in the page. */
export async function expectHeld(page: Page, count: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as Window & { __net: { held: unknown[] } }).__net.held.length)).toBe(count);
}

/**
 * The page's calls of one method to addresses matching `pattern`: how many went out, and a wait
 * until every one of them has ended (its reply came or it failed), so a count read afterwards
 * on the server includes whatever they did.
 */
export function watchCalls(page: Page, method: string, pattern: RegExp) {
  let sent = 0;
  let ended = 0;
  const matches = (r: { method(): string; url(): string }) => r.method() === method && pattern.test(new URL(r.url()).pathname);
  page.on('request', (r) => {
    if (matches(r)) sent += 1;
  });
  const end = (r: { method(): string; url(): string }) => {
    if (matches(r)) ended += 1;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    sent: () => sent,
    /** Every call sent so far has ended. */
    settled: () => expect.poll(() => sent - ended, { timeout: 20_000 }).toBe(0),
  };
}
