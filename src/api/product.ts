import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { productCall } from './product-call';
import { cardListSchema } from './catalog';
import { request, toFormData } from './client';
import { isApiError } from './errors';
import { money, webUrl, webUrlOrEmpty, type ContactPreference } from './values';

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

/** POST /engagement-request (form `carPartId`, `contactPreference`; login required). */
export async function requestEngagement(carPartId: number | string, contactPreference: ContactPreference): Promise<string> {
  const { response } = await request({ method: 'POST', url: '/engagement-request', data: toFormData({ carPartId, contactPreference }) }, z.string());
  return response;
}

export const productQuery = (url: string) => queryOptions({ queryKey: productKeys.detail(url), queryFn: () => getProduct(url) });

/**
 * The advertiser's phone for a logged-in buyer: it answers only once the buyer has registered
 * interest in the part, so a phone here means the interest exists and an error means not yet.
 */
export const productPhoneQuery = (url: string, account: string) =>
  queryOptions({ queryKey: productKeys.phone(url, account), queryFn: () => getProductPhone(url), retry: false, staleTime: Infinity });

/**
 * The interest a request made, found when its reply was lost: the phone answers only once the
 * buyer's interest in the part exists, and says ENGAGEMENT_NOT_FOUND (null here) until then.
 */
export async function findInterest(url: string): Promise<AdvertiserPhone | null> {
  try {
    return await getProductPhone(url);
  } catch (error) {
    if (isApiError(error) && error.code === 'ENGAGEMENT_NOT_FOUND') return null;
    throw error;
  }
}

/** findInterest; an interest found counts as registered (its phone is kept, as after a reply). */
export function useFindInterest(url: string, account: string) {
  const queryClient = useQueryClient();
  return async () => {
    const phone = await findInterest(url);
    if (phone) queryClient.setQueryData(productKeys.phone(url, account), phone);
    return phone;
  };
}

/**
 * The interest dialog's confirm as a mutation: POST /engagement-request, then GET /product-phone.
 * The phone it brings is kept as this part's phone for this account, so the page shows it at once.
 */
export function useRegisterInterest(url: string, account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, preference }: { productId: number | string; preference: ContactPreference }) => {
      await requestEngagement(productId, preference);
      return getProductPhone(url);
    },
    onSuccess: (phone) => queryClient.setQueryData(productKeys.phone(url, account), phone),
  });
}
