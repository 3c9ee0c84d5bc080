import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { catalogText } from '@/api/error-text';
import type { DraftFormValues } from './use-draft-form';
import type { ProductFields } from '@/lib/product-fields';
import { galleryItems } from './photo-gallery';
import { missingProductFields, productLimitProblems, type ProductRuleField, type ProductRuleValues } from './product-rules';
import { wholeNumber } from '@/lib/validation';
import { priceValue } from './price';

/**
 * The product form's schema for react-hook-form's zod resolver, on the part rules of
 * lib/product-rules.ts (the import checks its rows with the same); `t` is useTranslation('advertiser')'s.
 */

/** The part's fields as the form holds them: price and quantity as the digits typed. */
export interface ProductFormValues extends Omit<ProductFields, 'price' | 'quantity' | 'is_new'> {
  /** New or used, as the seller chose; null until chosen (there is no default: a used part is never published as new by oversight). */
  is_new: boolean | null;
  /** Price input digits: the last two are cents. */
  price: string;
  quantity: string;
  /** The photos' order with the part's current photos (see photo-gallery.ts); '' when it has none kept. */
  gallery: string;
}

/** The form's values with the photos picked. */
export type ProductFormFields = DraftFormValues<ProductFormValues>;

export type ProductFieldName = ProductRuleField;

/** The form's values as the rules read them: price and quantity as numbers. */
function ruleValues(v: ProductFormValues): ProductRuleValues {
  return { ...v, price: priceValue(v.price), quantity: wholeNumber(v.quantity) };
}

/**
 * The message of each value past a bound, and of a quantity that is not a whole number as typed
 * ('1.5', '1e308': refused, never read as another number); these show as soon as they happen, not only after a submit.
 */
export function productLimitMessages(t: TFunction, v: ProductFormValues): Partial<Record<ProductFieldName, string>> {
  const messages: Partial<Record<ProductFieldName, string>> = Object.fromEntries(
    Object.entries(productLimitProblems(ruleValues(v))).map(([k, key]) => [k, catalogText(t, key, ['advertiser'])]),
  );
  if (v.quantity.trim() && Number.isNaN(wholeNumber(v.quantity))) messages.quantity = t('form.quantityNotWhole');
  return messages;
}

/** The form's field for a rule's name: the images are the form's photos. */
export const formFieldOf = (name: ProductFieldName): keyof ProductFormFields => (name === 'images' ? 'photos' : name);

/**
 * Every rule above, a missing value told first. A photo is required on create, and on edit when
 * the part had photos (`current`, those the server gave): it may change them, not drop them all.
 */
export function productSchema(t: TFunction, mode: 'create' | 'update', current: readonly string[] = []) {
  const needsImages = mode === 'create' || current.length > 0;
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
      gallery: z.string(),
      is_new: z.nullable(z.boolean()),
      is_national: z.boolean(),
      photos: z.array(z.custom<File>()),
    })
    .check(
      z.superRefine((v, ctx) => {
        const messages: Partial<Record<ProductFieldName, string>> = productLimitMessages(t, v);
        for (const k of missingProductFields(ruleValues(v), galleryItems(v.gallery, v.photos, current).length, needsImages))
          messages[k] ??= t(`form.required.${k}`);
        for (const [k, message] of Object.entries(messages) as Array<[ProductFieldName, string]>) {
          ctx.addIssue({ code: 'custom', path: [formFieldOf(k)], message, input: v });
        }
        // The condition is required: the seller says whether the part is new or used.
        if (v.is_new === null) ctx.addIssue({ code: 'custom', path: ['is_new'], message: t('form.required.is_new'), input: v });
      }),
    ) satisfies z.ZodMiniType<ProductFormFields, ProductFormFields>;
}
