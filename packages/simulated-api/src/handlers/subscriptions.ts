import { http } from 'msw';
import { commit, db, nextId } from '../db';
import { API, HandlerError, fail, handle, issueToken, ok, subscriberClaim, readForm, readJson, requireUser, str, userFromRequest } from '../http-utils';
import type { AdsPlan, Banner, Frequency, PaymentOrder, Plan, Subscription, User } from '../types';
import { allRealImages, publicUrl, storeUpload } from '../uploads';
import { isValidCpfOrCnpj, LIMITS } from '../app-rules';

const DAY = 86400000;
const FREQUENCIES: Frequency[] = ['monthly', 'semiannual', 'annual'];
const MONTHS: Record<Frequency, number> = { monthly: 1, semiannual: 6, annual: 12 };
/** A payment order waits this long for its bank slip to be paid. */
const ORDER_DAYS = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function asFrequency(value: string): Frequency | null {
  return (FREQUENCIES as string[]).includes(value) ? (value as Frequency) : null;
}

function priceOf(plan: Plan, frequency: Frequency): number {
  return plan[frequency];
}

function discountOf(plan: Plan, frequency: Frequency): number {
  return plan[`${frequency}_discount`];
}

/** The money saved against paying month by month (the statement shows an amount, the plan a percentage). */
function discountAmount(sub: Subscription): number {
  if (sub.kind !== 'plan' || sub.frequency === 'days') return 0;
  const plan = db().plans.find((p) => p.id === sub.planId);
  if (!plan) return 0;
  const full = plan.monthly * MONTHS[sub.frequency];
  return Math.max(0, Math.round((full - sub.amount) * 100) / 100);
}

function findPlan(id: string): Plan | undefined {
  return db().plans.find((p) => String(p.id) === id);
}

function findAdsPlan(id: string): AdsPlan | undefined {
  return db().adsPlans.find((p) => String(p.id) === id);
}

function activeAdsPackage(user: User): Subscription | undefined {
  const now = Date.now();
  return db().subscriptions.find((x) => x.userId === user.id && x.kind === 'ads' && x.status === 'ACTIVATED' && new Date(x.expires).getTime() > now);
}

function statementRow(sub: Subscription) {
  const plan = sub.kind === 'plan' ? db().plans.find((p) => p.id === sub.planId) : undefined;
  const adsPlan = sub.kind === 'ads' ? db().adsPlans.find((p) => p.id === sub.planId) : undefined;
  return {
    id: sub.id,
    planId: sub.planId,
    description: plan?.name ?? adsPlan?.name ?? '',
    status: sub.status,
    frequency: sub.frequency,
    max: plan ? (plan.max ?? 'unlimited') : (adsPlan?.days ?? null),
    expires: sub.expires,
    payment_method: sub.payment_method,
    amount: sub.amount,
    discount: discountAmount(sub),
    bi_status: sub.bi_status,
    payment_order_id: sub.payment_order_id,
  };
}

function ownSubscription(user: User, id: unknown): Subscription {
  const sub = db().subscriptions.find((x) => String(x.id) === str(id) && x.userId === user.id);
  if (!sub) throw new HandlerError(fail(404, 'SUBSCRIPTION_NOT_FOUND'));
  return sub;
}

function orderOf(sub: Subscription): PaymentOrder | undefined {
  return db().paymentOrders.find((o) => o.id === sub.payment_order_id);
}

interface PaymentInput {
  email: string;
  method: string;
  identification: string;
  planId: string;
  frequency: string;
  adsId: string;
}

type Target = { kind: 'plan'; plan: Plan; frequency: Frequency } | { kind: 'ads'; plan: AdsPlan };

/** The checks a payment request and a plan change share; messages name the field they are about. */
function validatePayment(input: PaymentInput): Target {
  const target = paymentTarget(input);
  // A free plan is paid by nothing: it needs no e-mail, document or method.
  if (target.kind === 'plan' && priceOf(target.plan, target.frequency) === 0) return target;
  if (!EMAIL.test(input.email.trim()) || input.email.trim().length > LIMITS.email) throw new HandlerError(fail(400, 'PAYMENT_INVALID_EMAIL'));
  const digits = input.identification.replace(/\D/g, '');
  // Digits only, and a CPF or CNPJ whose check digits are right.
  if (digits !== input.identification.trim() || !isValidCpfOrCnpj(digits)) {
    throw new HandlerError(fail(400, 'PAYMENT_INVALID_IDENTIFICATION'));
  }
  if (input.method.toLowerCase() !== 'bank_slip') throw new HandlerError(fail(400, 'PAYMENT_METHOD_UNAVAILABLE'));
  return target;
}

/** The plan or package a payment is for. */
function paymentTarget(input: PaymentInput): Target {
  if (input.adsId) {
    const plan = findAdsPlan(input.adsId);
    if (!plan) throw new HandlerError(fail(404, 'PLAN_NOT_FOUND'));
    return { kind: 'ads', plan };
  }
  const plan = findPlan(input.planId);
  if (!plan) throw new HandlerError(fail(404, 'PLAN_NOT_FOUND'));
  const frequency = asFrequency(input.frequency || 'monthly');
  if (!frequency) throw new HandlerError(fail(400, 'PAYMENT_INVALID_FREQUENCY'));
  return { kind: 'plan', plan, frequency };
}

/** Creates the subscription and its payment order; a free plan is active at once. */
function createSubscription(user: User, target: Target, input: PaymentInput): Subscription {
  const s = db();
  const now = Date.now();
  const amount = target.kind === 'ads' ? target.plan.cost : priceOf(target.plan, target.frequency);
  const free = amount === 0;
  const days = target.kind === 'ads' ? target.plan.days : MONTHS[target.frequency] * 30;
  const orderId = nextId();
  const sub: Subscription = {
    id: nextId(),
    userId: user.id,
    kind: target.kind,
    planId: target.plan.id,
    frequency: target.kind === 'ads' ? 'days' : target.frequency,
    status: free ? 'ACTIVATED' : 'WAITING',
    createdAt: new Date(now).toISOString(),
    expires: new Date(now + (free ? days * DAY : ORDER_DAYS * DAY)).toISOString(),
    payment_method: free ? '' : 'bank_slip',
    amount,
    discount: target.kind === 'ads' ? 0 : discountOf(target.plan, target.frequency),
    email: free ? '' : input.email.trim(),
    identification: free ? '' : input.identification,
    bi_status: null,
    payment_order_id: orderId,
  };
  s.subscriptions.push(sub);
  s.paymentOrders.push({
    id: orderId,
    subscriptionId: sub.id,
    userId: user.id,
    status: free ? 'PAID' : 'WAITING',
    amount,
    description: target.plan.name,
    payment_method: free ? '' : 'bank_slip',
    expires: new Date(now + ORDER_DAYS * DAY).toISOString(),
    createdAt: new Date(now).toISOString(),
    bankSlip: null,
  });
  if (free && target.kind === 'plan') {
    // Holding the free plan replaces any other active plan.
    for (const x of s.subscriptions) {
      if (x === sub || x.userId !== user.id || x.kind !== 'plan' || x.status !== 'ACTIVATED') continue;
      x.status = 'CANCELLED';
      commit(x);
    }
  }
  commit();
  return sub;
}

function paymentInput(fields: Record<string, unknown>): PaymentInput {
  return {
    email: str(fields.email),
    method: str(fields.method),
    identification: str(fields.identification),
    planId: str(fields.plan_id),
    frequency: str(fields.frequency),
    adsId: str(fields.ads_id),
  };
}

/** The banner's pictures in order; named as images is not enough, the bytes must be one. */
async function bannerImages(files: Record<string, File>): Promise<File[]> {
  const images = Object.keys(files)
    .filter((k) => /^image\d+$/.test(k))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)))
    .map((k) => files[k]);
  if (!(await allRealImages(images))) throw new HandlerError(fail(400, 'ADS_INVALID_IMAGE'));
  return images;
}

function validateBanner(user: User, fields: Record<string, string>) {
  const description = fields.description?.trim() ?? '';
  if (!description) throw new HandlerError(fail(400, 'ADS_DESCRIPTION_REQUIRED'));
  if (description.length > LIMITS.bannerDescription) throw new HandlerError(fail(400, 'ADS_DESCRIPTION_TOO_LONG'));
  const product = db().products.find((p) => p.uuid === fields.product && p.ownerId === user.id);
  if (!product) throw new HandlerError(fail(400, 'ADS_PRODUCT_REQUIRED'));
  return { description, product, show: fields.showDescription === '1' || fields.showDescription === 'true' };
}

function ownBanner(user: User, id: unknown): Banner {
  const banner = db().banners.find((b) => String(b.id) === str(id) && b.ownerId === user.id);
  if (!banner) throw new HandlerError(fail(404, 'ADS_NOT_FOUND'));
  return banner;
}

/** Plans, payment requests, statements, bank-slip data and banner advertising (docs/api.md, Plans and Advertiser area). */
export const subscriptionHandlers = [
  http.get(
    `${API}/subscription-page`,
    handle(({ request }) => {
      const user = userFromRequest(request);
      const signed = user ? db().subscriptions.find((x) => x.userId === user.id && x.kind === 'plan' && x.status === 'ACTIVATED') : undefined;
      const plans = db().plans.map((p) => ({
        id: p.id,
        name: p.name,
        highlight: p.highlight,
        free: p.free,
        monthly: p.monthly,
        semiannual: p.semiannual,
        annual: p.annual,
        monthly_description: p.monthly_description,
        semiannual_description: p.semiannual_description,
        annual_description: p.annual_description,
        monthly_discount: p.monthly_discount,
        semiannual_discount: p.semiannual_discount,
        annual_discount: p.annual_discount,
        description: p.description,
        max: p.max ?? 'unlimited',
      }));
      return ok(plans, { signedPlanId: signed?.planId ?? null, signedPlanFrequency: signed?.frequency ?? null });
    }),
  ),

  http.post(
    `${API}/payment-subscription-data`,
    handle(async ({ request }) => {
      requireUser(request);
      const { fields } = await readForm(request);
      const id = str(fields.plan_id);
      if (!id) return fail(400, 'PLAN_NOT_FOUND');
      if (!fields.frequency) {
        const ads = findAdsPlan(id);
        if (ads) return ok({ id: ads.id, name: ads.description || ads.name, price: ads.cost, discount: 0, limit: ads.days, period: 'days' });
      }
      const plan = findPlan(id);
      if (!plan) return fail(404, 'PLAN_NOT_FOUND');
      const frequency = asFrequency(fields.frequency || 'monthly');
      if (!frequency) return fail(400, 'PAYMENT_INVALID_FREQUENCY');
      return ok({ id: plan.id, name: plan.name, price: priceOf(plan, frequency), discount: discountOf(plan, frequency), limit: plan.max, period: frequency });
    }),
  ),

  http.post(
    `${API}/payment-request`,
    handle(async ({ request }) => {
      const user = requireUser(request, ['buyer', 'subscriber']);
      const { fields } = await readForm(request);
      const input = paymentInput(fields);
      const target = validatePayment(input);
      const waiting = db().subscriptions.some((x) => x.userId === user.id && x.kind === target.kind && x.status === 'WAITING');
      if (waiting) return fail(409, 'PAYMENT_ALREADY_WAITING');
      if (target.kind === 'plan') {
        const active = db().subscriptions.find((x) => x.userId === user.id && x.kind === 'plan' && x.status === 'ACTIVATED');
        // A plan past its expiry (its flag not yet flipped) may be bought again: that is the renewal.
        if (active && active.planId === target.plan.id && new Date(active.expires).getTime() > Date.now()) return fail(409, 'PLAN_ALREADY_SIGNED');
      }
      const sub = createSubscription(user, target, input);
      if (sub.status === 'ACTIVATED') return ok({ token: issueToken(user, request), message: 'PAYMENT_FREE_ACTIVATED' });
      return ok({ message: 'PAYMENT_REQUEST_SUCCESS' });
    }),
  ),

  http.put(
    `${API}/subscription-update-chosen`,
    handle(async ({ request }) => {
      const user = requireUser(request, ['buyer', 'subscriber']);
      const body = await readJson(request);
      const input = paymentInput(body);
      // The change step may omit the document: the current subscription's one is kept.
      const active = db().subscriptions.find((x) => x.userId === user.id && x.kind === 'plan' && x.status === 'ACTIVATED');
      if (!active) return fail(400, 'SUBSCRIPTION_NOT_UPDATEABLE');
      if (!input.identification) input.identification = active.identification;
      const target = validatePayment(input);
      if (target.kind !== 'plan') return fail(400, 'PLAN_NOT_FOUND');
      if (db().subscriptions.some((x) => x.userId === user.id && x.kind === 'plan' && x.status === 'WAITING')) return fail(409, 'PAYMENT_ALREADY_WAITING');
      if (active.planId === target.plan.id && active.frequency === target.frequency) return fail(409, 'PLAN_ALREADY_SIGNED');
      const sub = createSubscription(user, target, input);
      if (sub.status === 'ACTIVATED') return ok({ token: issueToken(user, request), message: 'PAYMENT_FREE_ACTIVATED' });
      return ok({ message: 'PAYMENT_REQUEST_SUCCESS' });
    }),
  ),

  http.get(
    `${API}/subscriptions-user`,
    handle(({ request }) => {
      const user = requireUser(request, ['buyer', 'subscriber']);
      const own = db().subscriptions.filter((x) => x.userId === user.id && x.kind === 'plan');
      const rows = [...own].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(statementRow);
      const isUpdateable = own.some((x) => x.status === 'ACTIVATED') && !own.some((x) => x.status === 'WAITING');
      return ok({ data: rows, isUpdateable });
    }),
  ),

  http.get(
    `${API}/ads-user`,
    handle(({ request }) => {
      const user = requireUser(request, ['buyer', 'subscriber']);
      const own = db().subscriptions.filter((x) => x.userId === user.id && x.kind === 'ads');
      return ok({ data: [...own].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(statementRow), isUpdateable: false });
    }),
  ),

  http.get(
    `${API}/subscription-user-bank-slip/:id`,
    handle(({ request, params }) => {
      const user = requireUser(request);
      const sub = ownSubscription(user, params.id);
      const slip = orderOf(sub)?.bankSlip;
      if (sub.bi_status === null || !slip) return fail(404, 'BANK_SLIP_NOT_FOUND');
      return ok({ id: sub.id, barcode: slip.barcode, our_number: slip.our_number, due_date: slip.due_date, url: publicUrl(request, slip.url) });
    }),
  ),

  http.put(
    `${API}/payment-update-status`,
    handle(async ({ request }) => {
      const user = requireUser(request);
      const body = await readJson(request);
      const sub = ownSubscription(user, body.id);
      // A user may only withdraw a request that is still waiting for payment.
      if (str(body.status) !== 'CANCELLED') return fail(400, 'INVALID_STATUS');
      if (sub.status !== 'WAITING') return fail(409, 'SUBSCRIPTION_NOT_WAITING');
      sub.status = 'CANCELLED';
      const order = orderOf(sub);
      if (order) {
        order.status = 'CANCELLED';
        order.cancelReason = 'USER_CANCELLED';
      }
      commit(sub, order);
      return ok('STATUS_UPDATED');
    }),
  ),

  http.put(
    `${API}/unsubscribe`,
    handle(async ({ request }) => {
      const user = requireUser(request);
      const body = await readJson(request);
      const sub = ownSubscription(user, body.id ?? body.payment_order_id);
      if (sub.status !== 'ACTIVATED') return fail(409, 'SUBSCRIPTION_NOT_ACTIVE');
      if (str(body.reason).length > LIMITS.cancelReason) return fail(400, 'CANCEL_REASON_TOO_LONG');
      sub.status = 'CANCELLED';
      sub.cancelReason = str(body.reason);
      commit(sub);
      return ok('UNSUBSCRIBE_SUCCESS', { token: issueToken(user, request) });
    }),
  ),

  http.get(
    `${API}/ads-page`,
    handle(() => ok(db().adsPlans.map((p) => ({ id: p.id, name: p.name, description: p.description, cost: p.cost, days: p.days, highlight: p.highlight })))),
  ),

  http.get(
    `${API}/ads-list`,
    handle(({ request }) => {
      const user = requireUser(request);
      const s = db();
      const rows = s.banners
        .filter((b) => b.ownerId === user.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((b) => ({
          id: b.id,
          image: publicUrl(request, b.images[0] ?? ''),
          description: b.description,
          product_name: s.products.find((p) => p.uuid === b.productUuid)?.part_name ?? '',
          due_date: b.due_date,
          created_at: b.createdAt,
        }));
      return ok(rows);
    }),
  ),

  http.get(
    `${API}/ads/:id`,
    handle(({ request, params }) => {
      const user = requireUser(request);
      const banner = ownBanner(user, params.id);
      return ok({
        id: banner.id,
        product: banner.productUuid,
        description: banner.description,
        show_description: banner.show_description,
        images: banner.images.map((i) => publicUrl(request, i)),
      });
    }),
  ),

  http.post(
    `${API}/ads`,
    handle(async ({ request }) => {
      const user = requireUser(request, ['buyer', 'subscriber']);
      const pack = activeAdsPackage(user);
      if (subscriberClaim(user) !== 'true' || !pack) return fail(403, 'ADS_SUBSCRIPTION_REQUIRED');
      const { fields, files } = await readForm(request);
      const { description, product, show } = validateBanner(user, fields);
      const images = await bannerImages(files);
      if (images.length === 0) return fail(400, 'ADS_IMAGE_REQUIRED');
      const stored: string[] = [];
      for (const f of images) stored.push(await storeUpload(f));
      const banner: Banner = {
        id: nextId(),
        ownerId: user.id,
        productUuid: product.uuid,
        description,
        show_description: show,
        images: stored,
        due_date: pack.expires,
        createdAt: new Date().toISOString(),
      };
      db().banners.push(banner);
      commit();
      return ok('ADS_CREATED', { error: null, coverImage: publicUrl(request, stored[0]) });
    }),
  ),

  http.post(
    `${API}/ads-update`,
    handle(async ({ request }) => {
      const user = requireUser(request, ['buyer', 'subscriber']);
      const { fields, files } = await readForm(request);
      const banner = ownBanner(user, fields.ads);
      const { description, product, show } = validateBanner(user, fields);
      const images = await bannerImages(files);
      const stored: string[] = [];
      for (const f of images) stored.push(await storeUpload(f));
      banner.description = description;
      banner.productUuid = product.uuid;
      banner.show_description = show;
      if (stored.length) banner.images = stored;
      // An edit changes only what the seller sent: the end date stays the one set at creation.
      commit();
      return ok('ADS_UPDATED', { error: null, coverImage: publicUrl(request, banner.images[0] ?? '') });
    }),
  ),

  http.delete(
    `${API}/ads/:id`,
    handle(({ request, params }) => {
      const user = requireUser(request);
      const banner = ownBanner(user, params.id);
      db().banners = db().banners.filter((b) => b !== banner);
      commit();
      return ok('ADS_DELETED');
    }),
  ),
];
