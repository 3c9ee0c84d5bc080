import { createProduct, findCreatedProduct } from '@/features/adm-products/shared/api/adm-products';
import { createBanner, findCreatedBanner } from '@/features/ads/shared/api/ads';
import { ApiError } from '@/api/errors';
import { isOutcomeUnknown } from '@/api/lost-reply';
import { createBankSlip, findBankSlip } from '@/features/manager/api/manager';
import { findPaymentRequest, requestPayment } from '@/features/subscriptions/api/payments';
import { findInterest, requestEngagement } from '@/api/interest';
import { todayIso } from '@/lib/validation';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { subscriberWithAdsPackage } from '../support/ads';
import { loginAs } from '../support/session';

/** How a create whose reply was lost is found again (docs/api.md, "A create whose reply was lost"). */

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'a.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4\n% boleto\n'], 'boleto.pdf', { type: 'application/pdf' });
const HOUR = 3_600_000;
const part = {
  part_name: 'Farol de milha',
  code: 'FM-77',
  manufacturer: 'Arteb',
  brand: 'Fiat',
  model: 'Uno 2015',
  description: 'Farol',
  price: 199.9,
  quantity: 1,
  is_new: true,
  is_national: true,
};

describe('isOutcomeUnknown', () => {
  it('no reply, a 5xx or a reply that is not the envelope may have been carried out; a refusal, a 4xx or a call that never left was not', () => {
    const unknown = [
      new ApiError({ kind: 'timeout', status: null, code: 'TIMEOUT' }),
      new ApiError({ kind: 'network', status: null, code: 'NETWORK_ERROR' }),
      new ApiError({ kind: 'network', status: null, code: 'OFFLINE' }),
      new ApiError({ kind: 'http', status: 502, code: 'HTTP_502' }),
      new ApiError({ kind: 'contract', status: 200, code: 'BAD_RESPONSE' }),
    ];
    const known = [
      new ApiError({ kind: 'network', status: null, code: 'OFFLINE', sent: false }),
      new ApiError({ kind: 'http', status: 422, code: 'VALIDATION_ERROR' }),
      new ApiError({ kind: 'http', status: 401, code: 'ACCESS_DENIED' }),
      new ApiError({ kind: 'refused', status: 200, code: 'X' }),
      new Error('x'),
    ];
    expect(unknown.map(isOutcomeUnknown)).toEqual(unknown.map(() => true));
    expect(known.map(isOutcomeUnknown)).toEqual(known.map(() => false));
  });
});

describe('finding a create again', () => {
  it('part: the one listed since the send with the same code, or the same name, price and photos; never an older one', async () => {
    loginAs('subscriber');
    const since = Date.now();
    await createProduct({ ...part, images: [png()] });
    expect(await findCreatedProduct({ part_name: 'x', code: 'fm-77', price: 1, photos: 9 }, since)).toMatchObject({ part_name: 'Farol de milha' });
    expect(await findCreatedProduct({ part_name: 'Farol de milha', code: '', price: 199.9, photos: 1 }, since)).toMatchObject({ code: 'FM-77' });
    expect(await findCreatedProduct({ part_name: 'Farol de milha', code: '', price: 199.9, photos: 2 }, since)).toBeNull();
    // Sent an hour later: the part listed now is not that create's.
    expect(await findCreatedProduct({ part_name: 'Farol de milha', code: 'FM-77', price: 199.9, photos: 1 }, since + HOUR)).toBeNull();
  });

  it('banner: the one created since the send with the same description and part', async () => {
    const { product } = subscriberWithAdsPackage({ subscription: 94001, order: 94002 });
    const since = Date.now();
    await createBanner({ product: product.uuid, description: 'Faróis em oferta', showDescription: true, images: [png()] });
    expect(await findCreatedBanner({ description: 'faróis em oferta', productName: product.part_name }, since)).toMatchObject({
      description: 'Faróis em oferta',
    });
    expect(await findCreatedBanner({ description: 'Faróis em oferta', productName: 'Outra peça' }, since)).toBeNull();
    expect(await findCreatedBanner({ description: 'Faróis em oferta', productName: product.part_name }, since + HOUR)).toBeNull();
  });

  it('payment: the row of the same plan and frequency waiting for payment', async () => {
    loginAs('buyer');
    const target = { kind: 'plan', id: 2, frequency: 'monthly' } as const;
    expect(await findPaymentRequest({ target, free: false })).toBeNull();
    await requestPayment(target, { email: 'ana@exemplo.com.br', method: 'bank_slip', identification: '12345678909' });
    expect(await findPaymentRequest({ target, free: false })).toMatchObject({ planId: 2, status: 'WAITING' });
    expect(await findPaymentRequest({ target: { ...target, frequency: 'annual' }, free: false })).toBeNull();
  });

  it('bank slip: a live slip on the same order with the same our number', async () => {
    loginAs('manager');
    const order = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip)!;
    expect(await findBankSlip({ payment_order: order.id, our_number: '8877' })).toBeNull();
    await createBankSlip({
      payment_order: order.id,
      due_date: todayIso(new Date(Date.now() + 3 * 86_400_000)),
      barcode: '11112222333344445555',
      our_number: '8877',
      file: pdf(),
    });
    expect(await findBankSlip({ payment_order: order.id, our_number: '8877' })).toMatchObject({ id: order.subscriptionId });
    expect(await findBankSlip({ payment_order: order.id, our_number: '8878' })).toBeNull();
    db().subscriptions.find((s) => s.id === order.subscriptionId)!.bi_status = 4;
    expect(await findBankSlip({ payment_order: order.id, our_number: '8877' })).toBeNull();
  });

  it('interest: the phone answers once the interest exists', async () => {
    loginAs('buyer');
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    const asked = new Set(
      db()
        .engagements.filter((e) => e.buyerId === buyer.id)
        .map((e) => e.productId),
    );
    const product = db().products.find((p) => p.quantity > 0 && p.ownerId !== buyer.id && !asked.has(p.id))!;
    expect(await findInterest(product.url)).toBeNull();
    await requestEngagement(product.id, 'CALL');
    expect(await findInterest(product.url)).toMatchObject({ phoneNumber: expect.any(String) });
  });
});
