import { useSyncExternalStore } from 'react';

/**
 * Cards per row for the grid 12/6/4/3/3/2 (xs..xxl): Bootstrap's breakpoints,
 * so the virtualised rows hold exactly what the CSS columns lay out.
 */
function columnsForWidth(width: number): number {
  if (width >= 1400) return 6;
  if (width >= 992) return 4;
  if (width >= 768) return 3;
  if (width >= 576) return 2;
  return 1;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useGridColumns(): number {
  return useSyncExternalStore(
    subscribe,
    () => columnsForWidth(window.innerWidth),
    () => 1,
  );
}
