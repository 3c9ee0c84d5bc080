import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint (public-site.md: 992 px). */
export const LARGE_SCREEN = '(min-width: 992px)';

/** Whether a CSS media query matches now; the component re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
