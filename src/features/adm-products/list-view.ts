import type { AdmProduct } from './shared/api/adm-products';
import { foldText } from '@/lib/format';

/**
 * How the advertiser's list is sorted and filtered, as the URL keeps it (a reload or Back keeps
 * the view): `q` text (name or code), `sort` + `dir`, and the filters `condition`, `origin`,
 * `stock` and `status`. Values the URL does not know read as the default.
 */

export const SORT_KEYS = ['date', 'price', 'stock', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export const CONDITIONS = ['novo', 'usado'] as const;
export const ORIGINS = ['nacional', 'importado'] as const;
/** `sem`: none in stock; `baixo`: from 1 to LOW_STOCK_MAX. */
export const STOCK_FILTERS = ['sem', 'baixo'] as const;
export const STATUSES = ['ativo', 'pausado'] as const;

/** Low stock is 1 to 3 units: few enough that one or two sales empty the listing. */
export const LOW_STOCK_MAX = 3;

export interface ListView {
  q: string;
  sort: SortKey;
  dir: SortDir;
  condition: (typeof CONDITIONS)[number] | '';
  origin: (typeof ORIGINS)[number] | '';
  stock: (typeof STOCK_FILTERS)[number] | '';
  status: (typeof STATUSES)[number] | '';
}

/** Newest first: the order the server lists in. */
export const DEFAULT_VIEW: ListView = { q: '', sort: 'date', dir: 'desc', condition: '', origin: '', stock: '', status: '' };

/** The URL parameters, in the order they are written. */
export const VIEW_PARAMS = ['q', 'sort', 'dir', 'condition', 'origin', 'stock', 'status'] as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

export function readListView(params: URLSearchParams): ListView {
  const sort = oneOf(SORT_KEYS, params.get('sort')) || DEFAULT_VIEW.sort;
  const dir = oneOf(['asc', 'desc'] as const, params.get('dir')) || DEFAULT_VIEW.dir;
  return {
    q: params.get('q') ?? '',
    sort,
    dir,
    condition: oneOf(CONDITIONS, params.get('condition')),
    origin: oneOf(ORIGINS, params.get('origin')),
    stock: oneOf(STOCK_FILTERS, params.get('stock')),
    status: oneOf(STATUSES, params.get('status')),
  };
}

/**
 * The view as URL parameters: only what differs from the default, so the plain list keeps a
 * plain address. Parameters that are not the view's (another screen's) are kept.
 */
export function listViewParams(view: ListView, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!(VIEW_PARAMS as readonly string[]).includes(key)) next.append(key, value);
  // The order is written whole (sort and direction) as soon as it is not the default one.
  const sorted = view.sort !== DEFAULT_VIEW.sort || view.dir !== DEFAULT_VIEW.dir;
  for (const key of VIEW_PARAMS) {
    const value = view[key];
    const written = key === 'sort' || key === 'dir' ? sorted : value !== DEFAULT_VIEW[key] && value !== '';
    if (written) next.set(key, value);
  }
  return next;
}

/** Whether anything narrows the list (the text or a filter); sorting alone does not. */
export function isFiltered(view: ListView): boolean {
  return view.q.trim() !== '' || view.condition !== '' || view.origin !== '' || view.stock !== '' || view.status !== '';
}

/** A code as it is compared: no accents, case, spaces, dots or dashes ('5U0-941.005' matches '5u0941005'). */
function codeKey(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, '');
}

/** What the view compares a product by, worked out once per product object (a list of 10,000 is read on every key). */
interface Keys {
  name: string;
  code: string;
  /** NaN when the server sent no date. */
  time: number;
}

const keysCache = new WeakMap<AdmProduct, Keys>();

function keysOf(p: AdmProduct): Keys {
  let keys = keysCache.get(p);
  if (!keys) {
    keys = { name: foldText(p.part_name), code: codeKey(p.code ?? ''), time: p.created_at ? Date.parse(p.created_at) : NaN };
    keysCache.set(p, keys);
  }
  return keys;
}

/** Whether a product passes the view's filters other than the text. */
function matchesFilters(p: AdmProduct, view: ListView): boolean {
  if (view.condition && p.is_new !== (view.condition === 'novo')) return false;
  // A server that does not send the origin cannot be filtered by it: nothing matches.
  if (view.origin && (p.is_national === undefined || p.is_national !== (view.origin === 'nacional'))) return false;
  if (view.stock === 'sem' && p.quantity !== 0) return false;
  if (view.stock === 'baixo' && (p.quantity < 1 || p.quantity > LOW_STOCK_MAX)) return false;
  if (view.status && (p.status === 'PAUSED') !== (view.status === 'pausado')) return false;
  return true;
}

/** The text test, with the typed text already folded (`folded`) and as a code (`code`). */
function matchesText(p: AdmProduct, folded: string, code: string): boolean {
  if (!folded) return true;
  const keys = keysOf(p);
  if (keys.name.includes(folded)) return true;
  return code !== '' && keys.code.includes(code);
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** The orders already worked out for a list (one per sort and direction), so typing never sorts. */
const sortCache = new WeakMap<readonly AdmProduct[], Map<string, AdmProduct[]>>();

/**
 * The products in the view's order. `products` comes newest first (the server's order); equal
 * values keep that order, and so does sorting by date when the server sent no dates. The order is
 * kept per list, so only a new list or a new order sorts again.
 */
export function sortProducts(products: readonly AdmProduct[], sort: SortKey, dir: SortDir): readonly AdmProduct[] {
  let orders = sortCache.get(products);
  if (!orders) {
    orders = new Map();
    sortCache.set(products, orders);
  }
  const cached = orders.get(`${sort}:${dir}`);
  if (cached) return cached;
  const sign = dir === 'asc' ? 1 : -1;
  // Dates are read once per product (not once per comparison); the other orders need no key.
  const rows = products.map((p, index) => ({ p, index, time: sort === 'date' ? keysOf(p).time : 0 }));
  const compare = (a: (typeof rows)[number], b: (typeof rows)[number]): number => {
    switch (sort) {
      case 'price':
        return a.p.price - b.p.price;
      case 'stock':
        return a.p.quantity - b.p.quantity;
      case 'name':
        return collator.compare(a.p.part_name, b.p.part_name);
      case 'date':
        return Number.isNaN(a.time) || Number.isNaN(b.time) ? 0 : a.time - b.time;
    }
  };
  rows.sort((a, b) => {
    const byValue = compare(a, b) * sign;
    if (byValue !== 0) return byValue;
    // Ties (and dates the server did not send): newest first, i.e. the server's order; reversed when sorting oldest first.
    return sort === 'date' ? (a.index - b.index) * -sign : a.index - b.index;
  });
  const sorted = rows.map((r) => r.p);
  orders.set(`${sort}:${dir}`, sorted);
  return sorted;
}

/** The products of an already sorted list that pass the view's text and filters, in that order. */
export function filterProducts(sorted: readonly AdmProduct[], view: ListView): AdmProduct[] {
  const text = view.q.trim();
  const folded = foldText(text);
  const code = codeKey(text);
  return sorted.filter((p) => matchesFilters(p, view) && matchesText(p, folded, code));
}

/** The products the view shows, in its order. */
export function applyListView(products: readonly AdmProduct[], view: ListView): AdmProduct[] {
  return filterProducts(sortProducts(products, view.sort, view.dir), view);
}
