import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

let settled = false;

/** A picture that never arrives holds nothing after this long from the page's opening (ms). */
const PICTURE_WAIT_MS = 8000;

/** The pictures on screen that have not arrived yet (the first page's largest paint is often one). */
function picturesOnScreen(): HTMLImageElement[] {
  return Array.from(document.images).filter((img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight);
}

/**
 * True once the first page is drawn with its data: the document's load event has fired, no query is
 * fetching, the pictures on screen have arrived (a list's pictures start after its data, often after
 * the load event) and the browser has had an idle moment. Work the first page does not show (the
 * footer, registering the service worker) waits for it, so it never shares the network and the main
 * thread with what the visitor is waiting for. Once true, it stays true for the tab.
 */
export function useFirstPageSettled(): boolean {
  const fetching = useIsFetching();
  const [done, setDone] = useState(settled);
  const [loaded, setLoaded] = useState(() => settled || document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return undefined;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  const [pictures, setPictures] = useState(0);
  useEffect(() => {
    if (done || !loaded || fetching > 0) return undefined;
    let pictureTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      const left = PICTURE_WAIT_MS - performance.now();
      const waiting = left > 0 ? picturesOnScreen() : [];
      if (waiting.length) {
        // Look again once one of them has arrived (or failed), or the wait is over.
        const next = () => setPictures((n) => n + 1);
        for (const img of waiting) {
          img.addEventListener('load', next, { once: true });
          img.addEventListener('error', next, { once: true });
        }
        pictureTimer = setTimeout(next, left);
        return;
      }
      settled = true;
      setDone(true);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(finish, 50);
      return () => {
        clearTimeout(timer);
        clearTimeout(pictureTimer);
      };
    }
    const idle = window.requestIdleCallback(finish, { timeout: 2000 });
    return () => {
      window.cancelIdleCallback(idle);
      clearTimeout(pictureTimer);
    };
  }, [done, loaded, fetching, pictures]);
  return done;
}
