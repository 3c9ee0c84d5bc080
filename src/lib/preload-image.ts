/**
 * Starts a picture the page is about to show (its largest, so its paint is the page's LCP)
 * while React is still rendering. Only http(s) and same-site addresses; once per address.
 */
export function preloadImage(src: string | undefined) {
  if (!src || !/^(https?:\/\/|\/(?!\/))/.test(src)) return;
  const exists = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some((l) => l.getAttribute('href') === src);
  if (exists) return;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href: src, fetchpriority: 'high' })) link.setAttribute(name, value);
  document.head.appendChild(link);
}
