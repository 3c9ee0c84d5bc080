import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

type Update = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * `useSearchParams` whose updates build on the last update made here, not on the last render.
 * A URL change lands asynchronously: two changes in a row (one filter, then another before the
 * first re-rendered) would otherwise both start from the same old URL and the second would drop
 * the first. A URL this hook did not write (Back, Forward, a link) becomes the base again.
 */
export function useChainedSearchParams(): [URLSearchParams, (update: Update, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const chain = useRef<{ written: Set<string>; last: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: Update, options?: NavigateOptions) => {
      const search = params.toString();
      const pending = chain.current?.written.has(search) ? chain.current : null;
      const next = typeof change === 'function' ? change(new URLSearchParams(pending ? pending.last : params)) : change;
      const written = pending ? pending.written : new Set([search]);
      written.add(next.toString());
      chain.current = { written, last: next };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, update];
}
