/**
 * Runs `then` once the browser has reported `element` as the page's largest paint so far, or after
 * `waitMs` (another element is larger, or the report never comes); at once where the browser does
 * not report largest paints. For work that must not share the network with the first page's main
 * picture: a request started before that paint is counted in the page's LCP by Lighthouse.
 * Returns a function that cancels it.
 */
export function afterLargestPaint(element: () => Element | null, then: () => void, waitMs: number): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    then();
  };
  const supported = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  const timer = setTimeout(finish, supported ? waitMs : 0);
  if (supported) {
    observer = new PerformanceObserver((list) => {
      const target = element();
      if (target && list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === target)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  return () => {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
  };
}
