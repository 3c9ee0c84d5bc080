import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request, toFormData } from '@/api/client';
import { isWebUrl } from '@/lib/web-url';
import { createdSince, sameText } from '@/api/lost-reply';
import { money, text, webUrl, webUrlOrEmpty } from '@/api/values';
import { dateText } from '@/api/date-values';
import { statementSchema, type Statement } from '@/features/subscriptions/shared/api/statement';

const adsPlanSchema = z.object({
  id: z.coerce.number(),
  name: text,
  description: text,
  cost: money,
  days: z.optional(z.nullable(z.coerce.number())),
  highlight: z._default(z.optional(z.boolean()), false),
});
export type AdsPlan = z.infer<typeof adsPlanSchema>;

const bannerRowSchema = z.object({
  id: z.coerce.number(),
  image: webUrlOrEmpty,
  description: text,
  product_name: text,
  due_date: dateText,
  /** When it was created (optional): finds a create whose reply was lost. */
  created_at: z.optional(z.string()),
});
export type BannerRow = z.infer<typeof bannerRowSchema>;

const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

const bannerSchema = z.object({
  id: z.optional(z.coerce.number()),
  product: text,
  description: text,
  show_description: z._default(z.optional(flag), false),
  images: z._default(z.optional(z.array(webUrl)), []),
});
export type Banner = z.infer<typeof bannerSchema>;

export interface BannerForm {
  /** Product uuid. */
  product: string;
  description: string;
  showDescription: boolean;
  images: File[];
}

export const adsKeys = {
  all: ['ads'] as const,
  plans: ['ads', 'plans'] as const,
  statement: ['ads', 'statement'] as const,
  list: ['ads', 'list'] as const,
  detail: (id: number) => ['ads', 'detail', id] as const,
};

async function getAdsPlans(): Promise<AdsPlan[]> {
  const { response } = await request({ method: 'GET', url: '/ads-page' }, z.array(adsPlanSchema));
  return response;
}

export async function getAdsStatement(): Promise<Statement> {
  const { response } = await request({ method: 'GET', url: '/ads-user' }, statementSchema);
  return response;
}

async function getBanners(): Promise<BannerRow[]> {
  const { response } = await request({ method: 'GET', url: '/ads-list' }, z.array(bannerRowSchema));
  return response;
}

async function getBanner(id: number): Promise<Banner> {
  const { response } = await request({ method: 'GET', url: `/ads/${id}` }, bannerSchema);
  return response;
}

function bannerFormData(form: BannerForm, id?: number): FormData {
  const fields: Record<string, string | number | boolean | Blob | undefined> = {
    product: form.product,
    description: form.description,
    showDescription: form.showDescription,
    ads: id,
  };
  form.images.forEach((file, i) => {
    fields[`image${i}`] = file;
  });
  return toFormData(fields);
}

/** The banner was made: a cover that is not an http(s) address is only left out of the toast. */
function coverOf(raw: Record<string, unknown>): string {
  return isWebUrl(raw.coverImage) ? raw.coverImage : '';
}

export async function createBanner(form: BannerForm): Promise<{ message: string; coverImage: string }> {
  const { response, raw } = await request({ method: 'POST', url: '/ads', data: bannerFormData(form) }, z.unknown());
  return { message: typeof response === 'string' ? response : '', coverImage: coverOf(raw) };
}

async function updateBanner(id: number, form: BannerForm): Promise<{ message: string; coverImage: string }> {
  const { response, raw } = await request({ method: 'POST', url: '/ads-update', data: bannerFormData(form, id) }, z.unknown());
  return { message: typeof response === 'string' ? response : '', coverImage: coverOf(raw) };
}

async function deleteBanner(id: number): Promise<void> {
  await request({ method: 'DELETE', url: `/ads/${id}` }, z.unknown());
}

export const adsPlansQuery = () => queryOptions({ queryKey: adsKeys.plans, queryFn: getAdsPlans });
export const bannersQuery = () => queryOptions({ queryKey: adsKeys.list, queryFn: getBanners });
export const bannerQuery = (id: number) => queryOptions({ queryKey: adsKeys.detail(id), queryFn: () => getBanner(id), staleTime: 0 });

/*
 * The banner's actions as mutations. Each one that goes through asks again for the advertising
 * data it changed (the banner list and each banner are under adsKeys.all); what a screen does
 * with the answer (a toast, a navigation) stays in the screen, passed as mutate(vars, { onSuccess }).
 */

/** POST /ads: a new banner. */
export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: BannerForm) => createBanner(form),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adsKeys.all }),
  });
}

/** What a banner's create sent, to find the banner again when the reply was lost. */
export interface BannerProbe {
  description: string;
  /** The advertised part's name, as the banner list names it. */
  productName: string;
}

/**
 * The banner a create sent at `since` made, found in the caller's list (GET /ads-list) when its
 * reply was lost: created since then (`created_at`), with the same description and part. Null
 * when the list has none.
 */
export async function findCreatedBanner(probe: BannerProbe, since: number): Promise<BannerRow | null> {
  const list = await getBanners();
  return (
    list.find((b) => createdSince(b.created_at, since) && sameText(b.description, probe.description) && sameText(b.product_name, probe.productName)) ?? null
  );
}

/** findCreatedBanner; a banner found counts as created (the advertising data is read again). */
export function useFindCreatedBanner() {
  const queryClient = useQueryClient();
  return async (probe: BannerProbe, since: number) => {
    const found = await findCreatedBanner(probe, since);
    if (found) void queryClient.invalidateQueries({ queryKey: adsKeys.all });
    return found;
  };
}

/** POST /ads-update: the banner `id` changed. */
export function useUpdateBanner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: BannerForm) => updateBanner(id, form),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adsKeys.all }),
  });
}

/** DELETE /ads/{id}. */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBanner(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adsKeys.all }),
  });
}
