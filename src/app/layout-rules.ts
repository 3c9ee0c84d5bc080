import { ADM_ROOT, SITE_ROUTES, sitePath, type RouteEntry } from '@/config/routes';

/**
 * Which shell parts show on a path, by the route table's shells: the bare pages (login, signup,
 * recovery, account deletion) and /adm hide the top bar, header and footer, on their own
 * address and every path below it; a path whose last segment is a banner page's ('subscription')
 * shows a banner instead of the header; /adm uses a fluid container.
 */
interface LayoutParts {
  topBar: boolean;
  header: boolean;
  footer: boolean;
  subscriptionBanner: boolean;
  fluid: boolean;
}

const SITE: RouteEntry[] = Object.values(SITE_ROUTES);
const BARE_PREFIXES = SITE.filter((route) => route.shell === 'bare').map((route) => sitePath(route.path));
const BANNER_SEGMENTS = SITE.filter((route) => route.shell === 'banner').map((route) => route.path.split('/').pop());

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function layoutFor(pathname: string): LayoutParts {
  const path = pathname.replace(/\/+$/, '') || '/';
  const adm = startsWithSegment(path, ADM_ROOT);
  const bare = adm || BARE_PREFIXES.some((p) => startsWithSegment(path, p));
  const lastSegment = path.split('/').filter(Boolean).pop() ?? '';
  const subscription = !bare && BANNER_SEGMENTS.includes(lastSegment);
  return {
    topBar: !bare,
    header: !bare && !subscription,
    footer: !bare,
    subscriptionBanner: subscription,
    fluid: adm,
  };
}
