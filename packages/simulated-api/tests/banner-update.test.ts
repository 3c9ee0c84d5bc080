import { describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { issueToken } from '@pecaja/simulated-api/http-utils';
import { DEMO } from '@pecaja/simulated-api/seed';

const base = `${window.location.origin}/api`;

describe('POST /ads-update changes only what the seller changed', () => {
  it("editing a banner's text keeps its end date, product, images and the other banners", async () => {
    const owner = db().users.find((u) => u.phone === DEMO.premium.phone)!;
    const banner = db().banners.find((b) => b.ownerId === owner.id)!;
    const before = structuredClone(db().banners);
    const product = db().products.find((p) => p.uuid === banner.productUuid)!;

    const fd = new FormData();
    fd.append('ads', String(banner.id));
    fd.append('product', product.uuid);
    fd.append('description', 'Texto novo do banner');
    fd.append('showDescription', banner.show_description ? '1' : '0');
    const res = await fetch(`${base}/ads-update`, { method: 'POST', body: fd, headers: { Authorization: `Bearer ${issueToken(owner)}` } });
    expect(((await res.json()) as { response: string }).response).toBe('ADS_UPDATED');

    const after = db().banners.find((b) => b.id === banner.id)!;
    expect(after.description).toBe('Texto novo do banner');
    expect(after.due_date).toBe(before.find((b) => b.id === banner.id)!.due_date);
    expect({ ...after, description: '' }).toEqual({ ...before.find((b) => b.id === banner.id)!, description: '' });
    expect(db().banners.filter((b) => b.id !== banner.id)).toEqual(before.filter((b) => b.id !== banner.id));
  });
});
