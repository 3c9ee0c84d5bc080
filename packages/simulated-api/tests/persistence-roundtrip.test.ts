import { afterEach, describe, expect, it } from 'vitest';
import { clonePlain, db, flush, initDb, memoryPersistence, type Persistence, type Row } from '@pecaja/simulated-api/db';
import { todayIso } from '@/lib/validation';
import { DEMO } from '@pecaja/simulated-api/seed';
import { callAs, PART_FIELDS } from '../../../tests/support/simulated-api';

/** IndexedDB's order of keys: arrays element by element, numbers before strings. */
function byKey([a]: Row, [b]: Row): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** Rows kept in memory as IndexedDB keeps them: one value per key, the last put wins, read in key order. */
function rowStore() {
  const rows = new Map<string, Row>();
  const persistence: Persistence = {
    load: async () => [...rows.values()].sort(byKey).map(([key, value]) => [key, clonePlain(value)]),
    save: async (batch) => {
      for (const [key, value] of batch) rows.set(JSON.stringify(key), [key, clonePlain(value)]);
    },
    clear: async () => rows.clear(),
  };
  return { rows, persistence };
}

async function call(path: string, role: keyof typeof DEMO, init: RequestInit & { json?: unknown; form?: Record<string, string | Blob> } = {}) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  if (init.form) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(init.form)) fd.append(k, v);
    body = fd;
  }
  const res = await callAs(path, role, { ...init, headers, body });
  const reply = await res.json();
  expect(reply, `${init.method ?? 'GET'} ${path}`).toMatchObject({ success: true });
  return reply;
}
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4\n% boleto\n'], 'boleto.pdf', { type: 'application/pdf' });
const part = { ...PART_FIELDS, quantity: '3', code: 'AR-1' };
const userOf = (role: keyof typeof DEMO) => db().users.find((u) => u.phone === DEMO[role].phone)!;

describe("the simulated API's stored changes", () => {
  afterEach(async () => {
    await initDb(memoryPersistence);
  });

  it('a page loaded after every kind of change sees the same data: records edited in place, added and removed, and the small tables', async () => {
    const store = rowStore();
    await initDb(store.persistence);

    // An advertiser's products: created with photos, edited, restocked, paused, one deleted.
    const made = await call('/auto_part/create', 'subscriber', { method: 'POST', form: { ...part, image0: png('a.png'), image1: png('b.png') } });
    const created = db().products.find((p) => p.id === made.id)!;
    await call('/auto-part/update', 'subscriber', { method: 'POST', form: { ...part, id: String(created.id), price: '149.9', image0: png('c.png') } });
    const own = db().products.filter((p) => p.ownerId === userOf('subscriber').id && p.status !== 'PAUSED' && p.id !== created.id);
    await call('/product-adm-stock', 'subscriber', { method: 'PUT', json: { product: String(own[2].id), quantity: 7 } });
    await call('/product-adm-status', 'subscriber', { method: 'PUT', json: { product: String(own[0].id), status: 'PAUSED' } });
    await call(`/products-adm/${own[1].id}`, 'subscriber', { method: 'DELETE' });

    // A buyer looks at a part (its view count) and asks for it; the advertiser answers and sells.
    const wanted = db().products.find((p) => p.id === created.id)!;
    await call(`/product/${wanted.url}`, 'buyer');
    await call('/engagement-request', 'buyer', { method: 'POST', form: { carPartId: String(wanted.id), contactPreference: 'WHATSAPP' } });
    const asked = db().engagements.find((e) => e.productId === wanted.id)!;
    await call('/engagement-page-answer', 'subscriber', { method: 'POST', form: { chosen: `SEND_USER_DATA.${asked.id}` } });
    await call('/engagement', 'subscriber', { method: 'PUT', json: { engagement_id: asked.id, status: 'SOLD', quantity: 1 } });
    expect(db().products.find((p) => p.id === wanted.id)!.quantity).toBe(2);

    // Subscriptions and payment orders: a buyer asks for a plan and withdraws; another asks and is billed, sent, paid.
    const plan = db().plans.find((p) => p.name === 'Basic')!;
    const payment = { email: 'ana@example.com', method: 'bank_slip', identification: '52998224725', plan_id: String(plan.id), frequency: 'monthly' };
    await call('/payment-request', 'buyer', { method: 'POST', form: payment });
    const withdrawn = db().subscriptions.findLast((x) => x.userId === userOf('buyer').id)!;
    await call('/payment-update-status', 'buyer', { method: 'PUT', json: { id: withdrawn.id, status: 'CANCELLED' } });
    await call('/payment-request', 'buyer', { method: 'POST', form: payment });
    const billed = db().subscriptions.findLast((x) => x.userId === userOf('buyer').id)!;
    const slip = {
      payment_order: String(billed.payment_order_id),
      // Inside the window a due date must fall in: from today to a year ahead.
      due_date: todayIso(new Date(Date.now() + 10 * 86_400_000)),
      our_number: '12345678901',
      barcode: '23790504004199000000000000000001',
    };
    await call('/manager-bank-invoices', 'manager', { method: 'POST', form: { ...slip, file: pdf() } });
    await call('/manager-bank-invoices-send', 'manager', { method: 'POST', form: { payment_order: slip.payment_order } });
    await call('/manager-bank-invoices-payment', 'manager', { method: 'PUT', json: { payment_order: slip.payment_order } });
    // The manager cancels another open order; the subscriber cancels the plan it holds.
    const open = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip && o.id !== billed.payment_order_id)!;
    await call('/payment-order-cancel', 'manager', { method: 'PUT', json: { payment_order_id: open.id, reason: 'Pedido duplicado' } });
    const held = db().subscriptions.find((x) => x.userId === userOf('premium').id && x.kind === 'plan' && x.status === 'ACTIVATED')!;
    await call('/unsubscribe', 'premium', { method: 'PUT', json: { id: held.id, reason: 'Teste' } });

    await flush();
    const live = clonePlain(db());
    // Each change was stored as its own rows: never the 10,000 demo parts.
    const products = [...store.rows.values()].filter(([key]) => key[0] === 'record' && key[1] === 'products');
    expect(products.length).toBeLessThan(10);

    await initDb(store.persistence);
    expect(db()).not.toBe(live);
    // Uploaded files come back in the order of their ids: they are only ever looked up by id.
    const byId = (images: { id: string }[]) => [...images].sort((a, b) => a.id.localeCompare(b.id));
    expect({ ...db(), images: byId(db().images) }).toEqual({ ...live, images: byId(live.images) });
  });

  it('a version of the demo data other than this one is discarded, and nothing of it is read', async () => {
    const store = rowStore();
    await initDb(store.persistence);
    db().sessions.push({ jti: 'kept', userId: 1, exp: 9_999_999_999 });
    db().seq += 1;
    await call('/product-adm-stock', 'subscriber', {
      method: 'PUT',
      json: { product: String(db().products.find((p) => p.ownerId === userOf('subscriber').id)!.id), quantity: 9 },
    });
    const meta = store.rows.get(JSON.stringify(['meta']))!;
    store.rows.set(JSON.stringify(['meta']), [['meta'], { ...(meta[1] as object), version: -1 }]);
    await initDb(store.persistence);
    expect(db().sessions.some((x) => x.jti === 'kept')).toBe(false);
    expect(store.rows.size).toBe(0);
  });
});
