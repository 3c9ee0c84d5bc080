import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ProductFields } from '@/lib/product-fields';
import { runLimited, type LimitedOutcome } from '@/lib/run-limited';
import { request, toFormData } from '@/api/client';
import { requestList } from '@/api/request-list';
import { dashboardKeys } from '@/features/dashboard/shared/api/dashboard';
import { isWebUrl } from '@/lib/web-url';
import { createdSince, sameText } from '@/api/lost-reply';
import { money, webUrl, webUrlOrEmpty } from '@/api/values';

export const admProductKeys = {
  all: ['adm-products'] as const,
  list: () => [...admProductKeys.all, 'list'] as const,
  detail: (id: number) => [...admProductKeys.all, 'detail', id] as const,
  /** Suggestions for a form field as it is typed. */
  suggestions: (field: AutocompleteField, term: string) => [...admProductKeys.all, 'suggestions', field, term] as const,
  /** The fields of a catalogue part picked as a suggestion (GET /search-product-data/{id}). */
  searchData: (id: number) => [...admProductKeys.all, 'search-data', id] as const,
};

const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);
const text = z._default(
  z.pipe(
    z.nullable(z.union([z.string(), z.number()])),
    z.transform((v) => (v === null ? '' : String(v))),
  ),
  '',
);

/** A text that may be missing (undefined), come as null ('') or as a number. */
const optionalText = z.optional(
  z.pipe(
    z.nullable(z.union([z.string(), z.number()])),
    z.transform((v) => (v === null ? '' : String(v))),
  ),
);

/** A listing is shown on the site unless the advertiser paused it. */
export type ProductStatus = 'ACTIVE' | 'PAUSED';

const listItemSchema = z.object({
  id: z.coerce.number(),
  uuid: z.optional(z.string()),
  url: z.optional(z.string()),
  part_name: z.string(),
  image: webUrlOrEmpty,
  is_new: flag,
  price: money,
  quantity: z.coerce.number(),
  // Optional: what the list sorts, filters and rates a listing by. A server that leaves them out still lists.
  created_at: z.optional(z.string()),
  code: optionalText,
  is_national: z.optional(flag),
  status: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v): ProductStatus => (v === 'PAUSED' ? 'PAUSED' : 'ACTIVE')),
  ),
  image_count: z.optional(z.coerce.number()),
  description: optionalText,
  brand: optionalText,
  model: optionalText,
});
export type AdmProduct = z.infer<typeof listItemSchema>;

/** The describing texts a part's detail and a picked catalogue part both carry. */
const partTexts = { manufacturer: text, brand: text, model: text, description: text };

const detailSchema = z.object({
  ...listItemSchema.shape,
  ...partTexts,
  is_national: flag,
  product_code: text,
  images: z._default(z.array(webUrl), []),
});
export type AdmProductDetail = z.infer<typeof detailSchema>;

const searchDataSchema = z.object({ id: z.optional(z.coerce.number()), part_name: text, ...partTexts });
type ProductSearchData = z.infer<typeof searchDataSchema>;

async function getAdmProducts(): Promise<AdmProduct[]> {
  // 10,000 parts for the largest plan: checked a slice at a time, so the page keeps answering meanwhile.
  return requestList({ method: 'GET', url: '/products-adm/list' }, listItemSchema);
}

async function getAdmProduct(id: number): Promise<AdmProductDetail> {
  const { response } = await request({ method: 'GET', url: `/products-adm/${id}` }, detailSchema);
  return response;
}

async function getProductSearchData(id: number): Promise<ProductSearchData> {
  const { response } = await request({ method: 'GET', url: `/search-product-data/${id}` }, searchDataSchema);
  return response;
}

export const admProductsQuery = () => queryOptions({ queryKey: admProductKeys.list(), queryFn: getAdmProducts, staleTime: 30_000 });
export const admProductQuery = (id: number) => queryOptions({ queryKey: admProductKeys.detail(id), queryFn: () => getAdmProduct(id), staleTime: 0 });

/** A picked part's fields, kept a minute: picking the same suggestion again asks nothing. */
export const productSearchDataQuery = (id: number) =>
  queryOptions({ queryKey: admProductKeys.searchData(id), queryFn: () => getProductSearchData(id), staleTime: 60_000 });

/* ---------- autocomplete ---------- */

export type AutocompleteField = 'part_name' | 'manufacturer' | 'brand' | 'model';

const AUTOCOMPLETE_PATHS: Record<AutocompleteField, string> = {
  part_name: '/autocomplete/part-name',
  manufacturer: '/autocomplete/manufacturer',
  brand: '/autocomplete/brand',
  model: '/autocomplete/model',
};

export interface Suggestion {
  /** Only part-name suggestions carry the id used by GET /search-product-data/{id}. */
  id?: number;
  label: string;
}

const partNameRows = z.array(z.object({ id: z.coerce.number(), part_name: z.string() }));
const stringRows = z.array(z.string());

export async function getSuggestions(field: AutocompleteField, term: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const config = { method: 'GET', url: AUTOCOMPLETE_PATHS[field], params: { term }, signal } as const;
  if (field === 'part_name') {
    const { response } = await request(config, partNameRows);
    return response.map((r) => ({ id: r.id, label: r.part_name }));
  }
  const { response } = await request(config, stringRows);
  return response.map((label) => ({ label }));
}

/** Suggestions for a term, kept a minute; a failed ask is not repeated (the field works without). */
export const suggestionsQuery = (field: AutocompleteField, term: string) =>
  queryOptions({
    queryKey: admProductKeys.suggestions(field, term),
    queryFn: ({ signal }) => getSuggestions(field, term, signal),
    staleTime: 60_000,
    retry: false,
  });

/* ---------- mutations ---------- */

/** What create and update send: the fields, the photos and, to update, the id. */
export interface ProductPayload extends ProductFields {
  id?: number;
  images: File[];
  /**
   * Update only: the part's photos to keep, as a JSON list of their URLs in order, where a new
   * file may stand by its field name ('image0'); see POST /auto-part/update in docs/api.md.
   */
  kept_images?: string;
}

const savedSchema = z.unknown();

export interface ProductSaved {
  coverImage: string;
  description: string;
  /** The part's id when the reply names it (the import keeps it to tell its parts from others). */
  id: number | null;
}

/** The multipart body: every field as the API names it (no id on create), the photos as image0, image1... */
function toProductForm({ images, ...fields }: ProductPayload): FormData {
  return toFormData({ ...fields, ...Object.fromEntries(images.map((file, i) => [`image${i}`, file])) });
}

function savedOf(raw: Record<string, unknown>): ProductSaved {
  return {
    // The part was made: a cover that is not an http(s) address is only left out of the toast.
    coverImage: isWebUrl(raw.coverImage) ? raw.coverImage : '',
    description: typeof raw.description === 'string' ? raw.description : '',
    id: typeof raw.id === 'number' && Number.isInteger(raw.id) ? raw.id : null,
  };
}

/** POST /auto_part/create (multipart). */
export async function createProduct(p: ProductPayload): Promise<ProductSaved> {
  const { raw } = await request({ method: 'POST', url: '/auto_part/create', data: toProductForm({ ...p, id: undefined }) }, savedSchema);
  return savedOf(raw);
}

/** POST /auto-part/update (multipart, with id). */
async function updateProduct(p: ProductPayload & { id: number }): Promise<ProductSaved> {
  const { raw } = await request({ method: 'POST', url: '/auto-part/update', data: toProductForm(p) }, savedSchema);
  return savedOf(raw);
}

async function deleteProduct(id: number): Promise<void> {
  await request({ method: 'DELETE', url: `/products-adm/${id}` }, z.unknown());
}

/** PUT /product-adm-stock; returns the server's description messages. */
export async function updateStock(product: number, quantity: number): Promise<string[]> {
  const { raw } = await request({ method: 'PUT', url: '/product-adm-stock', data: { product, quantity } }, z.unknown());
  return descriptionsOf(raw.description);
}

/** The validation messages of a failed reply's `description` (a list, or one text). */
export function descriptionsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return typeof value === 'string' && value.trim() ? [value] : [];
}

/*
 * The advertiser's product actions as mutations, each refreshing what it changes. What a screen
 * does with the answer (a toast, closing a dialog, leaving the form) stays in the screen,
 * passed as mutate(vars, { onSuccess, onError }).
 */

/** A part was created or saved: the lists, details and the dashboard's counts change. */
function productsChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: admProductKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

/** Creates a part, or saves one with its id. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation<ProductSaved, unknown, ProductPayload>({
    mutationFn: (payload) => (payload.id !== undefined ? updateProduct({ ...payload, id: payload.id }) : createProduct(payload)),
    onSuccess: () => productsChanged(queryClient),
  });
}

/** What a part's create sent, to find the part again when the reply was lost. */
export interface PartProbe {
  part_name: string;
  code: string;
  price: number;
  photos: number;
}

/**
 * The part a create sent at `since` made, found in the advertiser's list (GET /products-adm/list)
 * when its reply was lost: listed since then (`created_at`), with the same code, or the same name,
 * price and number of photos. Null when the list has none.
 */
export async function findCreatedProduct(probe: PartProbe, since: number): Promise<AdmProduct | null> {
  const list = await getAdmProducts();
  const same = (p: AdmProduct) =>
    (probe.code !== '' && sameText(p.code, probe.code)) ||
    (sameText(p.part_name, probe.part_name) && Math.abs(p.price - probe.price) < 0.005 && (p.image_count === undefined || p.image_count === probe.photos));
  return list.find((p) => createdSince(p.created_at, since) && same(p)) ?? null;
}

/** findCreatedProduct; a part found counts as created (the lists are read again). */
export function useFindCreatedProduct() {
  const queryClient = useQueryClient();
  return async (probe: PartProbe, since: number) => {
    const found = await findCreatedProduct(probe, since);
    if (found) productsChanged(queryClient);
    return found;
  };
}

/** A change the server accepted: the list shows it at once, and the part's detail is read again. */
function patchListed(queryClient: QueryClient, id: number, patch: Partial<AdmProduct>) {
  queryClient.setQueryData<AdmProduct[]>(admProductKeys.list(), (list) => list?.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  void queryClient.invalidateQueries({ queryKey: admProductKeys.detail(id) });
}

/** PUT /product-adm-stock: the list shows the new quantity at once; the part's detail is read again. */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) => updateStock(id, quantity),
    onSuccess: (_messages, { id, quantity }) => patchListed(queryClient, id, { quantity }),
  });
}

/** PUT /product-adm-status: a paused listing is hidden from the public site until it is reactivated. */
async function setProductStatus(product: number, status: ProductStatus): Promise<void> {
  await request({ method: 'PUT', url: '/product-adm-status', data: { product, status } }, z.unknown());
}

/** The public site's queries (home, more parts, search, product pages) that a paused or reactivated listing changes. */
const PUBLIC_QUERY_ROOTS = ['catalog', 'search', 'product'] as const;

/** Pauses or reactivates a listing: the list shows the new state at once; its detail and the public pages are read again. */
export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ProductStatus }) => setProductStatus(id, status),
    onSuccess: (_void, { id, status }) => {
      patchListed(queryClient, id, { status });
      for (const root of PUBLIC_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
    },
  });
}

/**
 * A new price through POST /auto-part/update, which takes the whole part: its detail is read first
 * and every other field is sent as it is. No file is sent and kept_images names every current
 * photo in its order, so the part keeps its photos and cover (a server without kept_images keeps
 * them too when no file comes).
 */
export async function updateProductPrice(id: number, price: number): Promise<void> {
  const d = await getAdmProduct(id);
  await updateProduct({
    id,
    part_name: d.part_name,
    code: d.product_code,
    manufacturer: d.manufacturer,
    brand: d.brand,
    model: d.model,
    description: d.description,
    price,
    quantity: d.quantity,
    is_new: d.is_new,
    is_national: d.is_national,
    images: [],
    ...(d.images.length ? { kept_images: JSON.stringify(d.images) } : {}),
  });
}

/** One product's change in a bulk edit. */
export type BulkChange = { id: number; kind: 'stock'; quantity: number } | { id: number; kind: 'price'; price: number };

/** Requests of a bulk edit running at the same time. */
export const BULK_CONCURRENCY = 3;

/**
 * Sends a bulk edit, at most BULK_CONCURRENCY requests at a time; a failure never stops the rest.
 * `onSettled` reports each change as it ends (for a progress bar); the outcomes come back in
 * input order. Afterwards the list, the details and the public pages are read again.
 */
export function useBulkProductEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, onSettled }: { changes: BulkChange[]; onSettled?: (outcome: LimitedOutcome<void>) => void }) =>
      runLimited(changes, (c) => (c.kind === 'stock' ? updateStock(c.id, c.quantity).then(() => undefined) : updateProductPrice(c.id, c.price)), {
        limit: BULK_CONCURRENCY,
        onSettled,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: admProductKeys.all });
      for (const root of PUBLIC_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
    },
  });
}

/** DELETE /products-adm/{id}: the part leaves the list and its detail is forgotten. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProduct(id),
    onSuccess: (_void, id) => {
      queryClient.setQueryData<AdmProduct[]>(admProductKeys.list(), (list) => list?.filter((p) => p.id !== id));
      queryClient.removeQueries({ queryKey: admProductKeys.detail(id) });
      // The dashboard's counts (and the plan usage read from them) lose the part too.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
