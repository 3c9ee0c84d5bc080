import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { catalogText } from '@/api/error-text';
import type { DraftFormValues } from '@/stores/use-draft-form';
import type { ProductFields } from '@/lib/product-fields';
import { isValidPrice, isValidQuantity, LIMITS } from '@/lib/validation';
import { priceValue } from './price';

/**
 * The product form's rules and its schema for react-hook-form's zod resolver. The bounds are
 * lib/validation.ts's, which the simulated API enforces too; `t` is useTranslation('advertiser')'s.
 */

/** The part's fields as the form holds them: price and quantity as the digits typed. */
export interface ProductFormValues extends Omit<ProductFields, 'price' | 'quantity'> {
  /** Price input digits: the last two are cents. */
  price: string;
  quantity: string;
}

/** The form's values with the photos picked. */
export type ProductFormFields = DraftFormValues<ProductFormValues>;

export type ProductFieldName = keyof ProductFormValues | 'images';

/** The longest text each field may hold; the simulated API refuses anything longer. */
export const PRODUCT_TEXT_LIMITS = {
  part_name: LIMITS.partName,
  code: LIMITS.productCode,
  manufacturer: LIMITS.manufacturer,
  brand: LIMITS.brand,
  model: LIMITS.model,
  description: LIMITS.description,
} as const;

/**
 * Required: part name, manufacturer, brand, model, description, price and quantity (at least
 * 1), and images on create; the server checks the same.
 */
function missingProductFields(v: ProductFormValues, images: File[], mode: 'create' | 'update'): ProductFieldName[] {
  const missing: ProductFieldName[] = [];
  for (const k of ['part_name', 'manufacturer', 'brand', 'model', 'description'] as const) if (!v[k].trim()) missing.push(k);
  if (priceValue(v.price) <= 0) missing.push('price');
  const q = Number(v.quantity);
  if (!v.quantity || !Number.isInteger(q) || q < 1) missing.push('quantity');
  if (mode === 'create' && images.length === 0) missing.push('images');
  return missing;
}

/**
 * Values past an upper bound (text that came in by paste or from an old draft, a price over
 * R$ 9.999.999,99, a quantity over 99.999), each with the catalogue key the server would answer.
 */
function productLimitProblems(v: ProductFormValues): Partial<Record<ProductFieldName, string>> {
  const found: Partial<Record<ProductFieldName, string>> = {};
  for (const [key, max] of Object.entries(PRODUCT_TEXT_LIMITS) as Array<[keyof typeof PRODUCT_TEXT_LIMITS, number]>) {
    if (v[key].length > max) found[key] = `PRODUCT_${key.toUpperCase()}_TOO_LONG`;
  }
  const price = priceValue(v.price);
  if (price > 0 && !isValidPrice(price)) found.price = 'PRODUCT_PRICE_TOO_HIGH';
  const q = Number(v.quantity);
  if (v.quantity && Number.isInteger(q) && q >= 1 && !isValidQuantity(q)) found.quantity = 'PRODUCT_QUANTITY_TOO_HIGH';
  return found;
}

/** The message of each value past a bound; these show as soon as they happen, not only after a submit. */
export function productLimitMessages(t: TFunction, v: ProductFormValues): Partial<Record<ProductFieldName, string>> {
  return Object.fromEntries(Object.entries(productLimitProblems(v)).map(([k, key]) => [k, catalogText(t, key, ['advertiser'])]));
}

/** The form's field for a rule's name: the images are the form's photos. */
export const formFieldOf = (name: ProductFieldName): keyof ProductFormFields => (name === 'images' ? 'photos' : name);

/** Every rule above, a missing value told first. */
export function productSchema(t: TFunction, mode: 'create' | 'update') {
  return z
    .object({
      part_name: z.string(),
      code: z.string(),
      manufacturer: z.string(),
      brand: z.string(),
      model: z.string(),
      description: z.string(),
      price: z.string(),
      quantity: z.string(),
      is_new: z.boolean(),
      is_national: z.boolean(),
      photos: z.array(z.custom<File>()),
    })
    .check(
      z.superRefine((v, ctx) => {
        const messages: Partial<Record<ProductFieldName, string>> = productLimitMessages(t, v);
        for (const k of missingProductFields(v, v.photos, mode)) messages[k] = t(`form.required.${k}`);
        for (const [k, message] of Object.entries(messages) as Array<[ProductFieldName, string]>) {
          ctx.addIssue({ code: 'custom', path: [formFieldOf(k)], message, input: v });
        }
      }),
    ) satisfies z.ZodMiniType<ProductFormFields, ProductFormFields>;
}
