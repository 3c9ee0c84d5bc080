import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

type Update = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);
type SetParams = (next: URLSearchParams, options?: NavigateOptions) => void;

/**
 * `useSearchParams` whose updates build on the newest address written here, not only on the one
 * on screen. A URL change lands asynchronously, and the router renders each one in its own React
 * transition: two quick changes (one filter, then another) can both start from the old address, or
 * the first can render while the second is still on its way. Either way a plain update would
 * start from an address without the second change and drop it.
 */
export function useChainedSearchParams(): [URLSearchParams, (update: Update, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  // A new key for every navigation that renders, Back to an earlier entry included.
  const { key } = useLocation();
  return [params, useSearchParamsChain(params, key, setParams)];
}

/**
 * The chain, apart from the router. `written` holds the addresses written here that have not
 * rendered yet, oldest first. When a navigation renders one of them, it and every older one have
 * landed; the newer ones are still on their way and stay the base. When a navigation renders an
 * address not written here (Back, a link), the address on screen is the base again.
 */
export function useSearchParamsChain(params: URLSearchParams, navigationKey: string, setParams: SetParams) {
  const written = useRef<string[]>([]);
  const shown = useRef(params);
  useLayoutEffect(() => {
    shown.current = params;
    const landed = written.current.lastIndexOf(params.toString());
    written.current = landed === -1 ? [] : written.current.slice(landed + 1);
    // Only a navigation settles the list: a re-render of the same address must not drop a write in flight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigationKey]);
  return useCallback(
    (change: Update, options?: NavigateOptions) => {
      const pending = written.current.at(-1);
      const base = new URLSearchParams(pending ?? shown.current);
      const next = typeof change === 'function' ? change(base) : change;
      written.current = [...written.current, next.toString()];
      setParams(next, options);
    },
    [setParams],
  );
}
