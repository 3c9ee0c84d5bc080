import { deleteAccount } from '@/features/account/api/account';
import { createProduct, updateStock, type ProductPayload } from '@/features/adm-products/shared/api/adm-products';
import { isApiError } from '@/api/errors';
import { cancelPaymentOrder, createBankSlip } from '@/features/manager/api/manager';
import { requestPayment } from '@/features/subscriptions/api/payments';
import { saveProfile } from '@/features/profile/shared/api/profile';
import { unsubscribe } from '@/features/subscriptions/api/subscriptions';
import { isValidCpf, isValidCpfOrCnpj, todayIso } from '@/lib/validation';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { loginAs } from '../../../tests/support/session';

/** The status, code and validation list of a refused call. */
async function refusal(p: Promise<unknown>): Promise<{ status: number | null; code: string; description: unknown }> {
  try {
    await p;
  } catch (e) {
    if (isApiError(e)) return { status: e.status, code: e.code, description: e.field('description') };
    throw e;
  }
  throw new Error('expected the call to be refused');
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])], 'peca.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4\n% boleto\n'], 'boleto.pdf', { type: 'application/pdf' });
const product = (over: Partial<ProductPayload> = {}): ProductPayload => ({
  part_name: 'Amortecedor dianteiro',
  code: 'AM-1',
  manufacturer: 'Cofap',
  brand: 'Volkswagen',
  model: 'Gol 2015',
  description: 'Par de amortecedores dianteiros.',
  price: 350,
  quantity: 2,
  is_new: true,
  is_national: true,
  images: [png()],
  ...over,
});
const daysFromToday = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));

describe('CPF and CNPJ check digits in the simulated API', () => {
  it('a profile with 111.111.111-11 or a wrong check digit is refused; a real CPF is saved', async () => {
    loginAs('subscriber');
    for (const document of ['11111111111', '12345678900']) {
      const result = await saveProfile({ document });
      expect(result).toMatchObject({ kind: 'error', invalid: ['document'], help: { document: 'PROFILE_DOCUMENT_INVALID' } });
    }
    expect(await saveProfile({ document: '12345678909' })).toEqual({ kind: 'success' });
    expect(db().users.find((u) => u.phone === DEMO.subscriber.phone)!.profile.document).toBe('12345678909');
  });

  it('a profile document of 14 digits is a CNPJ, checked by its own check digits', async () => {
    loginAs('subscriber');
    for (const document of ['11222333000182', '11111111111111', '112223330001']) {
      const result = await saveProfile({ document });
      expect(result).toMatchObject({ kind: 'error', invalid: ['document'], help: { document: 'PROFILE_DOCUMENT_INVALID' } });
    }
    expect(await saveProfile({ document: '11222333000181' })).toEqual({ kind: 'success' });
    expect(db().users.find((u) => u.phone === DEMO.subscriber.phone)!.profile.document).toBe('11222333000181');
  });

  it('a payment identification must be a valid CPF or CNPJ', async () => {
    loginAs('buyer');
    const form = { email: 'ana@exemplo.com.br', method: 'bank_slip' as const };
    for (const identification of ['11111111111', '12345678900', '11222333000182', '123456789012']) {
      expect(await refusal(requestPayment({ kind: 'plan', id: 2, frequency: 'monthly' }, { ...form, identification }))).toMatchObject({
        status: 400,
        code: 'PAYMENT_INVALID_IDENTIFICATION',
      });
    }
    expect(await requestPayment({ kind: 'plan', id: 2, frequency: 'monthly' }, { ...form, identification: '11222333000181' })).toMatchObject({
      message: 'PAYMENT_REQUEST_SUCCESS',
    });
  });

  it('every seeded document and payment identification passes the rule', () => {
    const s = db();
    expect(s.users.filter((u) => u.profile.document && !isValidCpf(u.profile.document)).map((u) => u.profile.document)).toEqual([]);
    expect(s.subscriptions.filter((x) => x.identification && !isValidCpfOrCnpj(x.identification)).map((x) => x.identification)).toEqual([]);
  });
});

describe('sizes the simulated API refuses', () => {
  it('a 100,000-character part name, a 2 MB description, a price and a quantity over the limits', async () => {
    loginAs('premium');
    const before = db().products.length;
    const refused = await refusal(
      createProduct(
        product({ part_name: 'P'.repeat(100_000), description: 'd'.repeat(2 * 1024 * 1024), price: 10_000_000, quantity: 100_000, code: 'c'.repeat(61) }),
      ),
    );
    expect(refused).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(refused.description).toEqual(
      expect.arrayContaining([
        'PRODUCT_PART_NAME_TOO_LONG',
        'PRODUCT_DESCRIPTION_TOO_LONG',
        'PRODUCT_PRICE_TOO_HIGH',
        'PRODUCT_QUANTITY_TOO_HIGH',
        'PRODUCT_CODE_TOO_LONG',
      ]),
    );
    expect(db().products.length).toBe(before);
    // At the limits it is accepted.
    await createProduct(product({ part_name: 'P'.repeat(120), description: 'd'.repeat(5000), price: 9_999_999.99, quantity: 99_999 }));
    expect(db().products.length).toBe(before + 1);
  });

  it('a text that begins with "=" is refused as a formula (spaces or invisible characters before it too); "=" further on is text', async () => {
    loginAs('premium');
    const before = db().products.length;
    const refused = await refusal(createProduct(product({ part_name: '=HYPERLINK("http://x.example")', code: ' =1+1', description: '\u200b=2*3' })));
    expect(refused).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(refused.description).toEqual(['PRODUCT_PART_NAME_FORMULA', 'PRODUCT_CODE_FORMULA', 'PRODUCT_DESCRIPTION_FORMULA']);
    expect(db().products.length).toBe(before);
    await createProduct(product({ part_name: 'Filtro = original', description: 'Rosca 1/2" = 12,7 mm' }));
    expect(db().products.length).toBe(before + 1);
  });

  it('a stock over 99,999 is refused', async () => {
    loginAs('subscriber');
    const own = db().products.find((p) => p.ownerId === db().users.find((u) => u.phone === DEMO.subscriber.phone)!.id)!;
    expect(await refusal(updateStock(own.id, 100_000))).toMatchObject({ status: 422, code: 'VALIDATION_ERROR', description: ['STOCK_QUANTITY_INVALID'] });
    await updateStock(own.id, 99_999);
    expect(own.quantity).toBe(99_999);
  });

  it('the account deletion answer, a cancel reason and an order cancel reason have a maximum length', async () => {
    loginAs('buyer');
    expect(await deleteAccount({ password: DEMO.buyer.password, terms: true, nps: 'n'.repeat(1001) })).toMatchObject({
      ok: false,
      field: 'nps',
      code: 'DELETE_NPS_TOO_LONG',
    });
    expect(db().users.some((u) => u.phone === DEMO.buyer.phone)).toBe(true);

    loginAs('subscriber');
    const user = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
    const sub = db().subscriptions.find((x) => x.userId === user.id && x.kind === 'plan' && x.status === 'ACTIVATED')!;
    expect(await refusal(unsubscribe({ id: sub.id, reason: 'r'.repeat(1001) }))).toMatchObject({ status: 400, code: 'CANCEL_REASON_TOO_LONG' });
    expect(sub.status).toBe('ACTIVATED');

    loginAs('manager');
    const order = db().paymentOrders.find((o) => o.status === 'WAITING')!;
    expect(await refusal(cancelPaymentOrder(order.id, 'r'.repeat(501)))).toMatchObject({ status: 400, code: 'PAYMENT_ORDER_REASON_TOO_LONG' });
    expect(order.status).toBe('WAITING');
  });
});

describe('a bank slip due date in the past', () => {
  const slip = (paymentOrder: number, due: string) => ({
    payment_order: paymentOrder,
    due_date: due,
    our_number: '12345678901',
    barcode: '23790504004199000000000000000000100000000000000',
    file: pdf(),
  });

  it('is refused by the simulated API; today and later are accepted', async () => {
    loginAs('manager');
    const order = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip)!;
    expect(await refusal(createBankSlip(slip(order.id, daysFromToday(-3))))).toMatchObject({ status: 400, code: 'BANK_SLIP_DUE_DATE_PAST' });
    expect(order.bankSlip).toBeNull();
    expect(await createBankSlip(slip(order.id, daysFromToday(0)))).toBe('PAYMENT_ORDER_SUCCESS');
  });

  it('a due date more than a year ahead (9999-12-31) is refused by the simulated API, as by the dialog', async () => {
    loginAs('manager');
    const order = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip)!;
    for (const due of ['9999-12-31', daysFromToday(400)]) {
      expect(await refusal(createBankSlip(slip(order.id, due)))).toMatchObject({ status: 400, code: 'BANK_SLIP_DUE_DATE_TOO_LATE' });
    }
    expect(order.bankSlip).toBeNull();
    expect(await createBankSlip(slip(order.id, daysFromToday(360)))).toBe('PAYMENT_ORDER_SUCCESS');
  });
});
