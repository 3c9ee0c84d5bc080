import { db } from '@/mocks/db';
import type { PaymentOrder } from '@/mocks/types';
import { issueToken } from '@/mocks/http-utils';
import { DEMO } from '@/mocks/seed';

/** Calls the simulated API (msw/node) as a demo account, or with no session for null. */
export function callAs(path: string, role: keyof typeof DEMO | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (role) headers.set('Authorization', `Bearer ${issueToken(db().users.find((u) => u.phone === DEMO[role].phone)!)}`);
  return fetch(`${window.location.origin}/api${path}`, { ...init, headers });
}

/** A part's fields as the product form sends them: every required one filled and valid. */
export const PART_FIELDS = {
  part_name: 'Farol',
  manufacturer: 'Arteb',
  brand: 'Fiat',
  model: 'Uno 2015',
  description: 'Farol esquerdo',
  price: '199.9',
  quantity: '1',
  is_new: '1',
  is_national: '0',
  code: '',
};

/**
 * Gives an order a bank slip in a state, its subscription's bi_status kept in step
 * (0 registered, 2 sent, 3 paid, 4 cancelled).
 */
export function giveSlip(order: PaymentOrder, state: NonNullable<PaymentOrder['bankSlip']>['state'], biStatus: number) {
  order.bankSlip = {
    due_date: '2026-12-10',
    barcode: '1'.repeat(44),
    our_number: '99887766',
    amount: order.amount,
    fileName: 'b.pdf',
    url: '/demo/boleto-exemplo.pdf',
    state,
  };
  const sub = db().subscriptions.find((s) => s.id === order.subscriptionId);
  if (sub) sub.bi_status = biStatus;
}
