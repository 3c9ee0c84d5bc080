import { db } from '@pecaja/simulated-api/db';
import type { PaymentOrder } from '@pecaja/simulated-api/types';
import { callAs, giveSlip } from '../../../tests/support/simulated-api';

/** A waiting order of a subscription, given a slip in a state and then an order status. */
function orderWithSlip(state: NonNullable<PaymentOrder['bankSlip']>['state'], biStatus: number, orderStatus: PaymentOrder['status'] = 'WAITING') {
  const order = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip && o.subscriptionId)!;
  order.status = orderStatus;
  giveSlip(order, state, biStatus);
  return order;
}

function form(order: PaymentOrder) {
  const body = new FormData();
  body.set('payment_order', String(order.id));
  return { method: 'POST', body };
}

const send = (order: PaymentOrder) => callAs('/manager-bank-invoices-send', 'manager', form(order));
const cancel = (order: PaymentOrder) => callAs('/manager-bank-invoices-cancel', 'manager', form(order));
const pay = (order: PaymentOrder) =>
  callAs('/manager-bank-invoices-payment', 'manager', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ payment_order: order.id }),
  });

async function reply(res: Response) {
  return { status: res.status, ...((await res.json()) as { success: boolean; response: unknown }) };
}

describe('bank slip actions in the simulated API: which slips can be sent, paid and cancelled', () => {
  it('a registered slip is sent, then paid; a paid slip can be neither sent, paid again nor cancelled', async () => {
    const order = orderWithSlip('created', 0);
    expect(await reply(await send(order))).toMatchObject({ status: 200, response: 'BANK_SLIP_SENT' });
    expect(order.status).toBe('SENT');
    expect(await reply(await pay(order))).toMatchObject({ status: 200, response: 'BANK_SLIP_PAID' });
    expect(order.bankSlip?.state).toBe('paid');
    for (const action of [send, pay, cancel]) expect(await reply(await action(order))).toMatchObject({ status: 409, response: 'BANK_SLIP_INVALID_STATE' });
  });

  it("a cancelled order's live slip can only be cancelled", async () => {
    const order = orderWithSlip('sent', 2, 'CANCELLED');
    expect(await reply(await send(order))).toMatchObject({ status: 409, response: 'BANK_SLIP_INVALID_STATE' });
    expect(await reply(await pay(order))).toMatchObject({ status: 409, response: 'BANK_SLIP_INVALID_STATE' });
    expect(await reply(await cancel(order))).toMatchObject({ status: 200, response: 'BANK_SLIP_CANCELLED' });
    expect(order.bankSlip?.state).toBe('cancelled');
    expect(await reply(await cancel(order))).toMatchObject({ status: 409, response: 'BANK_SLIP_INVALID_STATE' });
  });

  it('cancelling a sent slip puts the order back to waiting; an order with no slip has nothing to send', async () => {
    const order = orderWithSlip('sent', 2, 'SENT');
    expect(await reply(await cancel(order))).toMatchObject({ status: 200, response: 'BANK_SLIP_CANCELLED' });
    expect(order.status).toBe('WAITING');
    const bare = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip)!;
    expect(await reply(await send(bare))).toMatchObject({ status: 409, response: 'BANK_SLIP_INVALID_STATE' });
  });
});
