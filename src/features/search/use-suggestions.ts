import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { suggestionsQuery, type Suggestion } from '@/api/search';
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
 * replace the rows of a newer term. Emptying the box (or going back to 3 characters)
 * starts a new round: rows asked before it never show again, not even while the next
 * term waits for its delay or its reply.
 */
export function useSuggestions(text: string): Suggestion[] {
  const typed = text.trim();
  const below = !shouldSuggest(typed);
  const [round, setRound] = useState(0);
  const [wasBelow, setWasBelow] = useState(below);
  if (below !== wasBelow) {
    setWasBelow(below);
    if (below) setRound(round + 1);
  }
  const debounced = useDebouncedValue(`${round}:${typed}`, SUGGEST_DELAY_MS);
  const split = debounced.indexOf(':');
  const term = Number(debounced.slice(0, split)) === round ? debounced.slice(split + 1) : '';
  const enabled = shouldSuggest(term);
  const query = useQuery({
    ...suggestionsQuery(term, round),
    enabled,
    // Earlier rows stay while a longer term is asked for, within one round only.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === round ? previous : undefined),
  });
  useEffect(() => {
    // Suggestion failures are only logged: the search box keeps working without them.
    if (query.error) console.error('Erro na requisição', query.error);
  }, [query.error]);
  if (below || !enabled) return NONE;
  return query.data ?? NONE;
}
