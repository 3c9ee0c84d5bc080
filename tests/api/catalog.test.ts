import { getHome, getMoreParts } from '@/api/catalog';
import { requestEngagement } from '@/api/interest';
import { getProduct, getProductPhone } from '@/api/product';
import { getSuggestions } from '@/features/search/api/search';
import { getSearchResults } from '@/features/search/api/search-results';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { loginAs } from '../support/session';

describe('simulated catalogue API', () => {
  it('home: only banners still running, lowest prices per group, 12 most viewed', async () => {
    db().banners[0].due_date = new Date(Date.now() - 1000).toISOString();
    const home = await getHome();
    expect(home.ads).toHaveLength(db().banners.length - 1);
    expect(home.ads[0]).toMatchObject({ show_description: db().banners[1].show_description, description: db().banners[1].description });
    const pub = db().products.filter((p) => p.quantity > 0);
    expect(home.autopartSummary?.imported?.minimalPrice).toBe(Math.min(...pub.filter((p) => !p.is_national).map((p) => p.price)));
    expect(home.autopartSummary?.national?.new?.minimalPrice).toBe(Math.min(...pub.filter((p) => p.is_national && p.is_new).map((p) => p.price)));
    expect(home.mostViewedItems).toHaveLength(12);
    expect(home.mostViewedItems[0].condition).toMatch(/^PRODUCT_(NEW|USED)$/);
  });

  it('more parts: filters from the data, models follow the chosen makes, out-of-stock parts hidden', async () => {
    const hidden = db().products.find((p) => p.brand === 'Fiat')!;
    hidden.quantity = 0;
    const page = await getMoreParts(1, { marca: ['Fiat'], origem: ['Nacional'] });
    const names = page.filters.map((f) => f.name);
    expect(names).toEqual(['marca', 'modelo', 'tipo', 'condicao', 'origem']);
    const models = page.filters.find((f) => f.name === 'modelo')!.data;
    expect(models).toContain('Argo');
    expect(models).not.toContain('Gol');
    const expected = db().products.filter((p) => p.quantity > 0 && p.brand === 'Fiat' && p.is_national).length;
    expect(page.pagination).toBe(expected);
    expect(page.limit).toBe(24);
    expect(page.moreparts.map((c) => c.url)).not.toContain(hidden.url);
  });

  it('more parts: a body that is not {filter: [values]} is a bad request', async () => {
    await expect(getMoreParts(2, { cor: ['azul'] })).rejects.toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('search: accent- and case-insensitive, every word must match', async () => {
    const a = await getSearchResults('SUSPENSAO');
    const b = await getSearchResults('suspensão');
    expect(a.length).toBeGreaterThan(0);
    expect(a.map((c) => c.url)).toEqual(b.map((c) => c.url));
    const both = await getSearchResults('farol fiat');
    expect(both.every((c) => /farol/i.test(c.description ?? '') && /fiat/i.test(c.description ?? ''))).toBe(true);
    const suggestions = await getSuggestions('pastilha');
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toEqual({ image: expect.stringContaining('/demo/parts/'), description: expect.stringMatching(/Pastilha/), url: expect.any(String) });
  });

  it('interest needs a session (401), then creates an OPENED engagement and reveals the phone', async () => {
    const buyerId = db().users.find((u) => u.phone === DEMO.buyer.phone)!.id;
    const product = db().products.find((p) => p.quantity > 0 && !db().engagements.some((e) => e.productId === p.id && e.buyerId === buyerId))!;
    await expect(requestEngagement(product.id, 'WHATSAPP')).rejects.toMatchObject({ status: 401 });
    await expect(getProductPhone(product.url)).rejects.toMatchObject({ status: 401 });
    const { main } = await getProduct(product.url);
    expect(main.advertiser_phone).toEqual({ phoneCode: '', phoneNumber: '' });
    loginAs('buyer');
    await expect(requestEngagement(product.id, 'PIGEON' as never)).rejects.toMatchObject({ status: 400 });
    expect(await requestEngagement(product.id, 'WHATSAPP')).toBe('ENGAGEMENT_CREATED');
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    expect(db().engagements.at(-1)).toMatchObject({ productId: product.id, buyerId: buyer.id, status: 'OPENED', contactPreference: 'WHATSAPP' });
    const phone = await getProductPhone(product.url);
    expect(phone.phoneCode).toMatch(/^\d{2}$/);
    expect(phone.phoneNumber).toMatch(/^\d{4,5}-\d{4}$/);
  });
});
