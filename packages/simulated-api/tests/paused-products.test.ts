import { describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { issueToken } from '@pecaja/simulated-api/http-utils';
import { DEMO } from '@pecaja/simulated-api/seed';
import type { Product } from '@pecaja/simulated-api/types';

const base = `${window.location.origin}/api`;

function userOf(role: keyof typeof DEMO) {
  return db().users.find((u) => u.phone === DEMO[role].phone)!;
}

function call(path: string, role: keyof typeof DEMO | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (role) headers.set('Authorization', `Bearer ${issueToken(userOf(role))}`);
  return fetch(`${base}${path}`, { ...init, headers });
}

function setStatus(product: unknown, status: unknown, role: keyof typeof DEMO | null = 'subscriber') {
  return call('/product-adm-status', role, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ product, status }) });
}

function form(fields: Record<string, string>) {
  const fd = new FormData();
  Object.entries(fields).forEach(([k, v]) => fd.append(k, v));
  return fd;
}

async function json(res: Response | Promise<Response>) {
  return (await (await res).json()) as { success: boolean; response: unknown; [k: string]: unknown };
}

/** A subscriber's part in stock made the newest and most viewed, so every public list would show it. */
function featuredPart(): Product {
  const owner = userOf('subscriber');
  const product = db().products.find((p) => p.ownerId === owner.id && p.quantity > 0)!;
  product.createdAt = new Date(Date.now() + 60_000).toISOString();
  product.views = 1_000_000;
  product.part_name = 'Retrovisor Zqxpausado';
  product.description = 'Retrovisor Zqxpausado elétrico';
  // The home's banners and offers point at it too.
  const s = db();
  s.offers[0].productUuid = product.uuid;
  s.banners.push({
    id: 990001,
    ownerId: owner.id,
    productUuid: product.uuid,
    description: 'Banner do retrovisor',
    show_description: true,
    images: ['/demo/banner.svg'],
    due_date: new Date(Date.now() + 86_400_000).toISOString(),
    createdAt: new Date().toISOString(),
  });
  return product;
}

/** Where a part shows on the public site, as each public call answers. */
async function publicPresence(product: Product) {
  const home = (await json(call('/home', null))).response as {
    mostRecentItens: { url: string }[];
    mostViewedItems: { url: string }[];
    offers: { url: string }[];
    ads: { url: string }[];
  };
  const more = (await json(call('/more-parts/1', null))).response as { moreparts: { url: string }[] };
  const suggestions = (await json(call('/search', null, { method: 'POST', body: form({ term: 'Zqxpausado' }) }))).response as { url: string }[];
  const results = (await json(call('/search-result', null, { method: 'POST', body: form({ term: 'Zqxpausado' }) }))).response as { url: string }[];
  const page = await call(`/product/${product.url}`, null);
  // Another public part of the same type and make lists it first among related cards when it is public.
  const sibling = db().products.find((p) => p.id !== product.id && p.quantity > 0 && p.ownerId === product.ownerId)!;
  sibling.brand = product.brand;
  sibling.category = product.category;
  const related = ((await json(call(`/product/${sibling.url}`, null))).response as { secondary: { url: string }[] }).secondary;
  const has = (rows: { url: string }[]) => rows.some((r) => r.url === product.url);
  return {
    recent: has(home.mostRecentItens),
    viewed: has(home.mostViewedItems),
    offer: has(home.offers),
    banner: has(home.ads),
    moreParts: has(more.moreparts),
    suggestions: has(suggestions),
    results: has(results),
    page: page.status,
    related: has(related),
  };
}

describe('simulated API: pausing a listing', () => {
  it('the list carries the optional fields the list sorts, filters and rates by; status is ACTIVE until paused', async () => {
    const owner = userOf('subscriber');
    const body = await json(call('/products-adm/list', 'subscriber'));
    const rows = body.response as Array<Record<string, unknown>>;
    const first = rows[0];
    const stored = db().products.find((p) => p.id === first.id)!;
    expect(stored.ownerId).toBe(owner.id);
    expect(first).toMatchObject({
      created_at: stored.createdAt,
      code: stored.code,
      is_national: stored.is_national,
      status: 'ACTIVE',
      image_count: stored.images.length,
      description: stored.description,
      brand: stored.brand,
      model: stored.model,
    });
  });

  it('checks the caller, the part and the status', async () => {
    const mine = db().products.find((p) => p.ownerId === userOf('subscriber').id)!;
    const theirs = db().products.find((p) => p.ownerId !== userOf('subscriber').id)!;
    expect((await setStatus(mine.id, 'PAUSED', null)).status).toBe(401);
    expect((await setStatus(mine.id, 'PAUSED', 'buyer')).status).toBe(403);
    const other = await setStatus(theirs.id, 'PAUSED');
    expect(other.status).toBe(404);
    expect((await other.json()).response).toBe('PRODUCT_NOT_FOUND');
    const bad = await setStatus(mine.id, 'HIDDEN');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ response: 'VALIDATION_ERROR', description: ['PRODUCT_STATUS_INVALID'] });
    expect(theirs.status).toBeUndefined();
    expect(mine.status).toBeUndefined();
  });

  it('a paused part leaves every public call and its page answers 404; reactivating brings it back', async () => {
    const product = featuredPart();
    const everywhere = { recent: true, viewed: true, offer: true, banner: true, moreParts: true, suggestions: true, results: true, page: 200, related: true };
    expect(await publicPresence(product)).toEqual(everywhere);

    const paused = await json(setStatus(product.id, 'PAUSED'));
    expect(paused).toEqual({ success: true, response: 'PRODUCT_STATUS_UPDATED' });
    expect(db().products.find((p) => p.id === product.id)!.status).toBe('PAUSED');
    expect(await publicPresence(product)).toEqual({
      recent: false,
      viewed: false,
      offer: false,
      banner: false,
      moreParts: false,
      suggestions: false,
      results: false,
      page: 404,
      related: false,
    });
    expect((await json(call(`/product/${product.url}`, null))).response).toBe('PRODUCT_NOT_FOUND');
    // Nobody can ask about it either.
    const interest = await call('/engagement-request', 'buyer', { method: 'POST', body: form({ carPartId: String(product.id), contactPreference: 'CALL' }) });
    expect(interest.status).toBe(404);
    // The advertiser still has it, marked paused.
    const list = (await json(call('/products-adm/list', 'subscriber'))).response as Array<{ id: number; status: string }>;
    expect(list.find((r) => r.id === product.id)?.status).toBe('PAUSED');
    expect((await call(`/products-adm/${product.id}`, 'subscriber')).status).toBe(200);

    expect(await json(setStatus(product.id, 'ACTIVE'))).toEqual({ success: true, response: 'PRODUCT_STATUS_UPDATED' });
    expect(await publicPresence(product)).toEqual(everywhere);
  });
});
