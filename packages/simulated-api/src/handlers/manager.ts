import { http, type HttpHandler } from 'msw';
import { commit, commitNow, db } from '../db';
import { API, HandlerError, fail, handle, ok, readForm, readJson, requireUser, str } from '../http-utils';
import type { PaymentOrder, Subscription } from '../types';
import { storeUpload, publicUrl } from '../uploads';
import { dueDateProblem, LIMITS, todayIso } from '../app-rules';

/**
 * Manager calls: payment orders, the bank-slip lifecycle and the subscriptions report.
 * Every call is manager-only (401 for anyone else, like the rest of the admin API).
 * bi_status follows the meanings fixed on Subscription.bi_status: create -> 0, send -> 2,
 * cancel -> 4, register payment -> 3 (subscription ACTIVATED, order PAID).
 */

const DAY = 86400000;
const REPORT_STATUSES = ['ACTIVATED', 'CANCELLED', 'WAITING'];
const REPORT_PLANS = ['Free', 'Basic', 'Standard', 'Premium'];

function digits(v: string): string {
  return v.replace(/\D/g, '');
}

function findOrder(raw: unknown): { order: PaymentOrder; sub: Subscription | undefined } {
  const wanted = Number(str(raw));
  const s = db();
  const order = Number.isInteger(wanted) && wanted > 0 ? s.paymentOrders.find((o) => o.id === wanted) : undefined;
  if (!order) throw new HandlerError(fail(404, 'PAYMENT_ORDER_NOT_FOUND'));
  return { order, sub: s.subscriptions.find((x) => x.id === order.subscriptionId) };
}

function biStatusOf(order: PaymentOrder, sub: Subscription | undefined): number | null {
  if (sub) return sub.bi_status;
  const slip = order.bankSlip;
  if (!slip) return null;
  return { created: 0, sent: 2, paid: 3, cancelled: 4 }[slip.state];
}

/**
 * The order a slip action (send, pay, cancel) names, with a slip that can still be acted on:
 * registered (0), its sending failed (1) or sent (2, a resend). A cancelled order's slip can
 * only be cancelled. Anything else is BANK_SLIP_INVALID_STATE.
 */
function withLiveSlip(raw: unknown, { cancelledOrder = false } = {}) {
  const { order, sub } = findOrder(raw);
  const current = biStatusOf(order, sub);
  if (!order.bankSlip || current === null || current > 2 || (order.status === 'CANCELLED' && !cancelledOrder)) {
    throw new HandlerError(fail(409, 'BANK_SLIP_INVALID_STATE'));
  }
  return { order, sub, slip: order.bankSlip };
}

/**
 * A manager's action on an order's live slip (send, cancel, register the payment): the order
 * named by `payment_order` (a form field on POST, JSON on PUT), changed by `act` and saved
 * before the reply.
 */
function slipAction(
  method: 'post' | 'put',
  path: string,
  reply: string,
  act: (live: ReturnType<typeof withLiveSlip>) => void,
  options?: { cancelledOrder: boolean },
): HttpHandler {
  return http[method](
    `${API}/${path}`,
    handle(async ({ request }) => {
      requireUser(request, ['manager']);
      const body = method === 'post' ? (await readForm(request)).fields : await readJson(request);
      const live = withLiveSlip(body.payment_order, options);
      act(live);
      await commitNow(live.order, live.sub);
      return ok(reply);
    }),
  );
}

function setBiStatus(sub: Subscription | undefined, value: number): void {
  if (sub) sub.bi_status = value;
}

/**
 * The amount a slip charges: an explicit `amount` field when sent, else the value printed in a
 * Brazilian boleto's digitable line (47 digits: last 10) or barcode (44 digits: positions 10-19),
 * else the order's amount. A zero value in the line means "any amount": the order's amount.
 */
export function slipAmount(fields: Record<string, string>, orderAmount: number): number | null {
  const explicit = (fields.amount ?? '').trim();
  if (explicit) {
    // '1.234,56' (pt-BR) or '1234.56'
    const n = explicit.includes(',') ? Number(explicit.replace(/\./g, '').replace(',', '.')) : Number(explicit);
    return Number.isFinite(n) ? n : null;
  }
  const code = digits(fields.barcode ?? '');
  const cents = code.length === 47 ? Number(code.slice(37)) : code.length === 44 ? Number(code.slice(9, 19)) : 0;
  return cents > 0 ? cents / 100 : orderAmount;
}

function isPdf(file: File | undefined, head: string): boolean {
  if (!file || file.size === 0) return false;
  const named = /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
  return named && head.startsWith('%PDF');
}

async function readHead(file: File | undefined): Promise<string> {
  if (!file) return '';
  try {
    const bytes = new Uint8Array(await file.slice(0, 5).arrayBuffer());
    return String.fromCharCode(...bytes);
  } catch {
    return '';
  }
}

function plainDate(v: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(`${v}T12:00:00Z`).getTime());
}

function monthsOf(frequency: Subscription['frequency']): number {
  return frequency === 'annual' ? 12 : frequency === 'semiannual' ? 6 : 1;
}

function orderReply(request: Request, order: PaymentOrder) {
  const s = db();
  const sub = s.subscriptions.find((x) => x.id === order.subscriptionId);
  const user = s.users.find((u) => u.id === order.userId);
  const slip = order.bankSlip;
  return {
    id: order.subscriptionId,
    payment_order_id: order.id,
    status: order.status,
    user: user?.name ?? '',
    amount: order.amount,
    description: order.description,
    payment_method: order.payment_method,
    expires: order.expires,
    bi_status: biStatusOf(order, sub),
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? null,
    bank_slip: slip
      ? { due_date: slip.due_date, barcode: slip.barcode, our_number: slip.our_number, amount: slip.amount, url: publicUrl(request, slip.url) }
      : null,
  };
}

export const managerHandlers: HttpHandler[] = [
  http.get(
    `${API}/manager-subscription-page`,
    handle(({ request }) => {
      requireUser(request, ['manager']);
      const orders = [...db().paymentOrders].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
      return ok(orders.map((o) => orderReply(request, o)));
    }),
  ),

  http.post(
    `${API}/manager-bank-invoices`,
    handle(async ({ request }) => {
      requireUser(request, ['manager']);
      const { fields, files } = await readForm(request);
      const file = files.file;
      const dueDate = (fields.due_date ?? '').trim();
      const barcode = digits(fields.barcode ?? '');
      const ourNumber = digits(fields.our_number ?? '');
      if (!fields.payment_order || !plainDate(dueDate) || !barcode || !ourNumber || !isPdf(file, await readHead(file))) {
        return fail(400, 'PAYMENT_ORDER_FAILED');
      }
      if (barcode.length > LIMITS.barcode || ourNumber.length > LIMITS.ourNumber) return fail(400, 'BANK_SLIP_TOO_LONG');
      // The dialog's window: a slip already past due cannot be paid, and none falls due more than a
      // year ahead (one day of slack at both ends for the caller's time zone).
      const dueProblem = dueDateProblem(dueDate, todayIso(), 1);
      if (dueProblem === 'tooLate') return fail(400, 'BANK_SLIP_DUE_DATE_TOO_LATE');
      if (dueProblem) return fail(400, 'BANK_SLIP_DUE_DATE_PAST');
      const { order, sub } = findOrder(fields.payment_order);
      const current = biStatusOf(order, sub);
      // A live slip (registered, sent or paid) must be cancelled before another is registered.
      if (order.status === 'PAID' || order.status === 'CANCELLED' || (current !== null && current < 4)) {
        return fail(409, 'PAYMENT_ORDER_FAILED');
      }
      const duplicate = db().paymentOrders.some(
        (o) => o.id !== order.id && o.bankSlip && (digits(o.bankSlip.our_number) === ourNumber || digits(o.bankSlip.barcode) === barcode),
      );
      if (duplicate) return fail(409, 'PAYMENT_ORDER_DUPLICATE');
      const amount = slipAmount(fields, order.amount);
      if (amount === null || amount <= 0) return fail(400, 'PAYMENT_ORDER_FAILED');
      if (amount > order.amount + 0.005) return fail(422, 'PAYMENT_ORDER_AMOUNT_EXCEED');
      const url = await storeUpload(file);
      order.bankSlip = { due_date: dueDate, barcode, our_number: ourNumber, amount, fileName: file.name, url, state: 'created' };
      order.status = 'WAITING';
      // The slip's due date is now the one to pay by, through the end of that day in Brasília: the
      // order's, and the waiting request's that the advertiser's statement shows.
      order.expires = `${dueDate}T23:59:59-03:00`;
      if (sub?.status === 'WAITING') sub.expires = order.expires;
      setBiStatus(sub, 0);
      await commitNow(order, sub);
      return ok('PAYMENT_ORDER_SUCCESS');
    }),
  ),

  slipAction('post', 'manager-bank-invoices-send', 'BANK_SLIP_SENT', ({ order, sub, slip }) => {
    slip.state = 'sent';
    order.status = 'SENT';
    setBiStatus(sub, 2);
  }),

  slipAction(
    'post',
    'manager-bank-invoices-cancel',
    'BANK_SLIP_CANCELLED',
    ({ order, sub, slip }) => {
      slip.state = 'cancelled';
      if (order.status === 'SENT') order.status = 'WAITING';
      setBiStatus(sub, 4);
    },
    { cancelledOrder: true },
  ),

  slipAction('put', 'manager-bank-invoices-payment', 'BANK_SLIP_PAID', ({ order, sub, slip }) => {
    const now = Date.now();
    slip.state = 'paid';
    order.status = 'PAID';
    order.paidAt = new Date(now).toISOString();
    if (!sub) return;
    sub.bi_status = 3;
    sub.status = 'ACTIVATED';
    const days = sub.kind === 'ads' ? (db().adsPlans.find((p) => p.id === sub.planId)?.days ?? 30) : monthsOf(sub.frequency) * 30;
    sub.expires = new Date(now + days * DAY).toISOString();
    // A paid plan replaces the plan the user held before (a plan change).
    if (sub.kind === 'plan') {
      db()
        .subscriptions.filter((x) => x.id !== sub.id && x.userId === sub.userId && x.kind === 'plan' && x.status === 'ACTIVATED')
        .forEach((x) => {
          x.status = 'CANCELLED';
          x.cancelReason = 'PLAN_CHANGED';
          commit(x);
        });
    }
  }),

  http.put(
    `${API}/payment-order-cancel`,
    handle(async ({ request }) => {
      requireUser(request, ['manager']);
      const body = await readJson(request);
      // The product also allowed the id as `id`; the decided payload says payment_order_id (docs/api.md).
      const { order, sub } = findOrder(body.payment_order_id ?? body.id);
      if (order.status === 'PAID' || order.status === 'CANCELLED') return fail(409, 'PAYMENT_ORDER_INVALID_STATE');
      if (str(body.reason).trim().length > LIMITS.orderCancelReason) return fail(400, 'PAYMENT_ORDER_REASON_TOO_LONG');
      const reason = str(body.reason).trim();
      order.status = 'CANCELLED';
      order.cancelReason = reason;
      if (order.bankSlip && order.bankSlip.state !== 'paid') order.bankSlip.state = 'cancelled';
      if (sub) {
        sub.status = 'CANCELLED';
        sub.cancelReason = reason;
        if (sub.bi_status !== null) sub.bi_status = 4;
      }
      await commitNow(order, sub);
      return ok('PAYMENT_ORDER_CANCELLED');
    }),
  ),

  http.get(
    `${API}/manager-report`,
    handle(({ request }) => {
      requireUser(request, ['manager']);
      const q = new URL(request.url).searchParams;
      const type = q.get('type') ?? '';
      const status = (q.get('status') ?? '').trim();
      const plan = (q.get('plan') ?? '').trim();
      const dueDate = (q.get('dueDate') ?? '').trim();
      if (type !== 'subscriptions') return fail(400, 'BAD_REQUEST');
      if ((status && !REPORT_STATUSES.includes(status)) || (plan && !REPORT_PLANS.includes(plan)) || (dueDate && !plainDate(dueDate))) {
        return fail(400, 'BAD_REQUEST');
      }
      const s = db();
      const users = new Map(s.users.map((u) => [u.id, u]));
      const plans = new Map(s.plans.map((p) => [p.id, p]));
      // dueDate keeps the subscriptions due on or before that day (end of the day in Brasília).
      const until = dueDate ? new Date(`${dueDate}T23:59:59.999-03:00`).getTime() : Infinity;
      const rows = s.subscriptions
        .filter((x) => x.kind === 'plan')
        .filter((x) => !status || x.status === status)
        .filter((x) => !plan || plans.get(x.planId)?.name === plan)
        .filter((x) => new Date(x.expires).getTime() <= until)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
        .map((x) => ({
          name: users.get(x.userId)?.name ?? '',
          plan: plans.get(x.planId)?.name ?? '',
          status: x.status,
          createdAt: x.createdAt,
          dueDate: x.expires,
        }));
      return rows.length ? ok(rows) : ok('REPORT_NO_DATA');
    }),
  ),
];
