import { ADM_ROUTES, admPath, type Role } from '@/config/routes';
import { isAdmPath, pathnameOf } from './adm-path';
import type { SessionUser } from './session-token';

export { isAdmPath };

/**
 * Which roles open which admin page, by its full address, as the route table says (the area's
 * own address, which leads to the dashboard, opens for everyone logged in).
 */
const ADM_ROUTE_ROLES = new Map<string, readonly Role[]>(Object.values(ADM_ROUTES).map((route) => [admPath(route.path), route.roles]));

/** The admin routes by their lower-case spelling: the router matches paths without regard to case. */
const ROUTE_BY_LOWER = new Map([...ADM_ROUTE_ROLES.keys()].map((route) => [route.toLowerCase(), route]));

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
  const roles = ADM_ROUTE_ROLES.get(admRouteOf(path) ?? '');
  if (!roles) return 'denied';
  if (roles.includes(user.role)) return 'allow';
  return user.role === 'unsubscribed' ? 'login' : 'denied';
}

/** True when this user may land on the path: any public page, or an admin page their role opens. */
export function canOpen(user: SessionUser | null, path: string): boolean {
  if (!isAdmPath(path)) return true;
  return admAccess(user, path) === 'allow';
}
