import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Filters kept in the URL (so a reload after an action keeps them). The screen's own state is
 * the source while it is open: URL updates land asynchronously, and building each change on the
 * last URL seen would drop a change made just before (a select, then typing at once).
 * Changing anything but 'page' goes back to the first page.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>);
  const latest = useRef(values);
  const keysRef = useRef(keys);

  const update = useCallback(
    (changes: Partial<Record<K, string>>) => {
      const next = { ...latest.current, ...changes } as Record<K, string>;
      if (!('page' in changes) && 'page' in next) (next as Record<string, string>).page = '';
      latest.current = next;
      setValues(next);
      const search = new URLSearchParams();
      keysRef.current.forEach((k) => {
        if (next[k]) search.set(k, next[k]);
      });
      setParams(search, { replace: true });
    },
    [setParams],
  );

  return [values, update];
}
