import type { ProductFields } from '@/lib/product-fields';
import { isValidPrice, isValidQuantity, LIMITS } from '@/lib/validation';

/**
 * The rules a part must meet to be listed, as plain functions over its values: the product form
 * (through its schema) and the spreadsheet import (in its worker) both check a part with these,
 * and the simulated API refuses the same things.
 */

/** A field a rule names: the part's own fields, or its photos. */
export type ProductRuleField = keyof ProductFields | 'images';

/** The longest text each field may hold. */
export const PRODUCT_TEXT_LIMITS = {
  part_name: LIMITS.partName,
  code: LIMITS.productCode,
  manufacturer: LIMITS.manufacturer,
  brand: LIMITS.brand,
  model: LIMITS.model,
  description: LIMITS.description,
} as const;

/** A part's text fields. */
export type ProductTextField = keyof typeof PRODUCT_TEXT_LIMITS;

/** A part's text fields, each read by `read` (a form field, a sheet cell). */
export function productTexts(read: (field: ProductTextField) => string): Pick<ProductFields, ProductTextField> {
  return {
    part_name: read('part_name'),
    code: read('code'),
    manufacturer: read('manufacturer'),
    brand: read('brand'),
    model: read('model'),
    description: read('description'),
  };
}

/** The text fields that may not be blank. */
export const REQUIRED_TEXT_FIELDS = ['part_name', 'manufacturer', 'brand', 'model', 'description'] as const;

/** A part's values as a rule reads them: price in reais and quantity as numbers (NaN when not a number). */
export type ProductRuleValues = Pick<ProductFields, keyof typeof PRODUCT_TEXT_LIMITS | 'price' | 'quantity'>;

/**
 * What is missing: a blank required text, a price not above zero, a quantity that is not a
 * whole number of at least 1, and, when `needsImages`, no photo at all.
 */
export function missingProductFields(v: ProductRuleValues, imageCount: number, needsImages: boolean): ProductRuleField[] {
  const missing: ProductRuleField[] = [];
  for (const k of REQUIRED_TEXT_FIELDS) if (!v[k].trim()) missing.push(k);
  if (!(v.price > 0)) missing.push('price');
  if (!Number.isInteger(v.quantity) || v.quantity < 1) missing.push('quantity');
  if (needsImages && imageCount === 0) missing.push('images');
  return missing;
}

/** Spaces and invisible characters (zero-width, word joiner, BOM) a text may begin with. */
const LEADING_BLANKS = /^[\s\u200b-\u200d\u2060\ufeff]+/;

/**
 * A part's text is stored as text, never as a formula: one that begins with '=' (after any spaces
 * or invisible characters) is refused, since a spreadsheet that opens it would compute it. A text
 * that only holds '=' further on ('Filtro = original') is fine.
 */
export function startsAsFormula(text: string): boolean {
  return text.replace(LEADING_BLANKS, '').startsWith('=');
}

/** The catalogue code of a text field that begins as a formula. */
export const formulaCode = (field: ProductTextField) => `PRODUCT_${field.toUpperCase()}_FORMULA`;

/**
 * Values past a bound (a text longer than its limit or that begins as a formula, a price over
 * R$ 9.999.999,99, a quantity over 99.999), each with the catalogue code the server answers for it.
 */
export function productLimitProblems(v: ProductRuleValues): Partial<Record<ProductRuleField, string>> {
  const found: Partial<Record<ProductRuleField, string>> = {};
  for (const [key, max] of Object.entries(PRODUCT_TEXT_LIMITS) as Array<[ProductTextField, number]>) {
    if (v[key].length > max) found[key] = `PRODUCT_${key.toUpperCase()}_TOO_LONG`;
    else if (startsAsFormula(v[key])) found[key] = formulaCode(key);
  }
  if (v.price > 0 && !isValidPrice(v.price)) found.price = 'PRODUCT_PRICE_TOO_HIGH';
  if (Number.isInteger(v.quantity) && v.quantity >= 1 && !isValidQuantity(v.quantity)) found.quantity = 'PRODUCT_QUANTITY_TOO_HIGH';
  return found;
}
