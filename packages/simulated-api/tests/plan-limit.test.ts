import { describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import { db } from '@pecaja/simulated-api/db';
import { issueToken } from '@pecaja/simulated-api/http-utils';
import { DEMO } from '@pecaja/simulated-api/seed';

const base = `${window.location.origin}/api`;
const userOf = (role: keyof typeof DEMO) => db().users.find((u) => u.phone === DEMO[role].phone)!;
const owned = (role: keyof typeof DEMO) => db().products.filter((p) => p.ownerId === userOf(role).id).length;

function call(path: string, role: keyof typeof DEMO, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${issueToken(userOf(role))}`);
  return fetch(`${base}${path}`, { ...init, headers });
}

function part(name: string) {
  const fd = new FormData();
  const fields = { part_name: name, manufacturer: 'Arteb', brand: 'Fiat', model: 'Uno 2015', description: 'Farol esquerdo', price: '199.9', quantity: '1' };
  Object.entries({ ...fields, code: '', is_new: '1', is_national: '1' }).forEach(([k, v]) => fd.append(k, v));
  fd.append('image0', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'farol.png', { type: 'image/png' }));
  return { method: 'POST', body: fd };
}

describe('simulated API: the plan maximum on create', () => {
  it('creates up to the maximum, then answers 409 PLAN_LIMIT_REACHED with PLAN_LIMIT_PARTS and stores nothing', async () => {
    // The incomplete demo account holds a Basic plan; its maximum is brought to one more part.
    const before = owned('incomplete');
    db().plans.find((p) => p.name === 'Basic')!.max = before + 1;
    const last = await call('/auto_part/create', 'incomplete', part('Farol'));
    expect(last.status).toBe(200);
    expect(owned('incomplete')).toBe(before + 1);

    const refused = await call('/auto_part/create', 'incomplete', part('Lanterna'));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      success: false,
      response: 'PLAN_LIMIT_REACHED',
      description: ['PLAN_LIMIT_PARTS'],
      plan: 'Basic',
      limit: before + 1,
      limitKind: 'parts',
    });
    expect(owned('incomplete')).toBe(before + 1);
  });

  it('the demo path: the subscriber moves to the Free plan (4 parts) and is at its limit at once', async () => {
    const free = db().plans.find((p) => p.name === 'Free')!;
    const change = await call('/subscription-update-chosen', 'subscriber', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ plan_id: String(free.id), frequency: 'monthly', method: 'bank_slip', email: 'carlos@autopecassilva.com.br' }),
    });
    expect(await change.json()).toMatchObject({ success: true, response: { message: 'PAYMENT_FREE_ACTIVATED' } });

    const statement = await (await call('/subscriptions-user', 'subscriber')).json();
    const active = statement.response.data.filter((r: { status: string }) => r.status === 'ACTIVATED');
    expect(active).toEqual([expect.objectContaining({ description: 'Free', max: 4 })]);
    expect(owned('subscriber')).toBeGreaterThanOrEqual(4);

    const refused = await call('/auto_part/create', 'subscriber', part('Farol'));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      response: 'PLAN_LIMIT_REACHED',
      description: ['PLAN_LIMIT_PARTS'],
      plan: 'Free',
      limit: 4,
      limitKind: 'parts',
    });
  });

  it('a plan without a maximum (Premium, 10,000 parts) still creates', async () => {
    const res = await call('/auto_part/create', 'premium', part('Farol'));
    expect(res.status).toBe(200);
    expect(owned('premium')).toBe(10001);
  });

  it("the form's message for the refusal names the plan and its maximum in both languages", async () => {
    await i18n.loadLanguages('en');
    const values = { plan: 'Free', limit: 4 };
    expect(i18n.getFixedT('pt', 'advertiser')('form.planLimitParts', values)).toBe(
      'Seu plano Free permite até 4 peças anunciadas. Para anunciar mais peças, escolha um plano maior.',
    );
    expect(i18n.getFixedT('en', 'advertiser')('form.planLimitParts', values)).toBe(
      'Your Free plan allows up to 4 listed parts. To list more parts, choose a bigger plan.',
    );
    expect(i18n.getFixedT('pt', 'advertiser')('errors.PLAN_LIMIT_PARTS')).toBe(
      'O seu plano não permite anunciar mais peças. Faça um upgrade para anunciar mais.',
    );
  });
});
