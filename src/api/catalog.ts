import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { homeCall, morePartsCall, type SelectedFilters, type YearFit } from './calls';
import { request } from './client';
import { count, money, webUrl, webUrlOrEmpty } from './values';

/** A product card as every list returns it (`Card` in docs/api.md). */
const cardSchema = z.object({
  url: z.string(),
  uuid: z.optional(z.nullable(z.string())),
  image: webUrlOrEmpty,
  description: z._default(z.nullable(z.string()), ''),
  condition: z._default(z.nullable(z.string()), ''),
  value: money,
  rate: z._default(z.nullable(z.coerce.number()), 0),
  // The advertiser's compatibility text: optional, sent on the rows of more parts (the verdicts of a vehicle's list).
  compatibility: z.optional(z.nullable(z.string())),
});
export type Card = z.infer<typeof cardSchema>;
export const cardListSchema = z.array(cardSchema);

const minimalPrice = z.nullable(z.optional(money));

/**
 * A special-offer card of the home: its text names it and opens /product/{url}. The row is
 * optional (absent or null means none), but offers that are there must keep the contract,
 * as the banners must: a card without a url or a text breaks the whole reply.
 */
const offerSchema = z.object({
  url: z.string().check(z.minLength(1)),
  text: z.string().check(z.minLength(1)),
  imageURL: webUrlOrEmpty,
});

const homeSchema = z.object({
  ads: z._default(
    z.array(
      z.object({
        description: z._default(z.nullable(z.string()), ''),
        url: z.string(),
        show_description: z._default(z.nullable(z.union([z.boolean(), z.number(), z.string()])), false),
        images: z._default(z.array(webUrl), []),
      }),
    ),
    [],
  ),
  autopartSummary: z.optional(
    z.nullable(
      z.object({
        national: z.optional(
          z.object({
            new: z.optional(z.object({ isNew: z.optional(z.boolean()), minimalPrice })),
            old: z.optional(z.object({ isNew: z.optional(z.boolean()), minimalPrice })),
          }),
        ),
        imported: z.optional(z.object({ minimalPrice })),
      }),
    ),
  ),
  // The two lists are the home itself: a reply without them is a broken contract, not an empty home.
  mostRecentItens: cardListSchema,
  mostViewedItems: cardListSchema,
  // Absent or null: no offers row.
  offers: z._default(
    z.pipe(
      z.nullable(z.array(offerSchema)),
      z.transform((list) => list ?? []),
    ),
    [],
  ),
});
export type HomeData = z.infer<typeof homeSchema>;
export type HomeAd = HomeData['ads'][number];
export type HomeOffer = z.infer<typeof offerSchema>;

/** The server may send show_description as a boolean, 1/0 or '1'/'0'. */
export function showsDescription(ad: HomeAd): boolean {
  const v = ad.show_description;
  return v === true || v === 1 || v === '1' || v === 'true';
}

const morePartsSchema = z.object({
  // The list and its total are required: a reply without them is a broken contract, never '0 peças encontradas'.
  moreparts: cardListSchema,
  filters: z._default(z.array(z.object({ name: z.string(), data: z._default(z.array(z.coerce.string()), []) })), []),
  pagination: count,
  limit: z._default(z.coerce.number(), 1),
  page: z._default(z.coerce.number(), 1),
});
export type MorePartsData = z.infer<typeof morePartsSchema>;
export type { SelectedFilters, YearFit };

const catalogKeys = {
  home: ['catalog', 'home'] as const,
  moreParts: (page: number, filters: SelectedFilters, fit?: YearFit) => ['catalog', 'more-parts', page, filters, fit ?? null] as const,
};

export async function getHome(): Promise<HomeData> {
  const { response } = await request(homeCall(), homeSchema);
  return response;
}

/** GET or POST /more-parts/{page}, as morePartsCall says. */
export async function getMoreParts(page: number, filters: SelectedFilters, fit?: YearFit): Promise<MorePartsData> {
  const { response } = await request(morePartsCall(page, filters, fit), morePartsSchema);
  return response;
}

/** Pages of a paged list: total divided by limit, rounded up (never below 1). */
export function pageCount(total: number, limit: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(limit) || limit <= 0 || total <= 0) return 1;
  return Math.max(1, Math.ceil(total / limit));
}

export const homeQuery = () => queryOptions({ queryKey: catalogKeys.home, queryFn: getHome });
export const morePartsQuery = (page: number, filters: SelectedFilters, fit?: YearFit) =>
  queryOptions({ queryKey: catalogKeys.moreParts(page, filters, fit), queryFn: () => getMoreParts(page, filters, fit) });
