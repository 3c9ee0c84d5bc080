import { http, type HttpHandler } from 'msw';
import {
  countInvoices,
  foldText,
  formulaCode,
  isValidPrice,
  isValidQuantity,
  LIMITS,
  type ProductFields,
  type ProductTextField,
  productTexts,
  startsAsFormula,
  wholeNumber,
} from '../app-rules';
import { commit, db, nextId } from '../db';
import { API, fail, handle, HandlerError, ok, readForm, readJson, requireSubscriber, requireUser, str, subscriberClaim } from '../http-utils';
import { slugify } from '../seed';
import { MAKES, PART_TYPES } from '../seed-vocabulary';
import type { Engagement, Plan, Product, User } from '../types';
import { allRealImages, publicUrl, storeUpload } from '../uploads';

/* ---------- shared helpers ---------- */

function activePlan(user: User): Plan | null {
  const s = db();
  const sub = s.subscriptions.find((x) => x.userId === user.id && x.kind === 'plan' && x.status === 'ACTIVATED');
  return sub ? (s.plans.find((p) => p.id === sub.planId) ?? null) : null;
}

function ownProduct(user: User, id: string | readonly string[] | undefined): Product {
  const n = Number(id);
  const product = db().products.find((p) => p.id === n && p.ownerId === user.id);
  if (!product) throw new HandlerError(fail(404, 'PRODUCT_NOT_FOUND'));
  return product;
}

function validationError(messages: string[]): never {
  throw new HandlerError(fail(422, 'VALIDATION_ERROR', { description: messages }));
}

/**
 * A quick change to one of the advertiser's own products (PUT with `product` and the new value):
 * `read` checks the value (a 422 when it is wrong, before the product is looked up), `apply` sets
 * it and says the reply; the product is saved before the reply goes.
 */
function productChange<T>(path: string, read: (body: Record<string, unknown>) => T, apply: (product: Product, value: T) => Response): HttpHandler {
  return http.put(
    `${API}/${path}`,
    handle(async ({ request }) => {
      const user = requireSubscriber(request);
      const body = await readJson(request);
      const value = read(body);
      const product = ownProduct(user, str(body.product));
      const reply = apply(product, value);
      commit(product);
      return reply;
    }),
  );
}

/** The app words the limit from plan, limit and limitKind; the description is the catalogue key. */
function planLimit(plan: Plan, kind: 'parts' | 'images', limit: number): never {
  const key = kind === 'parts' ? 'PLAN_LIMIT_PARTS' : 'PLAN_LIMIT_IMAGES';
  throw new HandlerError(fail(409, 'PLAN_LIMIT_REACHED', { plan: plan.name, limit, limitKind: kind, description: [key] }));
}

/** What a create sets and an update replaces: every field but the part's name, which is fixed once it exists. */
function editableFields(input: ProductInput) {
  return {
    code: input.code,
    manufacturer: input.manufacturer,
    brand: input.brand,
    model: input.model,
    description: input.description,
    price: input.price,
    quantity: input.quantity,
    is_new: input.is_new,
    is_national: input.is_national,
    compatibility: `${input.brand} ${input.model}`,
    informations: input.description,
  };
}

function coverOf(product: Product): string {
  return product.images[0] ?? '';
}

/** An advertiser's own listing as both the list and the edit form read it; each adds its own fields. */
function ownListing(request: Request, p: Product) {
  return {
    id: p.id,
    uuid: p.uuid,
    url: p.url,
    part_name: p.part_name,
    image: publicUrl(request, coverOf(p)),
    brand: p.brand,
    model: p.model,
    description: p.description,
    is_new: p.is_new,
    is_national: p.is_national,
    price: p.price,
    quantity: p.quantity,
  };
}

/* ---------- product form ---------- */

/** Validation messages are catalogue keys: the app shows each in the user's language. */
const REQUIRED_FIELDS: Array<[string, string]> = [
  ['part_name', 'PRODUCT_PART_NAME_REQUIRED'],
  ['manufacturer', 'PRODUCT_MANUFACTURER_REQUIRED'],
  ['brand', 'PRODUCT_BRAND_REQUIRED'],
  ['model', 'PRODUCT_MODEL_REQUIRED'],
  ['description', 'PRODUCT_DESCRIPTION_REQUIRED'],
];

/** The longest text each field may hold (the form's own limits). */
const TEXT_LIMITS: Array<[string, number, string]> = [
  ['part_name', LIMITS.partName, 'PRODUCT_PART_NAME_TOO_LONG'],
  ['code', LIMITS.productCode, 'PRODUCT_CODE_TOO_LONG'],
  ['manufacturer', LIMITS.manufacturer, 'PRODUCT_MANUFACTURER_TOO_LONG'],
  ['brand', LIMITS.brand, 'PRODUCT_BRAND_TOO_LONG'],
  ['model', LIMITS.model, 'PRODUCT_MODEL_TOO_LONG'],
  ['description', LIMITS.description, 'PRODUCT_DESCRIPTION_TOO_LONG'],
];

/** The part's fields with the photos sent. */
interface ProductInput extends ProductFields {
  images: File[];
  /** Each photo's field name (image0, image1...), in the order of `images`. */
  imageFields: string[];
}

/** Reads and validates the multipart product payload: the same required fields as the form, price > 0, quantity >= 1, images on create. */
async function readProductForm(request: Request, opts: { update: boolean }): Promise<{ input: ProductInput; id: number; keptImages?: string }> {
  const { fields, files } = await readForm(request);
  const messages: string[] = [];
  const text = (k: string) => (fields[k] ?? '').trim();
  for (const [key, message] of REQUIRED_FIELDS) {
    if (opts.update && key === 'part_name') continue;
    if (!text(key)) messages.push(message);
  }
  for (const [key, max, message] of TEXT_LIMITS) {
    if (text(key).length > max) messages.push(message);
    // Stored as text, never as a formula (lib/product-rules); an update keeps the part's name as it is.
    else if (startsAsFormula(text(key)) && !(opts.update && key === 'part_name')) messages.push(formulaCode(key as ProductTextField));
  }
  const price = Number(text('price').replace(',', '.'));
  if (!text('price') || !Number.isFinite(price) || price <= 0) messages.push('PRODUCT_PRICE_INVALID');
  else if (!isValidPrice(price)) messages.push('PRODUCT_PRICE_TOO_HIGH');
  // Digits only: '1.5', '1e3' or '0x10' are refused, never read as another number.
  const quantity = wholeNumber(text('quantity'));
  if (!Number.isInteger(quantity) || quantity < 1) messages.push('PRODUCT_QUANTITY_INVALID');
  else if (!isValidQuantity(quantity)) messages.push('PRODUCT_QUANTITY_TOO_HIGH');
  const imageFields = Object.keys(files)
    .filter((k) => /^image\d+$/.test(k))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
  const images = imageFields.map((k) => files[k]);
  if (!opts.update && images.length === 0) messages.push('PRODUCT_IMAGE_REQUIRED');
  // Named as an image is not enough: the bytes must be PNG, JPEG, WebP or GIF.
  if (!(await allRealImages(images))) messages.push('PRODUCT_IMAGE_INVALID');
  const id = Number(text('id'));
  if (opts.update && (!Number.isInteger(id) || id <= 0)) messages.push('PRODUCT_ID_REQUIRED');
  if (messages.length) validationError(messages);
  return {
    id,
    keptImages: fields.kept_images,
    input: {
      ...productTexts(text),
      price: Math.round(price * 100) / 100,
      quantity,
      is_new: fields.is_new === '1' || fields.is_new === 'true',
      is_national: fields.is_national === '1' || fields.is_national === 'true',
      images,
      imageFields,
    },
  };
}

/**
 * The photos an update leaves the part with, when it sends `kept_images`: a JSON list, in order,
 * of the part's photos to keep (by the URL the app was given, or the stored path) and of new
 * files by their field name ('image0'). A URL the part does not have is skipped (a photo removed
 * meanwhile); new files the list does not name go last. Stored paths stay strings; new photos
 * are their files. Null when the update sends no list (every current photo stays unless new ones
 * are sent).
 */
function keptImagesOf(request: Request, product: Product, input: ProductInput, raw: string | undefined): Array<string | File> | null {
  if (raw === undefined) return null;
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    list = null;
  }
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) validationError(['PRODUCT_IMAGE_INVALID']);
  const out: Array<string | File> = [];
  const used = new Set<number>();
  for (const entry of list as string[]) {
    const field = input.imageFields.indexOf(entry);
    if (field >= 0) {
      if (!used.has(field)) out.push(input.images[field]);
      used.add(field);
      continue;
    }
    const stored = product.images.find((p) => p === entry || publicUrl(request, p) === entry);
    if (stored && !out.includes(stored)) out.push(stored);
  }
  input.images.forEach((file, i) => {
    if (!used.has(i)) out.push(file);
  });
  if (out.length === 0) validationError(['PRODUCT_IMAGE_REQUIRED']);
  return out;
}

function categoryOf(partName: string): string {
  const name = foldText(partName);
  return PART_TYPES.find((t) => name.startsWith(foldText(t.name)))?.category ?? 'Outros';
}

/* ---------- engagements ---------- */

function engagementRow(e: Engagement) {
  const s = db();
  const product = s.products.find((p) => p.id === e.productId);
  const buyer = s.users.find((u) => u.id === e.buyerId);
  return {
    id: e.id,
    engagement_id: e.id,
    interested: buyer?.name ?? '',
    car_part: product?.part_name ?? '',
    product_id: e.productId,
    date: e.date,
    status: e.status,
    quantity: e.quantity,
    contact_preference: e.contactPreference,
    // A buyer who chose to be reached by WhatsApp or a call gave the advertiser their phone with it.
    ...(e.contactPreference !== 'EMAIL' && buyer?.phone ? { interested_phone: buyer.phone } : {}),
    // A buyer who chose e-mail gave the advertiser the e-mail of their account with it.
    ...(e.contactPreference === 'EMAIL' && buyer?.email ? { interested_email: buyer.email } : {}),
  };
}

function ownEngagements(user: User) {
  const s = db();
  const mine = new Set(s.products.filter((p) => p.ownerId === user.id).map((p) => p.id));
  return s.engagements
    .filter((e) => mine.has(e.productId))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(engagementRow);
}

function ownEngagement(user: User, id: number): Engagement {
  const s = db();
  const e = s.engagements.find((x) => x.id === id);
  const product = e && s.products.find((p) => p.id === e.productId);
  if (!e || !product || product.ownerId !== user.id) throw new HandlerError(fail(404, 'ENGAGEMENT_NOT_FOUND'));
  return e;
}

function markSold(e: Engagement, quantity: number): void {
  const product = db().products.find((p) => p.id === e.productId);
  if (product) {
    product.quantity = Math.max(0, product.quantity - quantity);
    commit(product);
  }
  e.status = 'SOLD';
  e.quantity = quantity;
}

type AnswerOption = 'SEND_USER_DATA' | 'SOLD_CAR_PART' | 'NO_NEGOTIATION';

const ANSWER_DESCRIPTIONS: Record<AnswerOption, string> = {
  SEND_USER_DATA: 'ENGAGEMENT_DATA_SENT',
  SOLD_CAR_PART: 'ENGAGEMENT_SOLD',
  NO_NEGOTIATION: 'ENGAGEMENT_NO_NEGOTIATION',
};

/* ---------- autocomplete vocabularies ---------- */

function distinct(values: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const v of values) {
    const key = foldText(v);
    if (v && !seen.has(key)) seen.set(key, v);
  }
  return [...seen.values()];
}

function matchTerm(list: string[], term: string, limit = 10): string[] {
  const t = foldText(term.trim());
  if (t.length === 0) return [];
  const starts = list.filter((v) => foldText(v).startsWith(t));
  const contains = list.filter((v) => !foldText(v).startsWith(t) && foldText(v).includes(t));
  return [...starts, ...contains].slice(0, limit);
}

function termOf(request: Request): string {
  return new URL(request.url).searchParams.get('term') ?? '';
}

/* ---------- handlers ---------- */

export const advertiserHandlers: HttpHandler[] = [
  http.get(
    `${API}/adm-dashboard-page`,
    handle(({ request }) => {
      const user = requireUser(request);
      const s = db();
      if (user.role === 'manager') return ok(countInvoices(s.paymentOrders));
      if (subscriberClaim(user) !== 'true') return fail(403, 'SUBSCRIPTION_REQUIRED');
      const sub = s.subscriptions.find((x) => x.userId === user.id && x.kind === 'plan' && x.status === 'ACTIVATED')!;
      const plan = s.plans.find((p) => p.id === sub.planId);
      const products = s.products.filter((p) => p.ownerId === user.id);
      const byProduct = new Map<number, number>();
      const ids = new Set(products.map((p) => p.id));
      for (const e of s.engagements) if (ids.has(e.productId)) byProduct.set(e.productId, (byProduct.get(e.productId) ?? 0) + 1);
      const engagementData = [...byProduct.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([productId, engagement]) => ({ part_name: products.find((p) => p.id === productId)?.part_name ?? '', engagement }));
      const mostViewed = [...products].sort((a, b) => b.views - a.views).slice(0, 5);
      return ok({
        subscriptions: { created: sub.createdAt, plan: plan?.name ?? '', frequency: sub.frequency, expires: sub.expires },
        publishedCarParts: products.length,
        nationalCarParts: products.filter((p) => p.is_national).length,
        importedCarParts: products.filter((p) => !p.is_national).length,
        engagement: { total: engagementData.reduce((n, r) => n + r.engagement, 0), data: engagementData },
        mostViewedCarParts: mostViewed.map((p) => ({ image: publicUrl(request, coverOf(p)), description: p.part_name, url: p.url, views: p.views })),
      });
    }),
  ),

  http.get(
    `${API}/products-adm/list`,
    handle(({ request }) => {
      const user = requireSubscriber(request);
      const list = db()
        .products.filter((p) => p.ownerId === user.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return ok(
        list.map((p) => ({
          ...ownListing(request, p),
          // What the list sorts, filters and rates a listing by.
          created_at: p.createdAt,
          code: p.code,
          status: p.status ?? 'ACTIVE',
          image_count: p.images.length,
        })),
      );
    }),
  ),

  http.get(
    `${API}/products-adm/:id`,
    handle(({ request, params }) => {
      const p = ownProduct(requireSubscriber(request), params.id);
      return ok({ ...ownListing(request, p), manufacturer: p.manufacturer, product_code: p.code, images: p.images.map((i) => publicUrl(request, i)) });
    }),
  ),

  http.get(
    `${API}/search-product-data/:id`,
    handle(({ request, params }) => {
      requireSubscriber(request);
      const p = db().products.find((x) => x.id === Number(params.id));
      if (!p) return fail(404, 'PRODUCT_NOT_FOUND');
      // Catalogue data only: another advertiser's price, stock and code stay private.
      return ok({ id: p.id, part_name: p.part_name, manufacturer: p.manufacturer, brand: p.brand, model: p.model, description: p.description });
    }),
  ),

  http.get(
    `${API}/autocomplete/part-name`,
    handle(({ request }) => {
      requireSubscriber(request);
      const t = foldText(termOf(request).trim());
      if (!t) return ok([]);
      const seen = new Set<string>();
      const rows: Array<{ id: number; part_name: string }> = [];
      for (const p of db().products) {
        const key = foldText(p.part_name);
        if (seen.has(key) || !key.includes(t)) continue;
        seen.add(key);
        rows.push({ id: p.id, part_name: p.part_name });
      }
      rows.sort((a, b) => Number(!foldText(a.part_name).startsWith(t)) - Number(!foldText(b.part_name).startsWith(t)));
      return ok(rows.slice(0, 10));
    }),
  ),

  http.get(
    `${API}/autocomplete/manufacturer`,
    handle(({ request }) => {
      requireSubscriber(request);
      const list = distinct([...PART_TYPES.flatMap((t) => t.manufacturers), ...db().products.map((p) => p.manufacturer)]);
      return ok(matchTerm(list, termOf(request)));
    }),
  ),

  http.get(
    `${API}/autocomplete/brand`,
    handle(({ request }) => {
      requireSubscriber(request);
      return ok(matchTerm(distinct(MAKES.map((m) => m.name)), termOf(request)));
    }),
  ),

  http.get(
    `${API}/autocomplete/model`,
    handle(({ request }) => {
      requireSubscriber(request);
      return ok(matchTerm(distinct(MAKES.flatMap((m) => m.models)), termOf(request)));
    }),
  ),

  http.post(
    `${API}/auto_part/create`,
    handle(async ({ request }) => {
      const user = requireSubscriber(request);
      const { input } = await readProductForm(request, { update: false });
      const s = db();
      const plan = activePlan(user);
      if (plan) {
        const owned = s.products.filter((p) => p.ownerId === user.id).length;
        if (plan.max !== null && owned >= plan.max) planLimit(plan, 'parts', plan.max);
        if (plan.maxImages !== null && input.images.length > plan.maxImages) planLimit(plan, 'images', plan.maxImages);
      }
      const images: string[] = [];
      for (const f of input.images) images.push(await storeUpload(f));
      const id = nextId();
      const product: Product = {
        id,
        uuid: crypto.randomUUID(),
        url: `${slugify(`${input.part_name} ${input.model}`)}-${id}`,
        ownerId: user.id,
        part_name: input.part_name,
        ...editableFields(input),
        images,
        category: categoryOf(input.part_name),
        views: 0,
        rate: 5,
        createdAt: new Date().toISOString(),
      };
      s.products.push(product);
      commit();
      return ok('PRODUCT_CREATED', { coverImage: publicUrl(request, images[0]), description: product.part_name, id: product.id, url: product.url });
    }),
  ),

  http.post(
    `${API}/auto-part/update`,
    handle(async ({ request }) => {
      const user = requireSubscriber(request);
      const { input, id, keptImages } = await readProductForm(request, { update: true });
      const product = ownProduct(user, String(id));
      const plan = activePlan(user);
      const kept = keptImagesOf(request, product, input, keptImages);
      const count = kept ? kept.length : input.images.length;
      if (plan && plan.maxImages !== null && count > plan.maxImages) planLimit(plan, 'images', plan.maxImages);
      if (kept) {
        const images: string[] = [];
        for (const slot of kept) images.push(typeof slot === 'string' ? slot : await storeUpload(slot));
        product.images = images;
      } else if (input.images.length) {
        // Without kept_images (an older client), sent photos replace the old ones.
        const images: string[] = [];
        for (const f of input.images) images.push(await storeUpload(f));
        product.images = images;
      }
      // part_name is read-only once the product exists.
      Object.assign(product, editableFields(input));
      commit(product);
      return ok('PRODUCT_UPDATED', { coverImage: publicUrl(request, coverOf(product)), description: product.part_name, id: product.id, url: product.url });
    }),
  ),

  http.delete(
    `${API}/products-adm/:id`,
    handle(({ request, params }) => {
      const user = requireSubscriber(request);
      const product = ownProduct(user, params.id);
      const s = db();
      s.products = s.products.filter((p) => p.id !== product.id);
      s.engagements = s.engagements.filter((e) => e.productId !== product.id);
      s.banners = s.banners.filter((b) => b.productUuid !== product.uuid);
      commit();
      return ok('PRODUCT_DELETED');
    }),
  ),

  productChange(
    'product-adm-stock',
    (body) => {
      const quantity = Number(body.quantity);
      if (str(body.quantity) === '' || !isValidQuantity(quantity, 0)) validationError(['STOCK_QUANTITY_INVALID']);
      return quantity;
    },
    (product, quantity) => {
      product.quantity = quantity;
      return ok({ id: product.id, quantity }, { description: ['STOCK_UPDATED'] });
    },
  ),

  productChange(
    'product-adm-status',
    (body) => {
      const status = str(body.status);
      if (status !== 'ACTIVE' && status !== 'PAUSED') validationError(['PRODUCT_STATUS_INVALID']);
      return status;
    },
    (product, status) => {
      product.status = status;
      return ok('PRODUCT_STATUS_UPDATED');
    },
  ),

  http.get(
    `${API}/engagement-page`,
    handle(({ request }) => {
      const user = requireSubscriber(request);
      return ok(ownEngagements(user));
    }),
  ),

  http.get(
    `${API}/engagement-page-product/:id`,
    handle(({ request, params }) => {
      const user = requireSubscriber(request);
      const product = ownProduct(user, params.id);
      return ok(db().engagements.filter((e) => e.productId === product.id).length);
    }),
  ),

  http.put(
    `${API}/engagement`,
    handle(async ({ request }) => {
      const user = requireSubscriber(request);
      const body = await readJson(request);
      const e = ownEngagement(user, Number(body.engagement_id));
      if (body.status !== 'SOLD') return fail(422, 'VALIDATION_ERROR', { description: ['ENGAGEMENT_STATUS_INVALID'] });
      const quantity = Number(body.quantity ?? 1);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > e.quantity) {
        return fail(422, 'VALIDATION_ERROR', { description: ['ENGAGEMENT_QUANTITY_INVALID'], max: e.quantity });
      }
      if (e.status === 'SOLD' || e.status === 'CLOSED') return fail(409, 'ENGAGEMENT_CLOSED');
      markSold(e, quantity);
      commit();
      return ok(engagementRow(e));
    }),
  ),

  http.post(
    `${API}/engagement-page-answer`,
    handle(async ({ request }) => {
      const user = requireSubscriber(request);
      const { fields } = await readForm(request);
      const m = /^(SEND_USER_DATA|SOLD_CAR_PART|NO_NEGOTIATION)\.(\d+)$/.exec(fields.chosen ?? '');
      if (!m) return fail(422, 'VALIDATION_ERROR', { description: ['ENGAGEMENT_OPTION_REQUIRED'] });
      const option = m[1] as AnswerOption;
      const e = ownEngagement(user, Number(m[2]));
      if (e.status === 'SOLD' || e.status === 'CLOSED') return fail(409, 'ENGAGEMENT_CLOSED');
      if (option === 'SEND_USER_DATA' && e.status === 'CONTACTED') return fail(409, 'ENGAGEMENT_ALREADY_CONTACTED');
      if (option === 'SOLD_CAR_PART' && e.status !== 'CONTACTED') return fail(409, 'ENGAGEMENT_NOT_CONTACTED');
      if (option === 'SOLD_CAR_PART') {
        const quantity = Number(fields.quantity ?? '1');
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > e.quantity) {
          return fail(422, 'VALIDATION_ERROR', { description: ['ENGAGEMENT_QUANTITY_INVALID'], max: e.quantity });
        }
        markSold(e, quantity);
      } else {
        e.status = option === 'SEND_USER_DATA' ? 'CONTACTED' : 'CLOSED';
      }
      commit();
      return ok({ description: ANSWER_DESCRIPTIONS[option], data: ownEngagements(user) });
    }),
  ),
];
