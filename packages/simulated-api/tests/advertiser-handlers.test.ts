import { describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { callAs, PART_FIELDS } from '../../../tests/support/simulated-api';

function productForm(fields: Record<string, string>, images = 1) {
  const fd = new FormData();
  Object.entries(fields).forEach(([k, v]) => fd.append(k, v));
  for (let i = 0; i < images; i++)
    fd.append(`image${i}`, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], `f${i}.png`, { type: 'image/png' }));
  return fd;
}

describe('simulated advertiser API', () => {
  it('dashboard: 401 without session, 403 without a plan, manager shape for a manager', async () => {
    expect((await callAs('/adm-dashboard-page', null)).status).toBe(401);
    expect((await callAs('/adm-dashboard-page', 'buyer')).status).toBe(403);
    const manager = await (await callAs('/adm-dashboard-page', 'manager')).json();
    expect(Object.keys(manager.response).sort()).toEqual(['invoicesExpired', 'invoicesExpiring', 'invoicesWaiting']);
    expect(manager.response.invoicesWaiting).toBeGreaterThan(0);
  });

  it('create validates with a description list and enforces the plan cap with PLAN_LIMIT_REACHED', async () => {
    const bad = await callAs('/auto_part/create', 'subscriber', { method: 'POST', body: productForm({ ...PART_FIELDS, part_name: '', quantity: '0' }, 0) });
    expect(bad.status).toBe(422);
    const badBody = await bad.json();
    expect(badBody.description).toEqual(expect.arrayContaining(['PRODUCT_PART_NAME_REQUIRED', 'PRODUCT_QUANTITY_INVALID', 'PRODUCT_IMAGE_REQUIRED']));

    const owner = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
    db().plans.find((p) => p.name === 'Standard')!.max = db().products.filter((p) => p.ownerId === owner.id).length;
    const capped = await callAs('/auto_part/create', 'subscriber', { method: 'POST', body: productForm(PART_FIELDS) });
    expect(capped.status).toBe(409);
    expect(await capped.json()).toMatchObject({ success: false, response: 'PLAN_LIMIT_REACHED', plan: 'Standard' });
  });

  it.each(['1.5', '1e3', '0x10', '12 unidades'])('create refuses the quantity %j instead of reading a number into it', async (quantity) => {
    const res = await callAs('/auto_part/create', 'subscriber', { method: 'POST', body: productForm({ ...PART_FIELDS, quantity }) });
    expect(res.status).toBe(422);
    expect((await res.json()).description).toEqual(['PRODUCT_QUANTITY_INVALID']);
  });

  it('create stores the images and returns coverImage and description', async () => {
    const res = await callAs('/auto_part/create', 'subscriber', { method: 'POST', body: productForm(PART_FIELDS, 2) });
    const body = await res.json();
    expect(body).toMatchObject({ success: true, description: 'Farol' });
    expect(body.coverImage).toMatch(/\/api\/uploads\//);
    const created = db().products.find((p) => p.id === body.id)!;
    expect(created.images).toHaveLength(2);
    expect(created.is_national).toBe(false);
  });

  it('stock rejects a negative quantity and only the owner may change a product', async () => {
    const owner = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
    const product = db().products.find((p) => p.ownerId === owner.id)!;
    const neg = await callAs('/product-adm-stock', 'subscriber', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ product: product.id, quantity: -1 }),
    });
    expect(neg.status).toBe(422);
    const other = await callAs(`/products-adm/${product.id}`, 'premium', { method: 'DELETE' });
    expect(other.status).toBe(404);
  });

  it('answers move the status: SEND_USER_DATA -> CONTACTED, NO_NEGOTIATION -> CLOSED; SOLD_CAR_PART needs CONTACTED', async () => {
    const owner = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
    const mine = new Set(
      db()
        .products.filter((p) => p.ownerId === owner.id)
        .map((p) => p.id),
    );
    const opened = db().engagements.find((e) => mine.has(e.productId) && e.status === 'OPENED')!;
    const answer = (chosen: string, quantity = '1') => {
      const fd = new FormData();
      fd.append('chosen', chosen);
      fd.append('quantity', quantity);
      return callAs('/engagement-page-answer', 'subscriber', { method: 'POST', body: fd });
    };
    expect((await answer(`SOLD_CAR_PART.${opened.id}`)).status).toBe(409);
    const sent = await (await answer(`SEND_USER_DATA.${opened.id}`)).json();
    expect(sent.response.data.find((e: { id: number }) => e.id === opened.id).status).toBe('CONTACTED');
    expect((await answer(`SEND_USER_DATA.${opened.id}`)).status).toBe(409);
    await answer(`NO_NEGOTIATION.${opened.id}`);
    expect(db().engagements.find((e) => e.id === opened.id)!.status).toBe('CLOSED');
  });

  it('autocomplete answers after the term, with ids for part names', async () => {
    const parts = await (await callAs('/autocomplete/part-name?term=pasti', 'subscriber')).json();
    expect(parts.response[0]).toEqual({ id: expect.any(Number), part_name: expect.stringMatching(/^Pastilha/) });
    const brands = await (await callAs('/autocomplete/brand?term=volks', 'subscriber')).json();
    expect(brands.response).toEqual(['Volkswagen']);
  });
});
