import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';

type Values<K extends string> = Record<K, string>;
type UpdateFilters<K extends string> = (changes: Partial<Values<K>>, options?: { replace?: boolean }) => void;

function valuesOf<K extends string>(keys: readonly K[], params: URLSearchParams): Values<K> {
  return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Values<K>;
}

/**
 * Filters kept in the URL (so a reload after an action keeps them). The screen's own state is
 * the source while it is open: URL updates land asynchronously, and building each change on the
 * last URL seen would drop a change made just before (a select, then typing at once).
 * Changing anything but 'page' goes back to the first page.
 * Every page is a history entry (Back returns to the previous page); filter changes replace the
 * entry, so typing a name does not leave one entry per letter. Back and Forward, or a link to the
 * list from elsewhere, bring the state back in line with the URL.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]): [Values<K>, UpdateFilters<K>] {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const [values, setValues] = useState(() => valuesOf(keys, params));
  const latest = useRef(values);
  const keysRef = useRef(keys);
  // The searches this screen wrote: any other one came from Back, Forward or a link.
  const written = useRef(new Set<string>([params.toString()]));

  const search = params.toString();
  useEffect(() => {
    if (navigationType !== 'POP' && written.current.has(search)) return;
    const next = valuesOf(keysRef.current, new URLSearchParams(search));
    written.current = new Set([search]);
    latest.current = next;
    setValues(next);
  }, [search, navigationType]);

  const update = useCallback<UpdateFilters<K>>(
    (changes, options) => {
      const next = { ...latest.current, ...changes } as Values<K>;
      const pageChange = 'page' in changes;
      if (!pageChange && 'page' in next) (next as Record<string, string>).page = '';
      latest.current = next;
      setValues(next);
      const nextParams = new URLSearchParams();
      keysRef.current.forEach((k) => {
        if (next[k]) nextParams.set(k, next[k]);
      });
      written.current.add(nextParams.toString());
      setParams(nextParams, { replace: options?.replace ?? !pageChange });
    },
    [setParams],
  );

  return [values, update];
}
