import { http } from 'msw';
import { commit, db, nextId } from '../db';
import { API, fail, handle, ok, readForm, readJson, requireUser, str } from '../http-utils';
import type { ContactPreference, Product, User } from '../types';
import { publicUrl } from '../uploads';
import { fitVerdict, foldSearchText, LIMITS, longerModels, searchWords, singularWord } from '../app-rules';

/** Items per page of /more-parts. */
const MORE_PARTS_LIMIT = 24;
const HOME_LIST_SIZE = 12;
const SUGGESTION_LIMIT = 8;

/** Filter names as the server sends them; they are also the keys of the POST body. */
const FILTER_NAMES = ['marca', 'modelo', 'tipo', 'condicao', 'origem'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

const CONDITION = { new: 'Novo', used: 'Usado' } as const;
const ORIGIN = { national: 'Nacional', imported: 'Importado' } as const;

/** Advertisers holding an active plan: cancelling the plan takes their parts off the public site. */
function advertisersWithPlan(): Set<number> {
  return new Set(
    db()
      .subscriptions.filter((x) => x.kind === 'plan' && x.status === 'ACTIVATED')
      .map((x) => x.userId),
  );
}

/** A part the advertiser paused is hidden from every public call, like one out of stock. */
function listed(p: Product): boolean {
  return p.quantity > 0 && p.status !== 'PAUSED';
}

/** Only listed parts (in stock, not paused) of an advertiser with an active plan are public. */
function publicProducts(): Product[] {
  const active = advertisersWithPlan();
  return db().products.filter((p) => listed(p) && active.has(p.ownerId));
}

function modelName(p: Product): string {
  return p.model.replace(/\s+\d{4}$/, '').trim();
}

function filterValue(p: Product, name: FilterName): string {
  switch (name) {
    case 'marca':
      return p.brand;
    case 'modelo':
      return modelName(p);
    case 'tipo':
      return p.category;
    case 'condicao':
      return p.is_new ? CONDITION.new : CONDITION.used;
    case 'origem':
      return p.is_national ? ORIGIN.national : ORIGIN.imported;
  }
}

/**
 * A card's title (`description`) is the part's name; the seller's description is the page's information text.
 * The rows of more parts also carry the compatibility text (the verdicts of a vehicle's list).
 */
function toCard(request: Request, p: Product, withCompatibility = false) {
  return {
    ...(withCompatibility ? { compatibility: p.compatibility } : {}),
    url: p.url,
    uuid: p.uuid,
    image: publicUrl(request, p.images[0] ?? ''),
    description: p.part_name,
    condition: p.is_new ? 'PRODUCT_NEW' : 'PRODUCT_USED',
    value: p.price,
    rate: Math.min(5, Math.max(1, Math.round(p.rate || 1))),
  };
}

/** Lower case, no accents, no punctuation: 'Suspensão' and 'suspensao' match. */
export function normalizeText(text: string): string {
  return foldSearchText(text);
}

interface SearchText {
  source: string;
  /** Folded, words as they are: a prefix still matches ('amorteced'). */
  plain: string;
  /** Folded and each word in the singular: 'faróis' reads 'farol'. */
  singular: string;
}

/** A part's text is folded once per change of its fields, not once per search. */
const searchTexts = new WeakMap<Product, SearchText>();

function searchableText(p: Product): SearchText {
  const source = `${p.part_name} ${p.description} ${p.manufacturer} ${p.brand} ${p.model} ${p.category} ${p.code}`;
  const kept = searchTexts.get(p);
  if (kept?.source === source) return kept;
  const text = { source, plain: normalizeText(source), singular: searchWords(source).join(' ') };
  searchTexts.set(p, text);
  return text;
}

/** One term word against a part: as typed, or both in the singular (hyphens and spaces ignored: 'tcross' finds 'T-Cross'). */
function wordMatches(text: SearchText, word: string, singular: string): boolean {
  return (
    text.plain.includes(word) ||
    text.plain.replace(/ /g, '').includes(word) ||
    text.singular.includes(singular) ||
    text.singular.replace(/ /g, '').includes(singular)
  );
}

/** Parts that hold every word of the term, accents and plurals folded on both sides; names that begin with the first word come first. */
export function searchProducts(term: string, products: Product[] = publicProducts()): Product[] {
  const words = normalizeText(term).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const singulars = words.map(singularWord);
  return products
    .map((p) => {
      const text = searchableText(p);
      const matches = words.every((w, i) => wordMatches(text, w, singulars[i]));
      const name = normalizeText(p.part_name);
      return matches ? { p, starts: name.startsWith(words[0]) || searchWords(name)[0]?.startsWith(singulars[0]) ? 1 : 0 } : null;
    })
    .filter((x): x is { p: Product; starts: number } => x !== null)
    .sort((a, b) => b.starts - a.starts || b.p.views - a.p.views || a.p.id - b.p.id)
    .map((x) => x.p);
}

/** Newest first. ISO timestamps of one format sort as plain strings (localeCompare took 55 ms a home request over 10,000 parts). */
function byNewest(a: Product, b: Product): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}

function sortedValues(values: Iterable<string>): string[] {
  return [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

type Selection = Partial<Record<FilterName, string[]>>;

/** Reads the POST body; anything that is not { known filter: [strings] } is a bad request. */
function readSelection(body: Record<string, unknown>): Selection | null {
  const selection: Selection = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(FILTER_NAMES as readonly string[]).includes(key)) return null;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return null;
    if (value.length) selection[key as FilterName] = value as string[];
  }
  return selection;
}

function matchesSelection(p: Product, selection: Selection, except?: FilterName): boolean {
  return FILTER_NAMES.every((name) => {
    if (name === except) return true;
    const wanted = selection[name];
    return !wanted || wanted.length === 0 || wanted.includes(filterValue(p, name));
  });
}

/** Filter groups from the parts themselves; models follow the chosen makes, and chosen values always stay listed. */
function filtersFor(products: Product[], selection: Selection) {
  return FILTER_NAMES.map((name) => {
    const pool = name === 'modelo' && selection.marca?.length ? products.filter((p) => selection.marca!.includes(p.brand)) : products;
    const values = sortedValues([...pool.map((p) => filterValue(p, name)), ...(selection[name] ?? [])]);
    return { name, data: values };
  });
}

/** `?year=2010` (and `only_fitting=true`) of a vehicle's list; anything else is no year. */
interface YearOptions {
  year: number;
  onlyFitting: boolean;
}

function readYear(request: Request): YearOptions | null {
  const query = new URL(request.url).searchParams;
  const year = Number(query.get('year'));
  if (!query.has('year') || !Number.isInteger(year) || year < 1900 || year > 2100) return null;
  return { year, onlyFitting: query.get('only_fitting') === 'true' };
}

/**
 * With a year and exactly one make and one model chosen: the parts whose compatibility states a
 * fit for that vehicle come first (newest first within each group), or alone with only_fitting.
 * The fit is read as the app reads it on a product page.
 */
function byYear(parts: Product[], all: Product[], selection: Selection, options: YearOptions | null): Product[] {
  if (!options || selection.marca?.length !== 1 || selection.modelo?.length !== 1) return parts;
  const [make, model] = [selection.marca[0], selection.modelo[0]];
  const models = sortedValues(all.filter((p) => p.brand === make).map(modelName));
  const vehicle = { make, model, year: options.year, variants: longerModels(model, models) };
  const fitting = parts.filter((p) => fitVerdict(p.compatibility, vehicle).kind === 'fits');
  if (options.onlyFitting) return fitting;
  const fits = new Set(fitting);
  return [...fitting, ...parts.filter((p) => !fits.has(p))];
}

function morePartsReply(request: Request, page: number, selection: Selection, options: YearOptions | null = null) {
  const all = publicProducts();
  const matching = byYear(all.filter((p) => matchesSelection(p, selection)).sort(byNewest), all, selection, options);
  const start = (page - 1) * MORE_PARTS_LIMIT;
  return ok({
    moreparts: matching.slice(start, start + MORE_PARTS_LIMIT).map((p) => toCard(request, p, true)),
    filters: filtersFor(all, selection),
    pagination: matching.length,
    limit: MORE_PARTS_LIMIT,
    page,
  });
}

function readPage(raw: unknown): number | null {
  const page = Number(str(raw));
  return Number.isInteger(page) && page >= 1 && page <= 100000 ? page : null;
}

function findPublic(url: string): Product | undefined {
  const product = db().products.find((p) => p.url === url && listed(p));
  return product && advertisersWithPlan().has(product.ownerId) ? product : undefined;
}

function ownerOf(p: Product): User | undefined {
  return db().users.find((u) => u.id === p.ownerId);
}

function splitPhone(phone: string): { phoneCode: string; phoneNumber: string } {
  const digits = phone.replace(/\D/g, '');
  const code = digits.slice(0, 2);
  const rest = digits.slice(2);
  const number = rest.length === 9 ? `${rest.slice(0, 5)}-${rest.slice(5)}` : rest.length === 8 ? `${rest.slice(0, 4)}-${rest.slice(4)}` : rest;
  return { phoneCode: code, phoneNumber: number };
}

const CONTACT_PREFERENCES: readonly ContactPreference[] = ['WHATSAPP', 'CALL', 'EMAIL'];

/** Home, more parts, search, product page, advertiser phone and interest (docs/api.md, Public site). */
export const catalogHandlers = [
  http.get(
    `${API}/home`,
    handle(({ request }) => {
      const s = db();
      const products = publicProducts();
      const now = Date.now();
      const ads = s.banners
        .filter((b) => new Date(b.due_date).getTime() > now)
        .map((b) => ({ banner: b, product: products.find((p) => p.uuid === b.productUuid) }))
        .filter((x) => x.product)
        .map(({ banner, product }) => ({
          description: banner.description,
          url: product!.url,
          show_description: banner.show_description,
          images: banner.images.map((i) => publicUrl(request, i)),
        }));
      const offers = s.offers
        .map((o) => ({ offer: o, product: products.find((p) => p.uuid === o.productUuid) }))
        .filter((x) => x.product)
        .map(({ offer, product }) => ({ url: product!.url, text: offer.text, imageURL: publicUrl(request, offer.image) }));
      const min = (list: Product[]) => (list.length ? Math.min(...list.map((p) => p.price)) : null);
      const national = products.filter((p) => p.is_national);
      return ok({
        ads,
        autopartSummary: {
          national: {
            new: { isNew: true, minimalPrice: min(national.filter((p) => p.is_new)) },
            old: { isNew: false, minimalPrice: min(national.filter((p) => !p.is_new)) },
          },
          imported: { minimalPrice: min(products.filter((p) => !p.is_national)) },
        },
        mostRecentItens: [...products]
          .sort(byNewest)
          .slice(0, HOME_LIST_SIZE)
          .map((p) => toCard(request, p)),
        mostViewedItems: [...products]
          .sort((a, b) => b.views - a.views || a.id - b.id)
          .slice(0, HOME_LIST_SIZE)
          .map((p) => toCard(request, p)),
        offers,
      });
    }),
  ),

  http.get(
    `${API}/more-parts/:page`,
    handle(({ request, params }) => {
      const page = readPage(params.page);
      if (page === null) return fail(400, 'BAD_REQUEST');
      return morePartsReply(request, page, {});
    }),
  ),

  http.post(
    `${API}/more-parts/:page`,
    handle(async ({ request, params }) => {
      const page = readPage(params.page);
      const selection = readSelection(await readJson(request));
      if (page === null || selection === null) return fail(400, 'BAD_REQUEST');
      return morePartsReply(request, page, selection, readYear(request));
    }),
  ),

  http.post(
    `${API}/search`,
    handle(async ({ request }) => {
      const { fields } = await readForm(request);
      const term = (fields.term ?? '').trim();
      if (!term || term.length > LIMITS.searchTerm) return fail(400, 'BAD_REQUEST');
      return ok(
        searchProducts(term)
          .slice(0, SUGGESTION_LIMIT)
          .map((p) => ({ image: publicUrl(request, p.images[0] ?? ''), description: p.part_name, url: p.url })),
      );
    }),
  ),

  http.post(
    `${API}/search-result`,
    handle(async ({ request }) => {
      const { fields } = await readForm(request);
      const term = (fields.term ?? '').trim();
      if (!term || term.length > LIMITS.searchTerm) return fail(400, 'BAD_REQUEST');
      return ok(searchProducts(term).map((p) => toCard(request, p)));
    }),
  ),

  http.get(
    `${API}/product/:url`,
    handle(({ request, params }) => {
      const product = findPublic(str(params.url));
      if (!product) return fail(404, 'PRODUCT_NOT_FOUND');
      product.views += 1;
      commit(product);
      const owner = ownerOf(product);
      const related = publicProducts()
        .filter((p) => p.id !== product.id && (p.category === product.category || p.brand === product.brand))
        .sort(
          (a, b) =>
            Number(b.category === product.category && b.brand === product.brand) - Number(a.category === product.category && a.brand === product.brand) ||
            b.views - a.views,
        )
        .slice(0, 12);
      const location = owner?.profile.city ? `${owner.profile.city} - ${owner.profile.state}` : '';
      return ok({
        main: {
          productId: product.id,
          url: product.url,
          // The public title is the part's name; the seller's description is the information text.
          description: product.part_name,
          manufacturer: product.manufacturer,
          condition: product.is_new ? 'PRODUCT_NEW' : 'PRODUCT_USED',
          value: product.price,
          compatibility: product.compatibility,
          informations: product.informations,
          images: product.images.map((i) => publicUrl(request, i)),
          advertiser: owner?.profile.trade_name || owner?.name || '',
          advertiser_phone: { phoneCode: '', phoneNumber: '' },
          advertiser_location: location,
          advertiser_image: owner?.image ? publicUrl(request, owner.image) : '',
          // The advertiser's own shipping details: the demo advertisers wrote none (the app says where
          // the part ships from, from advertiser_location, in the page's language).
          shipping: '',
        },
        secondary: related.map((p) => toCard(request, p)),
      });
    }),
  ),

  http.get(
    `${API}/product-phone/:url`,
    handle(({ request, params }) => {
      const buyer = requireUser(request);
      const product = findPublic(str(params.url));
      if (!product) return fail(404, 'PRODUCT_NOT_FOUND');
      // The phone is the answer to a registered interest: none yet, no phone. The product page asks
      // on every visit of a logged-in buyer, so "not yet" is a refusal in the envelope (HTTP 200),
      // not an error status that the browser would report in its console each time.
      if (!db().engagements.some((e) => e.productId === product.id && e.buyerId === buyer.id)) return fail(200, 'ENGAGEMENT_NOT_FOUND');
      const owner = ownerOf(product);
      if (!owner) return fail(404, 'USER_NOT_FOUND');
      return ok(splitPhone(owner.phone));
    }),
  ),

  http.post(
    `${API}/engagement-request`,
    handle(async ({ request }) => {
      const buyer = requireUser(request);
      const { fields } = await readForm(request);
      const productId = Number(fields.carPartId);
      const preference = (fields.contactPreference ?? '') as ContactPreference;
      if (!Number.isInteger(productId) || !CONTACT_PREFERENCES.includes(preference)) return fail(400, 'BAD_REQUEST');
      const s = db();
      const product = s.products.find((p) => p.id === productId && listed(p));
      if (!product) return fail(404, 'PRODUCT_NOT_FOUND');
      if (product.ownerId === buyer.id) return fail(400, 'BAD_REQUEST');
      // One engagement per buyer and part: asking again never notifies the advertiser twice. While
      // the advertiser has not seen it, the new answer replaces the contact preference.
      const existing = s.engagements.find((e) => e.productId === productId && e.buyerId === buyer.id);
      if (existing?.status === 'OPENED') {
        existing.contactPreference = preference;
        existing.date = new Date().toISOString();
      } else if (!existing) {
        s.engagements.push({
          id: nextId(),
          productId,
          buyerId: buyer.id,
          status: 'OPENED',
          date: new Date().toISOString(),
          quantity: 1,
          contactPreference: preference,
        });
      }
      commit();
      return ok('ENGAGEMENT_CREATED');
    }),
  ),
];
