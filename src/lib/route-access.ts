import { paths } from '@/config/paths';
import type { Role, SessionUser } from './session-token';

/**
 * Which roles open which admin page: the sidebar's menus per role. Everyone logged in has the
 * dashboard; the statement is for whoever can subscribe (not managers); products, sales and
 * advertising are the subscriber's; payment orders and the report are the manager's.
 */
const ADM_ROUTE_ROLES: Readonly<Record<string, readonly Role[]>> = {
  [paths.adm.dashboard]: ['unsubscribed', 'subscriber', 'manager'],
  [paths.adm.statement]: ['unsubscribed', 'subscriber'],
  [paths.adm.productList]: ['subscriber'],
  [paths.adm.productCreate]: ['subscriber'],
  [paths.adm.productImport]: ['subscriber'],
  [paths.adm.productUpdate]: ['subscriber'],
  [paths.adm.engagement]: ['subscriber'],
  [paths.adm.adsCreate]: ['subscriber'],
  [paths.adm.adsList]: ['subscriber'],
  [paths.adm.adsUpdate]: ['subscriber'],
  [paths.adm.adsStatement]: ['subscriber'],
  [paths.adm.paymentOrder]: ['manager'],
  [paths.adm.reportSubscriptions]: ['manager'],
};

/** The admin routes by their lower-case spelling: the router matches paths without regard to case. */
const ROUTE_BY_LOWER = new Map([paths.adm.root, ...Object.keys(ADM_ROUTE_ROLES)].map((route) => [route.toLowerCase(), route]));

/**
 * The pathname of a path that may carry a search and a hash, read as the router reads it: each
 * segment decoded ('%4F' is 'O'), empty segments dropped ('/adm//x' is '/adm/x', as a trailing slash).
 */
function pathnameOf(path: string): string {
  const segments = path
    .split(/[?#]/)[0]
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return `/${segments.join('/')}`;
}

export function isAdmPath(path: string): boolean {
  return /^\/adm(\/|$)/i.test(pathnameOf(path));
}

/**
 * The admin route a path opens, in the table's own spelling ('/adm/PaymentOrder' and
 * '/adm//paymentOrder' are '/adm/paymentOrder'), or null for a path the table does not know.
 */
export function admRouteOf(path: string): string | null {
  return ROUTE_BY_LOWER.get(pathnameOf(path).toLowerCase()) ?? null;
}

/**
 * What the admin guard does with a user on a path, by the route the path opens whatever its spelling:
 * - 'allow': the user's role opens it ('/adm' itself, which leads to the dashboard, opens for everyone logged in);
 * - 'login': nobody is logged in, or an unsubscribed user asks for a page of another role (to /auth,
 *   with a return to the dashboard);
 * - 'denied': a subscriber on a manager's page or the reverse, or any path the table does not know
 *   (denied by default: a page missing from the table opens for no one), to the dashboard with a message.
 */
export function admAccess(user: SessionUser | null, path: string): 'allow' | 'login' | 'denied' {
  if (!user || !user.username) return 'login';
  const route = admRouteOf(path);
  if (route === paths.adm.root) return 'allow';
  const roles = route ? ADM_ROUTE_ROLES[route] : undefined;
  if (!roles) return 'denied';
  if (roles.includes(user.role)) return 'allow';
  return user.role === 'unsubscribed' ? 'login' : 'denied';
}

/** True when this user may land on the path: any public page, or an admin page their role opens. */
export function canOpen(user: SessionUser | null, path: string): boolean {
  if (!isAdmPath(path)) return true;
  return admAccess(user, path) === 'allow';
}
