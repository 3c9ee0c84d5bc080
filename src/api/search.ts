import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { cardListSchema, type Card } from './catalog';
import { request, toFormData } from './client';

const suggestionSchema = z.array(
  z.object({
    image: z._default(z.nullable(z.string()), ''),
    description: z._default(z.nullable(z.string()), ''),
    url: z.optional(z.nullable(z.string())),
  }),
);
export type Suggestion = z.infer<typeof suggestionSchema>[number];

export const searchKeys = {
  results: (term: string) => ['search', 'results', term] as const,
};

/** POST /search (form `term`): autocomplete rows. The signal lets a newer keystroke cancel an older call. */
export async function getSuggestions(term: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { response } = await request({ method: 'POST', url: '/search', data: toFormData({ term }), signal }, suggestionSchema);
  return response;
}

/** POST /search-result (form `term`): the result cards. */
export async function getSearchResults(term: string): Promise<Card[]> {
  const { response } = await request({ method: 'POST', url: '/search-result', data: toFormData({ term }) }, cardListSchema);
  return response;
}

export const searchResultsQuery = (term: string) =>
  queryOptions({ queryKey: searchKeys.results(term), queryFn: () => getSearchResults(term), enabled: term.length > 0 });
