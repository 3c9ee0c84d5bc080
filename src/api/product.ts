import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { productCall } from './product-call';
import { cardListSchema } from './catalog';
import { request } from './client';
import { money, webUrl, webUrlOrEmpty } from './values';

const phoneSchema = z.object({
  phoneCode: z._default(z.nullable(z.coerce.string()), ''),
  phoneNumber: z._default(z.nullable(z.coerce.string()), ''),
});
export type AdvertiserPhone = z.infer<typeof phoneSchema>;

const productSchema = z.object({
  main: z.object({
    productId: z.union([z.number(), z.string()]),
    url: z.string(),
    description: z._default(z.nullable(z.string()), ''),
    manufacturer: z._default(z.nullable(z.string()), ''),
    condition: z._default(z.nullable(z.string()), ''),
    value: money,
    compatibility: z._default(z.nullable(z.string()), ''),
    informations: z._default(z.nullable(z.string()), ''),
    images: z._default(z.array(webUrl), []),
    advertiser: z._default(z.nullable(z.string()), ''),
    advertiser_phone: z.optional(z.nullable(phoneSchema)),
    advertiser_location: z._default(z.nullable(z.string()), ''),
    advertiser_image: webUrlOrEmpty,
    shipping: z._default(z.nullable(z.string()), ''),
  }),
  secondary: z._default(cardListSchema, []),
});
export type ProductData = z.infer<typeof productSchema> & {
  /** The reply came from the service worker's cache (offline, or the network too slow): it may be out of date. */
  fromCache?: boolean;
};
export type ProductMain = ProductData['main'];

export const productKeys = {
  detail: (url: string) => ['product', 'detail', url] as const,
  /** Per account too: one buyer's registered interest never shows another buyer the phone. */
  phone: (url: string, account: string) => ['product', 'phone', url, account] as const,
};

export async function getProduct(url: string): Promise<ProductData> {
  const { response, fromCache } = await request(productCall(url), productSchema, { offlineCache: true });
  return fromCache ? { ...response, fromCache } : response;
}

/** GET /product-phone/{url} (login required). */
export async function getProductPhone(url: string): Promise<AdvertiserPhone> {
  const { response } = await request({ method: 'GET', url: `/product-phone/${encodeURIComponent(url)}` }, phoneSchema);
  return response;
}

export const productQuery = (url: string) => queryOptions({ queryKey: productKeys.detail(url), queryFn: () => getProduct(url) });

/**
 * The advertiser's phone for a logged-in buyer: it answers only once the buyer has registered
 * interest in the part, so a phone here means the interest exists and an error means not yet.
 */
export const productPhoneQuery = (url: string, account: string) =>
  queryOptions({ queryKey: productKeys.phone(url, account), queryFn: () => getProductPhone(url), retry: false, staleTime: Infinity });
