import type { ApiCall } from './calls';

/**
 * GET /product/{url}, the part's address encoded as one path segment: the product page's query
 * and the production server ask the same. Apart from calls.ts so that the first load (home and
 * more parts), which never asks for a part, does not carry it; like it, it imports nothing.
 */
export const productCall = (url: string): ApiCall => ({ method: 'GET', url: `/product/${encodeURIComponent(url)}` });
