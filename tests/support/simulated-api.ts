import { getResponse, http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { handlers } from '@pecaja/simulated-api/handlers';
import { server } from '@pecaja/simulated-api/node';
import type { PaymentOrder } from '@pecaja/simulated-api/types';
import { issueToken } from '@pecaja/simulated-api/http-utils';
import { DEMO } from '@pecaja/simulated-api/seed';

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

type Method = 'get' | 'post' | 'put';

/** The simulated API's own answer to a request (whatever a test has put in front of it). */
function answer(request: Request) {
  return getResponse(handlers, request, { baseUrl: new URL(request.url).origin });
}

/**
 * The server carries out the next `create` call, then its reply is lost on the way back (the app
 * sees a connection error). The `check` calls made after that wait until `release()`, so a test
 * can see what the app does while it checks; they then get the simulated API's answer.
 */
export function actThenLoseReply(create: [Method, string], check: [Method, string]) {
  let acted = false;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  server.use(
    http[create[0]](
      `/api${create[1]}`,
      async ({ request }) => {
        await answer(request);
        acted = true;
        return HttpResponse.error();
      },
      { once: true },
    ),
    http[check[0]](`/api${check[1]}`, async ({ request }) => {
      if (acted) await gate;
      return answer(request);
    }),
  );
  return { release: () => open(), acted: () => acted };
}
