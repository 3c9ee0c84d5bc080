import { isApiError } from '@/api/errors';
import { paths } from '@/config/paths';

/** The edit route: productId in navigation state (as the product defines the route) and in the URL, so a reload recovers it. */
export function productUpdateTarget(id: number): { to: string; state: { productId: number } } {
  return { to: `${paths.adm.productUpdate}?id=${id}`, state: { productId: id } };
}

/** The product being edited: navigation state first, then the ?id= of the URL. */
export function productIdFrom(state: unknown, search: string): number | null {
  const fromState = state && typeof state === 'object' ? Number((state as { productId?: unknown }).productId) : NaN;
  if (Number.isInteger(fromState) && fromState > 0) return fromState;
  const fromUrl = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : null;
}

/** A part the server does not have (404): asking again will not bring it back. */
export function isMissingPart(error: Error): boolean {
  return isApiError(error) && error.status === 404;
}
