import { aBuyer, anAdvertiser, aPart, aSession, aSubscription, partsOf, startTinyDb } from '@pecaja/simulated-api/builders';
import { db } from '@pecaja/simulated-api/db';
import { issueToken } from '@pecaja/simulated-api/http-utils';

const api = (path: string, init: RequestInit = {}) => fetch(`${window.location.origin}/api${path}`, init);

describe('small data builders: a database holding only the records a test names', () => {
  it('holds only the built records; a part whose owner was not given is listed by a built advertiser with an active plan', async () => {
    const part = aPart({ part_name: 'Farol Fiat Uno' });
    startTinyDb({ products: [part] });
    expect(db().products).toHaveLength(1);
    expect(db().users).toEqual([expect.objectContaining({ id: db().products[0].ownerId, role: 'subscriber' })]);
    const reply = await (await api(`/product/${part.url}`)).json();
    expect(reply.response.main).toMatchObject({ description: 'Farol Fiat Uno', value: part.price });
  });

  it('a part of an advertiser without an active plan is not public, as with the demo data', async () => {
    const shop = anAdvertiser();
    const part = aPart({ owner: shop });
    startTinyDb({ users: [shop], products: [part], subscriptions: [aSubscription(shop, { status: 'CANCELLED' })] });
    expect((await api(`/product/${part.url}`)).status).toBe(404);
  });

  it('aSession signs a user in: the API knows the token it issued', async () => {
    startTinyDb({ users: [aBuyer()] });
    const { user, token } = aSession('subscriber', { name: 'Paula Souza' });
    const reply = await (await api('/user-data-profile', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(reply.success).toBe(true);
    expect(JSON.stringify(reply.response)).toContain(user.name);
    expect((await api('/user-data-profile', { headers: { Authorization: 'Bearer nada' } })).status).toBe(401);
  });

  it('partsOf lists parts of one advertiser newest first, each with its own fields', async () => {
    const shop = anAdvertiser();
    const parts = partsOf(shop, [{ part_name: 'Farol Fiat Uno' }, { part_name: 'Radiador Ford Ka', is_new: false }, {}]);
    expect(parts.map((p) => p.ownerId)).toEqual([shop.id, shop.id, shop.id]);
    expect(parts.map((p) => p.part_name)).toEqual(['Farol Fiat Uno', 'Radiador Ford Ka', 'Pastilha de freio Volkswagen Gol']);
    expect(parts[1].is_new).toBe(false);
    const dates = parts.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(dates).size).toBe(3);
    // The advertiser's own list shows them in that order.
    startTinyDb({ users: [shop], products: parts });
    const reply = await (await api('/products-adm/list', { headers: { Authorization: `Bearer ${issueToken(shop)}` } })).json();
    expect(reply.response.map((p: { part_name: string }) => p.part_name)).toEqual(parts.map((p) => p.part_name));
  });

  it('ids never repeat between records built in one run', () => {
    const ids = [aPart(), aPart(), aBuyer(), anAdvertiser()].map((r) => r.id);
    expect(new Set(ids).size).toBe(4);
  });
});
