import type { AdmProductDetail } from './shared/api/adm-products';
import { layoutOfUrls } from './photo-gallery';
import { digitsOfPrice } from './price';
import type { ProductFormValues } from './product-schema';

/** A part's photos as the detail gives them: its list, else its cover alone (an older reply). */
export const photosOf = (p: AdmProductDetail): string[] => (p.images.length ? p.images : [p.image]).filter(Boolean);

/** The form's values of a saved part, its photos kept in their order. */
export function formValuesOf(p: AdmProductDetail): ProductFormValues {
  return {
    part_name: p.part_name,
    code: p.product_code,
    manufacturer: p.manufacturer,
    brand: p.brand,
    model: p.model,
    description: p.description,
    price: digitsOfPrice(p.price),
    quantity: String(p.quantity),
    is_new: p.is_new,
    is_national: p.is_national,
    gallery: layoutOfUrls(photosOf(p)),
  };
}

/** A new listing's values copied from a saved part: every field, no photo (a new listing uploads its own). */
export function copyValuesOf(p: AdmProductDetail): ProductFormValues {
  return { ...formValuesOf(p), gallery: '' };
}

/** The part a create form copies: `?from=<id>`, a positive whole number, else none. */
export function copySourceOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('from');
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
