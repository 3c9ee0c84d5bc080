import { db } from '@pecaja/simulated-api/db';
import { issueToken } from '@pecaja/simulated-api/http-utils';
import { DEMO } from '@pecaja/simulated-api/seed';
import { giveSlip } from '../../../tests/support/simulated-api';

interface OrderRow {
  payment_order_id: number;
  status: string;
  paidAt: string | null;
}

async function call(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(new URL(`/api${path}`, location.origin), {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  return (await res.json()) as { success: boolean; response: unknown };
}

describe('the payment date of an order (paidAt)', () => {
  it('is recorded when a payment is registered and sent with the order; orders paid before have none', async () => {
    const manager = db().users.find((u) => u.phone === DEMO.manager.phone)!;
    const token = issueToken(manager);
    // A waiting order whose bank slip was sent: the state in which a payment can be registered.
    const order = db().paymentOrders.find((o) => o.status === 'WAITING')!;
    giveSlip(order, 'sent', 2);

    const before = Date.now();
    const paid = await call('/manager-bank-invoices-payment', token, { method: 'PUT', body: JSON.stringify({ payment_order: order.id }) });
    expect(paid.success).toBe(true);

    const rows = (await call('/manager-subscription-page', token)).response as OrderRow[];
    const row = rows.find((r) => r.payment_order_id === order.id)!;
    expect(row.status).toBe('PAID');
    expect(Date.parse(row.paidAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.paidAt!)).toBeLessThanOrEqual(Date.now() + 1000);
    const others = rows.filter((r) => r.status === 'PAID' && r.payment_order_id !== order.id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.paidAt === null)).toBe(true);
  });
});
