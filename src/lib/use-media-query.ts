import { useSyncExternalStore } from 'react';

/** Large screens from 992 px; below it the layout and the menu are the mobile ones. */
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
