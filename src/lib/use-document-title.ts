import { useLayoutEffect } from 'react';

/**
 * Sets the tab title as '<page> | PeçaJá', in the same commit as the page it names (a passive
 * effect could run after the page was already on screen and announced).
 */
export function useDocumentTitle(title: string | undefined | null): void {
  useLayoutEffect(() => {
    if (title) document.title = `${title} | PeçaJá`;
  }, [title]);
}
