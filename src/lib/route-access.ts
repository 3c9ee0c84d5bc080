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

/** The pathname of a path that may carry a search and a hash, without a trailing slash. */
function pathnameOf(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function isAdmPath(path: string): boolean {
  const p = pathnameOf(path);
  return p === paths.adm.root || p.startsWith(`${paths.adm.root}/`);
}

/**
 * What the admin guard does with a user on a path:
 * - 'allow': the user's role opens it (an unknown /adm path is the router's: it goes to the dashboard);
 * - 'login': nobody is logged in, or an unsubscribed user asks for a subscriber's page (to /auth,
 *   with a return to the dashboard);
 * - 'denied': a subscriber on a manager's page or the reverse (to the dashboard, with a message).
 */
export function admAccess(user: SessionUser | null, path: string): 'allow' | 'login' | 'denied' {
  if (!user || !user.username) return 'login';
  const roles = ADM_ROUTE_ROLES[pathnameOf(path)];
  if (!roles || roles.includes(user.role)) return 'allow';
  return user.role === 'unsubscribed' ? 'login' : 'denied';
}

/** True when this user may land on the path: any public page, or an admin page their role opens. */
export function canOpen(user: SessionUser | null, path: string): boolean {
  if (!isAdmPath(path)) return true;
  return admAccess(user, path) === 'allow';
}
