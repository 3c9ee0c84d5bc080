import { describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { issueToken } from '@pecaja/simulated-api/http-utils';
import { DEMO } from '@pecaja/simulated-api/seed';
import type { Product } from '@pecaja/simulated-api/types';

/** POST /auto-part/update with kept_images: the part ends with exactly the listed photos, new files where named or last. */

const origin = window.location.origin;
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const PATHS = ['/api/uploads/kept-a', '/api/uploads/kept-b', '/api/uploads/kept-c'];

function ownPart(): Product {
  const owner = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
  const part = db().products.find((p) => p.ownerId === owner.id)!;
  part.images = [...PATHS];
  return part;
}

async function update(part: Product, extra: Record<string, string | File>) {
  const fd = new FormData();
  const fields: Record<string, string> = {
    id: String(part.id),
    code: part.code,
    manufacturer: part.manufacturer,
    brand: part.brand,
    model: part.model,
    description: part.description,
    price: String(part.price),
    quantity: String(Math.max(1, part.quantity)),
    is_new: '1',
    is_national: '1',
  };
  Object.entries({ ...fields, ...extra }).forEach(([k, v]) => fd.append(k, v));
  const owner = db().users.find((u) => u.id === part.ownerId)!;
  const res = await fetch(`${origin}/api/auto-part/update`, { method: 'POST', body: fd, headers: { Authorization: `Bearer ${issueToken(owner)}` } });
  return { status: res.status, body: (await res.json()) as { success: boolean; response: unknown; description?: string[] } };
}

const png = (name: string) => new File([PNG], name, { type: 'image/png' });

describe('kept_images on update', () => {
  it('keeps the listed photos in their order (by public URL or stored path), drops the others, places new files where named', async () => {
    const part = ownPart();
    const res = await update(part, { kept_images: JSON.stringify([PATHS[2], 'image0', `${origin}${PATHS[0]}`]), image0: png('nova.png') });
    expect(res.body.success).toBe(true);
    expect(part.images).toHaveLength(3);
    expect(part.images[0]).toBe(PATHS[2]);
    expect(part.images[1]).toMatch(/^\/api\/uploads\//);
    expect(PATHS).not.toContain(part.images[1]);
    expect(part.images[2]).toBe(PATHS[0]);
  });

  it('new files the list does not name go last; a URL the part does not have is skipped', async () => {
    const part = ownPart();
    await update(part, { kept_images: JSON.stringify([PATHS[1], '/api/uploads/not-this-part']), image0: png('a.png') });
    expect(part.images).toHaveLength(2);
    expect(part.images[0]).toBe(PATHS[1]);
    expect(PATHS).not.toContain(part.images[1]);
  });

  it('an empty result is refused and changes nothing', async () => {
    const part = ownPart();
    const res = await update(part, { kept_images: '[]' });
    expect(res.status).toBe(422);
    expect(res.body.description).toEqual(['PRODUCT_IMAGE_REQUIRED']);
    expect(part.images).toEqual(PATHS);
  });

  it('a list that is not JSON strings is refused', async () => {
    const part = ownPart();
    for (const bad of ['not json', '{"a":1}', '[1, 2]']) {
      const res = await update(part, { kept_images: bad });
      expect(res.status).toBe(422);
      expect(res.body.description).toEqual(['PRODUCT_IMAGE_INVALID']);
    }
    expect(part.images).toEqual(PATHS);
  });

  it('without kept_images an older client gets the old behaviour: new files replace, none keeps all', async () => {
    const part = ownPart();
    await update(part, {});
    expect(part.images).toEqual(PATHS);
    await update(part, { image0: png('only.png') });
    expect(part.images).toHaveLength(1);
    expect(PATHS).not.toContain(part.images[0]);
  });

  it("counts the kept photos against the plan's maximum", async () => {
    const part = ownPart();
    const owner = db().users.find((u) => u.id === part.ownerId)!;
    const sub = db().subscriptions.find((s) => s.userId === owner.id && s.kind === 'plan' && s.status === 'ACTIVATED')!;
    const plan = db().plans.find((p) => p.id === sub.planId)!;
    plan.maxImages = 3;
    const res = await update(part, { kept_images: JSON.stringify([...PATHS, 'image0']), image0: png('quarta.png') });
    expect(res.status).toBe(409);
    expect(res.body.response).toBe('PLAN_LIMIT_REACHED');
    expect(part.images).toEqual(PATHS);
  });
});
