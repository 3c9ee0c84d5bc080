import { createHash, createHmac } from 'node:crypto';
import { db } from '@pecaja/simulated-api/db';
import { hmacSha256, sha256 } from '@pecaja/simulated-api/hmac';
import { issueToken } from '@pecaja/simulated-api/http-utils';
import { DEMO } from '@pecaja/simulated-api/seed';

type Role = keyof typeof DEMO;
const userOf = (role: Role) => db().users.find((u) => u.phone === DEMO[role].phone)!;

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4));

/** The same token with its payload edited (the signature left as it was). */
function withPayload(token: string, edit: (p: Record<string, unknown>) => void): string {
  const [h, p, s] = token.split('.');
  const payload = JSON.parse(fromB64url(p)) as Record<string, unknown>;
  edit(payload);
  return `${h}.${b64url(JSON.stringify(payload))}.${s}`;
}

async function call(path: string, token: string, init: RequestInit = {}): Promise<{ status: number; body: { success: boolean; response: unknown } }> {
  const res = await fetch(new URL(`/api${path}`, location.origin), { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  return { status: res.status, body: (await res.json()) as { success: boolean; response: unknown } };
}

/** Calls of every area that need a session, with the account allowed to make them. */
const CALLS: Array<[string, Role, RequestInit?]> = [
  ['/user-status', 'buyer'],
  ['/user-data-profile', 'buyer'],
  ['/subscriptions-user', 'subscriber'],
  ['/ads-user', 'subscriber'],
  ['/ads-list', 'premium'],
  ['/adm-dashboard-page', 'subscriber'],
  ['/products-adm/list', 'subscriber'],
  ['/engagement-page', 'subscriber'],
  ['/manager-subscription-page', 'manager'],
  ['/manager-report?type=subscriptions', 'manager'],
];

describe('the simulated API checks the token on every call', () => {
  it.each(CALLS)('%s: a good token passes; expired, re-signed, tampered or unsigned tokens get 401', async (path, role, init) => {
    const user = userOf(role);
    const good = issueToken(user);
    expect((await call(path, good, init)).status).toBe(200);

    const expired = issueToken(user, undefined, -60);
    const [h, p] = good.split('.');
    const badSignature = `${h}.${p}.${b64url('assinatura-falsa')}`;
    // Another expiry in the payload, the old signature: a real server sees the signature no longer matches.
    const longer = withPayload(good, (x) => void (x.exp = Number(x.exp) + 3600));
    const otherUser = withPayload(good, (x) => void (x.username = 'Outra Pessoa'));
    const unsigned = `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${p}.`;
    for (const bad of [expired, badSignature, longer, otherUser, unsigned, 'nao-e-um-token']) {
      const answer = await call(path, bad, init);
      expect({ bad, status: answer.status, body: answer.body }).toEqual({ bad, status: 401, body: { success: false, response: 'ACCESS_DENIED' } });
    }
  });

  it('an expired token whose payload claims a later expiry is refused too', async () => {
    const expired = issueToken(userOf('buyer'), undefined, -60);
    const revived = withPayload(expired, (x) => void (x.exp = Math.floor(Date.now() / 1000) + 3600));
    expect((await call('/user-status', revived)).status).toBe(401);
  });

  it('a token of a revoked session (new password elsewhere) is refused although well signed', async () => {
    const user = userOf('buyer');
    const token = issueToken(user);
    db().sessions = db().sessions.filter((x) => x.userId !== user.id);
    expect((await call('/user-status', token)).status).toBe(401);
  });
});

describe('the token signature is a real HMAC-SHA256', () => {
  const enc = new TextEncoder();
  it.each(['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(1000)])('matches node:crypto for a %#th input', (s) => {
    expect(Buffer.from(sha256(enc.encode(s))).toString('hex')).toBe(createHash('sha256').update(s).digest('hex'));
    expect(Buffer.from(hmacSha256(enc.encode('segredo'), enc.encode(s))).toString('hex')).toBe(createHmac('sha256', 'segredo').update(s).digest('hex'));
  });
});

describe("a cancelled subscriber's parts leave the public site, as the cancel warning says", () => {
  it('home, more parts, search and the product page no longer show them; other advertisers stay', async () => {
    const carlos = userOf('subscriber');
    const own = db().products.filter((p) => p.ownerId === carlos.id && p.quantity > 0);
    const someone = db().products.find((p) => p.ownerId !== carlos.id && p.quantity > 0)!;
    const sample = own[0];
    const publicUrls = async () => {
      const home = (await (await fetch(new URL('/api/home', location.origin))).json()) as {
        response: { mostRecentItens: Array<{ url: string }>; mostViewedItems: Array<{ url: string }> };
      };
      const more = (await (await fetch(new URL('/api/more-parts/1', location.origin))).json()) as { response: { pagination: number } };
      const body = new FormData();
      body.set('term', sample.part_name);
      const search = (await (await fetch(new URL('/api/search-result', location.origin), { method: 'POST', body })).json()) as {
        response: Array<{ url: string }>;
      };
      return {
        home: [...home.response.mostRecentItens, ...home.response.mostViewedItems].map((c) => c.url),
        total: more.response.pagination,
        search: search.response.map((c) => c.url),
      };
    };
    const before = await publicUrls();
    expect(before.search).toContain(sample.url);
    expect((await fetch(new URL(`/api/product/${sample.url}`, location.origin))).status).toBe(200);

    const sub = db().subscriptions.find((x) => x.userId === carlos.id && x.kind === 'plan' && x.status === 'ACTIVATED')!;
    const cancel = await call('/unsubscribe', issueToken(carlos), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: sub.id, reason: 'Vou parar de vender' }),
    });
    expect(cancel.status).toBe(200);

    const after = await publicUrls();
    expect(after.total).toBe(before.total - own.length);
    expect(after.search).not.toContain(sample.url);
    expect(after.home.filter((u) => own.some((p) => p.url === u))).toEqual([]);
    expect((await fetch(new URL(`/api/product/${sample.url}`, location.origin))).status).toBe(404);
    expect((await fetch(new URL(`/api/product/${someone.url}`, location.origin))).status).toBe(200);
  });
});
