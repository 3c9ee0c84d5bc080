import { queryOptions } from '@tanstack/react-query';
import { cardListSchema, type Card } from '@/api/catalog';
import { request, toFormData } from '@/api/client';

// Apart from the suggestions (search.ts), which the top bar's search box uses on every page.

/** POST /search-result (form `term`): the result cards. */
export async function getSearchResults(term: string): Promise<Card[]> {
  const { response } = await request({ method: 'POST', url: '/search-result', data: toFormData({ term }) }, cardListSchema);
  return response;
}

export const searchResultsQuery = (term: string) =>
  queryOptions({ queryKey: ['search', 'results', term] as const, queryFn: () => getSearchResults(term), enabled: term.length > 0 });
