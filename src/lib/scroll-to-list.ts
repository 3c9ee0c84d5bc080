/** Space left above a list's heading when it is brought to the top of the view. */
export const LIST_TOP_GAP = 8;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * After a page change the reader starts at the list's heading, not where the pager was (at the
 * bottom of the previous page). A sticky header (the admin bar) would cover it: it is measured
 * and left out. Smooth, unless the user asks for reduced motion.
 */
export function scrollToListTop(target: HTMLElement | string | null | undefined): void {
  const el = typeof target === 'string' ? document.getElementById(target) : target;
  if (!el) return;
  const sticky = document.querySelector<HTMLElement>('header.sticky-top');
  const covered = sticky ? sticky.getBoundingClientRect().height : 0;
  const top = Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - covered - LIST_TOP_GAP));
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}
