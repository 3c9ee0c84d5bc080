import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

let settled = false;

/**
 * True once the first page is drawn with its data: the document's load event has fired, no query is
 * fetching, and the browser has had an idle moment. Work the first page does not show (the footer's
 * server version, registering the service worker) waits for it, so it never shares the network and
 * the main thread with what the visitor is waiting for. Once true, it stays true for the tab.
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
  useEffect(() => {
    if (done || !loaded || fetching > 0) return undefined;
    const finish = () => {
      settled = true;
      setDone(true);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(finish, 50);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(finish, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [done, loaded, fetching]);
  return done;
}
