import { http, HttpResponse } from 'msw';
import { isApiError } from '@/api/errors';
import {
  cancelBankSlip,
  cancelPaymentOrder,
  createBankSlip,
  getPaymentOrders,
  getSubscriptionsReport,
  registerBankSlipPayment,
  sendBankSlip,
} from '@/features/manager/api/manager';
import { db } from '@pecaja/simulated-api/db';
import { slipAmount } from '@pecaja/simulated-api/handlers/manager';
import { server } from '@pecaja/simulated-api/node';
import { FINANCE_ORDER_TARGET } from '@pecaja/simulated-api/seed-finance';
import { loginAs } from '../../../support/session';

const pdf = (name = 'boleto.pdf') => new File(['%PDF-1.4\n% boleto de teste\n'], name, { type: 'application/pdf' });

/** The first open order with no slip (a seeded WAITING order). */
function waitingOrder() {
  const order = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip)!;
  const sub = db().subscriptions.find((s) => s.id === order.subscriptionId)!;
  return { order, sub };
}

async function codeOf(p: Promise<unknown>): Promise<{ status: number | null; code: string }> {
  try {
    await p;
  } catch (e) {
    if (isApiError(e)) return { status: e.status, code: e.code };
    throw e;
  }
  throw new Error('expected the call to fail');
}

const slip = (paymentOrder: number, extra: Partial<{ our_number: string; barcode: string; file: File; due_date: string }> = {}) => ({
  payment_order: paymentOrder,
  due_date: '2026-12-10',
  our_number: '12345678901',
  barcode: '23790.50400 41990.000000 00000.000000 1 00000000000000',
  file: pdf(),
  ...extra,
});

describe('simulated manager API', () => {
  it('answers 401 to anyone but a manager, and to no session', async () => {
    expect(await codeOf(getPaymentOrders())).toMatchObject({ status: 401 });
    loginAs('subscriber');
    expect(await codeOf(getPaymentOrders())).toMatchObject({ status: 401 });
    expect(await codeOf(getSubscriptionsReport({ status: '', plan: '', dueDate: '' }))).toMatchObject({ status: 401 });
    expect(await codeOf(sendBankSlip(waitingOrder().order.id))).toMatchObject({ status: 401 });
    loginAs('buyer');
    expect(await codeOf(createBankSlip(slip(waitingOrder().order.id)))).toMatchObject({ status: 401 });
  });

  it('lists the 5,000 payment orders, newest first, with the user name and bi_status', async () => {
    loginAs('manager');
    const orders = await getPaymentOrders();
    expect(orders).toHaveLength(FINANCE_ORDER_TARGET);
    const dates = orders.slice(0, 50).map((o) => o.createdAt ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const { order } = waitingOrder();
    const row = orders.find((o) => o.payment_order_id === order.id)!;
    expect(row).toMatchObject({ status: 'WAITING', amount: order.amount, description: order.description, payment_method: 'bank_slip', bi_status: null });
    expect(row.user).toBe(db().users.find((u) => u.id === order.userId)!.name);
  });

  it('runs the slip lifecycle: create -> 0, send -> 2, pay -> 3 with the subscription ACTIVATED and the order PAID', async () => {
    loginAs('manager');
    const { order, sub } = waitingOrder();
    expect(await createBankSlip(slip(order.id))).toBe('PAYMENT_ORDER_SUCCESS');
    expect(sub.bi_status).toBe(0);
    expect(order.bankSlip).toMatchObject({ state: 'created', our_number: '12345678901', due_date: '2026-12-10', amount: order.amount });
    // The PDF is kept and served, so the subscriber can download it.
    expect(db().images.some((i) => order.bankSlip!.url.endsWith(i.id) && i.type === 'application/pdf')).toBe(true);
    await sendBankSlip(order.id);
    expect(sub.bi_status).toBe(2);
    expect(order.status).toBe('SENT');
    await registerBankSlipPayment(order.id);
    expect(sub.bi_status).toBe(3);
    expect(sub.status).toBe('ACTIVATED');
    expect(order.status).toBe('PAID');
    expect(order.bankSlip!.state).toBe('paid');
    // A paid slip cannot be paid or sent again.
    expect(await codeOf(registerBankSlipPayment(order.id))).toMatchObject({ status: 409 });
  });

  it('cancels a slip (-> 4) and then accepts a new one for the same order', async () => {
    loginAs('manager');
    const { order, sub } = waitingOrder();
    await createBankSlip(slip(order.id));
    expect(await codeOf(createBankSlip(slip(order.id, { our_number: '999', barcode: '888' })))).toMatchObject({ code: 'PAYMENT_ORDER_FAILED' });
    await cancelBankSlip(order.id);
    expect(sub.bi_status).toBe(4);
    expect(order.bankSlip!.state).toBe('cancelled');
    expect(await createBankSlip(slip(order.id))).toBe('PAYMENT_ORDER_SUCCESS');
    expect(sub.bi_status).toBe(0);
  });

  it('refuses an our number or barcode already used by another order: PAYMENT_ORDER_DUPLICATE', async () => {
    loginAs('manager');
    const used = db().paymentOrders.find((o) => o.bankSlip)!.bankSlip!;
    const { order } = waitingOrder();
    expect(await codeOf(createBankSlip(slip(order.id, { our_number: used.our_number })))).toEqual({ status: 409, code: 'PAYMENT_ORDER_DUPLICATE' });
    expect(await codeOf(createBankSlip(slip(order.id, { barcode: used.barcode })))).toEqual({ status: 409, code: 'PAYMENT_ORDER_DUPLICATE' });
    expect(order.bankSlip).toBeNull();
  });

  it('refuses a slip worth more than the order: PAYMENT_ORDER_AMOUNT_EXCEED', async () => {
    loginAs('manager');
    const { order } = waitingOrder();
    // Digitable line whose last 10 digits say R$ 999,99.
    const line = `${'2379050400419900000000000000000'}1${'00000'}${String(99999).padStart(10, '0')}`;
    expect(line).toHaveLength(47);
    expect(await codeOf(createBankSlip(slip(order.id, { barcode: line })))).toEqual({ status: 422, code: 'PAYMENT_ORDER_AMOUNT_EXCEED' });
    expect(order.bankSlip).toBeNull();
  });

  it('reads the slip amount from an amount field, a digitable line or a barcode, else the order amount', () => {
    expect(slipAmount({ amount: '120,50' }, 99.9)).toBe(120.5);
    expect(slipAmount({ amount: '1.234,56' }, 99.9)).toBe(1234.56);
    expect(slipAmount({ amount: '49.9' }, 99.9)).toBe(49.9);
    expect(slipAmount({ barcode: `${'1'.repeat(37)}0000004990` }, 99.9)).toBe(49.9);
    expect(slipAmount({ barcode: `341910000${'0000009990'}${'2'.repeat(25)}` }, 10)).toBe(99.9);
    // Zero in the line means "any amount": the order's.
    expect(slipAmount({ barcode: `${'1'.repeat(37)}0000000000` }, 99.9)).toBe(99.9);
    expect(slipAmount({ barcode: '123' }, 99.9)).toBe(99.9);
  });

  it('answers PAYMENT_ORDER_FAILED for a missing field or a file that is not a PDF', async () => {
    loginAs('manager');
    const { order } = waitingOrder();
    for (const bad of [
      { our_number: '' },
      { barcode: '' },
      { due_date: '' },
      { file: new File(['not a pdf'], 'boleto.pdf', { type: 'application/pdf' }) },
      { file: new File(['%PDF-1.4'], 'foto.png', { type: 'image/png' }) },
    ]) {
      expect(await codeOf(createBankSlip(slip(order.id, bad)))).toEqual({ status: 400, code: 'PAYMENT_ORDER_FAILED' });
    }
    expect(order.bankSlip).toBeNull();
  });

  it('cancels a payment order with its reason (PUT /payment-order-cancel)', async () => {
    loginAs('manager');
    const { order, sub } = waitingOrder();
    await cancelPaymentOrder(order.id, 'Cliente desistiu');
    expect(order).toMatchObject({ status: 'CANCELLED', cancelReason: 'Cliente desistiu' });
    expect(sub.status).toBe('CANCELLED');
    expect(await codeOf(cancelPaymentOrder(order.id, ''))).toMatchObject({ status: 409 });
  });

  it('filters the report by status, plan and due date, and answers a message key when nothing matches', async () => {
    loginAs('manager');
    const all = await getSubscriptionsReport({ status: '', plan: '', dueDate: '' });
    expect(all.kind).toBe('rows');
    const active = await getSubscriptionsReport({ status: 'ACTIVATED', plan: 'Premium', dueDate: '' });
    if (active.kind !== 'rows') throw new Error('rows expected');
    expect(active.rows.length).toBeGreaterThan(0);
    expect(active.rows.every((r) => r.status === 'ACTIVATED' && r.plan === 'Premium')).toBe(true);
    const due = await getSubscriptionsReport({ status: '', plan: '', dueDate: '2025-01-31' });
    if (due.kind !== 'rows') throw new Error('rows expected');
    expect(due.rows.every((r) => new Date(r.dueDate ?? '').getTime() <= new Date('2025-02-01T03:00:00Z').getTime())).toBe(true);
    expect(await getSubscriptionsReport({ status: 'WAITING', plan: 'Free', dueDate: '' })).toEqual({ kind: 'message', message: 'REPORT_NO_DATA' });
  });

  it('rejects a report with an unknown filter value', async () => {
    loginAs('manager');
    expect(await codeOf(getSubscriptionsReport({ status: 'PAID', plan: '', dueDate: '' }))).toEqual({ status: 400, code: 'BAD_REQUEST' });
    server.use(http.get('/api/manager-report', () => HttpResponse.json({ success: true, response: [{ name: 42, plan: 'Basic' }] })));
    expect(await codeOf(getSubscriptionsReport({ status: '', plan: '', dueDate: '' }))).toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
