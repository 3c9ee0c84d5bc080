import { useEffect } from 'react';

/** Sets the tab title as '<page> | PeçaJá'. */
export function useDocumentTitle(title: string | undefined | null): void {
  useEffect(() => {
    if (title) document.title = `${title} | PeçaJá`;
  }, [title]);
}
