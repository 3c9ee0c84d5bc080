import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, while this tab lives. */
const scrolled = new Map<string, number>();

/**
 * A new page opens at the top; Back or Forward returns to where that entry was scrolled, as soon as
 * the page is tall enough again (its data may still be arriving), unless the page is scrolled otherwise first.
 */
export function ScrollManager() {
  const { pathname, key } = useLocation();
  const pop = useNavigationType() === 'POP';
  const current = useRef(key);
  // Before the browser reports a scroll of the new page, so no entry takes another's place.
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);
  useEffect(() => {
    const save = () => scrolled.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);
  useLayoutEffect(() => {
    const y = pop ? scrolled.get(key) : undefined;
    if (y === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let tries = 0;
    const stop = () => cancelAnimationFrame(frame);
    // Held for half a second once reached too: a part of the page that arrives late (a bar above
    // the list) would otherwise push the place away.
    let held = 0;
    // Where this restore left the page, and the page's height then. A place that moved while the
    // height stayed was scrolled by someone else (the scrollbar, a control brought into view before
    // a click): the restore gives way, or it scrolls the page back under the pointer.
    let left: { y: number; height: number } | null = null;
    const restore = (mounting = false) => {
      const height = document.documentElement.scrollHeight;
      if (left && left.height === height && Math.abs(window.scrollY - left.y) > 2) return;
      // At once: the root's smooth scrolling would glide there over frames, each one a move of its own.
      if (Math.abs(window.scrollY - y) > 2) window.scrollTo({ top: y, behavior: 'instant' });
      // Not while the page mounts: a window virtualizer mounting in the same commit scrolls to
      // the offset it read before this restore, and that is not a scroll to give way to.
      left = mounting ? null : { y: window.scrollY, height };
      held = Math.abs(window.scrollY - y) <= 2 ? held + 1 : 0;
      if (held < 30 && (tries += 1) < 180) frame = requestAnimationFrame(() => restore());
    };
    restore(true);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, stop, { passive: true });
    return () => {
      stop();
      for (const e of events) window.removeEventListener(e, stop);
    };
    // A new entry with the same path (a filter, a page of results) keeps the place: the list scrolls itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, pop && key]);
  return null;
}
