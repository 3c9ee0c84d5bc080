import { env } from '@/config/env';
import { detectLanguage } from '@/lib/language';
import { storageKeys } from '@/lib/storage-keys';

/** Written by the build into index.html (server/build-plugins.ts, ROUTE_PRELOAD_META). */
export interface RoutePreload {
  pattern: string;
  files: string[];
  /** Stylesheets of the route (preloaded; the route import applies them). */
  styles?: string[];
  texts: Record<string, string>;
}

const META = 'pecaja-route-preload';

/**
 * The data call a landing page makes first, as the API module will request it (same URL). More
 * parts without a filter or a page past the first asks GET /more-parts/1; any other selection is
 * a POST, which a preload cannot make.
 */
function dataPathFor(pathname: string, search: string): string | null {
  if (/^\/(home)?$/.test(pathname)) return '/home';
  if (pathname === '/more_parts') {
    const params = new URLSearchParams(search);
    return [...params.keys()].every((k) => k === 'page') && (params.get('page') ?? '1') === '1' ? '/more-parts/1' : null;
  }
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product) {
    try {
      return `/product/${encodeURIComponent(decodeURIComponent(product[1]))}`;
    } catch {
      return null;
    }
  }
  return null;
}

/** Only this site's own files ('/assets/...'), never another origin ('//host', 'https:'). */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

function hasSession(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${storageKeys.token}=`));
}

function addLink(attributes: Record<string, string>) {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

function readMap(): RoutePreload[] {
  const content = document.querySelector(`meta[name="${META}"]`)?.getAttribute('content');
  if (!content) return [];
  try {
    const map: unknown = JSON.parse(content);
    return Array.isArray(map) ? (map as RoutePreload[]) : [];
  } catch {
    return [];
  }
}

/**
 * Starts the landing page's code, texts and first data call while the app itself downloads:
 * modulepreload fetches and compiles without running anything, and the data preload is the
 * very request the API module makes next (same URL, same CORS mode), so the browser hands it
 * over instead of asking twice. A visitor with a session sends a bearer token, which a
 * preload cannot carry, so their data is not preloaded.
 */
export function preloadLandingRoute(pathname: string, search = '', language = detectLanguage(navigator.language)) {
  const route = readMap().find((r) => new RegExp(r.pattern).test(pathname));
  if (!route) return;
  const texts = route.texts[language];
  for (const href of [...route.files, ...(texts ? [texts] : [])].filter(isSitePath)) addLink({ rel: 'modulepreload', href, crossorigin: '' });
  // crossorigin as Vite's loader requests the stylesheet, or the browser fetches it a second time.
  for (const href of (route.styles ?? []).filter(isSitePath)) addLink({ rel: 'preload', as: 'style', href, crossorigin: '' });
  const data = dataPathFor(pathname, search);
  if (data && env.apiUrl && !hasSession()) addLink({ rel: 'preload', as: 'fetch', href: `${env.apiUrl}${data}`, crossorigin: 'anonymous' });
}

/**
 * Starts a picture the page is about to show (its largest, so its paint is the page's LCP)
 * while React is still rendering. Only http(s) and same-site addresses; once per address.
 */
export function preloadImage(src: string | undefined) {
  if (!src || !/^(https?:\/\/|\/(?!\/))/.test(src)) return;
  const exists = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some((l) => l.getAttribute('href') === src);
  if (!exists) addLink({ rel: 'preload', as: 'image', href: src, fetchpriority: 'high' });
}
