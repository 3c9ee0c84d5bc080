import type { AdmProduct } from './shared/api/adm-products';
import { isValidPrice, isValidQuantity } from '@/lib/validation';

/**
 * The planning half of bulk edits, with no UI: what each selected product becomes, whether that
 * is a value the server takes, and the before -> after preview of the first rows.
 */

/** A price change between -90 % and +1000 %, at most two decimals (a part never drops to nothing by a typo). */
export const PERCENT_MIN = -90;
export const PERCENT_MAX = 1000;
/** Rows shown before -> after in the confirmation. */
export const PREVIEW_ROWS = 5;

export type BulkEdit = { kind: 'stock'; quantity: number } | { kind: 'price'; percent: number };

/** One product's change: `before` and `after` are the quantity or the price; `problem` when the result is not allowed. */
export interface PlannedChange {
  product: AdmProduct;
  before: number;
  after: number;
  problem?: 'priceOutOfRange' | 'quantityInvalid' | 'outOfStock';
}

export interface BulkPlan {
  /** Changes that will be sent: valid and different from the current value. */
  send: PlannedChange[];
  /** Products whose result is not allowed (not sent; each is reported). */
  invalid: PlannedChange[];
  /** Products already at the result (nothing to send). */
  unchanged: PlannedChange[];
  /** The first rows of the selection, in list order, before -> after. */
  preview: PlannedChange[];
  total: number;
}

/** Reads a typed percentage ('10', '-5', '+7,5', '12.25 %'): a number within the bounds with at most two decimals, else null. */
export function parsePercent(text: string): number | null {
  const cleaned = text.replace(/\s|%/g, '').replace(',', '.');
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= PERCENT_MIN && value <= PERCENT_MAX && value !== 0 ? value : null;
}

/** Reads a typed stock quantity: a whole number from 0 to the largest quantity, else null. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.trim();
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return isValidQuantity(value, 0) ? value : null;
}

/**
 * A price moved by a percentage, rounded to the cent (half a cent up): R$ 19,99 + 10 % = R$ 21,99
 * (21,989), R$ 10,05 + 10 % = R$ 11,06 (11,055). Computed in whole cents, so no float residue.
 */
export function adjustPrice(price: number, percent: number): number {
  const cents = Math.round(price * 100);
  // percent has at most two decimals: work in hundredths of a percent, all integers.
  const factor = Math.round((100 + percent) * 100);
  const scaled = cents * factor;
  return Math.floor((scaled + 5000) / 10000) / 100;
}

function changeOf(product: AdmProduct, edit: BulkEdit): PlannedChange {
  if (edit.kind === 'stock') {
    const ok = isValidQuantity(edit.quantity, 0);
    return { product, before: product.quantity, after: edit.quantity, ...(ok ? {} : { problem: 'quantityInvalid' as const }) };
  }
  const after = adjustPrice(product.price, edit.percent);
  // A price is changed with the whole product, whose stock must be at least 1 (as in the form):
  // a part out of stock would only come back refused, so it is reported instead of sent.
  if (product.quantity < 1) return { product, before: product.price, after, problem: 'outOfStock' };
  return { product, before: product.price, after, ...(isValidPrice(after) ? {} : { problem: 'priceOutOfRange' as const }) };
}

/** What a bulk edit does to the selection (in list order). */
export function planBulkEdit(selection: readonly AdmProduct[], edit: BulkEdit): BulkPlan {
  const changes = selection.map((p) => changeOf(p, edit));
  return {
    send: changes.filter((c) => !c.problem && c.after !== c.before),
    invalid: changes.filter((c) => c.problem),
    unchanged: changes.filter((c) => !c.problem && c.after === c.before),
    preview: changes.slice(0, PREVIEW_ROWS),
    total: changes.length,
  };
}
