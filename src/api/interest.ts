import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request, toFormData } from './client';
import { isApiError } from './errors';
import { getProductPhone, productKeys, type AdvertiserPhone } from './product';
import type { ContactPreference } from './values';

// A buyer's interest in a part. Apart from the product's own calls: only the interest dialog (a
// lazy part of the product page) sends it, so the page's first file carries no mutation code.

/** POST /engagement-request (form `carPartId`, `contactPreference`; login required). */
export async function requestEngagement(carPartId: number | string, contactPreference: ContactPreference): Promise<string> {
  const { response } = await request({ method: 'POST', url: '/engagement-request', data: toFormData({ carPartId, contactPreference }) }, z.string());
  return response;
}

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
