import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request, toFormData } from '@/api/client';
import { webUrlOrEmpty } from '@/api/values';

const suggestionSchema = z.array(
  z.object({
    image: webUrlOrEmpty,
    description: z._default(z.nullable(z.string()), ''),
    url: z.optional(z.nullable(z.string())),
  }),
);
export type Suggestion = z.infer<typeof suggestionSchema>[number];

const suggestionsKey = (term: string) => ['search', 'suggestions', term] as const;

/** POST /search (form `term`): autocomplete rows. The signal lets a newer keystroke cancel an older call. */
export async function getSuggestions(term: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { response } = await request({ method: 'POST', url: '/search', data: toFormData({ term }), signal }, suggestionSchema);
  return response;
}

/**
 * Autocomplete rows for one term: each term is its own query (an older, slower reply never
 * replaces a newer term's rows), aborted through its signal when abandoned, kept a minute,
 * never retried (the search box works without them).
 */
export const suggestionsQuery = (term: string) =>
  queryOptions({ queryKey: suggestionsKey(term), queryFn: ({ signal }) => getSuggestions(term, signal), staleTime: 60_000, retry: false });
