import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

type Update = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * `useSearchParams` whose updates build on the last update made here while the page has not
 * re-rendered since. A URL change lands asynchronously: two changes in a row (one filter, then
 * another before the first re-rendered) would otherwise both start from the same old URL and the
 * second would drop the first. Once any navigation renders (one of these writes, Back, a link),
 * the URL on screen is the base again.
 */
export function useChainedSearchParams(): [URLSearchParams, (update: Update, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  // A new object for every navigation that renders, Back to an earlier entry included.
  const location = useLocation();
  const pending = useRef<{ location: object; last: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: Update, options?: NavigateOptions) => {
      const base = pending.current?.location === location ? pending.current.last : params;
      const next = typeof change === 'function' ? change(new URLSearchParams(base)) : change;
      pending.current = { location, last: next };
      setParams(next, options);
    },
    [location, params, setParams],
  );
  return [params, update];
}
