import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { suggestionsQuery, type Suggestion } from '@/features/search/api/search';
import { useDebouncedValue } from '@/lib/debounce';

/** Autocomplete starts when the text is longer than this many characters; shorter text clears the list. */
const SUGGEST_MIN_LENGTH = 3;
/** Quiet time after the last keystroke before asking for suggestions. */
export const SUGGEST_DELAY_MS = 1000;

export function shouldSuggest(text: string): boolean {
  return text.trim().length > SUGGEST_MIN_LENGTH;
}

const NONE: Suggestion[] = [];

/**
 * Suggestions for what the user is typing: asked only after 1000 ms of quiet and only
 * for more than 3 characters; cleared at once otherwise. Each term is its own query
 * (aborted through its signal when abandoned), so an older, slower reply can never
 * replace the rows of a newer term. Rows show only while the box still begins with the
 * term they answer: once it is emptied, an earlier term's rows never come back, not even
 * while the next term waits for its delay or its reply.
 */
export function useSuggestions(text: string): Suggestion[] {
  const typed = text.trim();
  const term = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const enabled = shouldSuggest(term);
  const query = useQuery({
    ...suggestionsQuery(term),
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery && term.startsWith(previousQuery.queryKey[2]) ? previous : undefined),
  });
  useEffect(() => {
    // Suggestion failures are only logged: the search box keeps working without them.
    if (query.error) console.error('Erro na requisição', query.error);
  }, [query.error]);
  if (!shouldSuggest(typed) || !enabled || !typed.startsWith(term)) return NONE;
  return query.data ?? NONE;
}
