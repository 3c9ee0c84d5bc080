import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { admAccess, admRouteOf } from '@/lib/route-access';
import { session } from '@/stores/session';
import { rememberAdmReturn } from './auth-provider';

/** What the /adm layout gets from its guard: the admin page a redirect to the dashboard refused, if any. */
export interface AdmGuardData {
  accessDenied: string | null;
}

/** The page just refused, handed from that navigation to the dashboard's that follows it (one hop only). */
let refused: string | null = null;

/**
 * The redirect takes the place of the page asked for: when the address bar already shows it (the
 * first load, Back or Forward) that history entry is replaced (with `keepHash`, the hash it shows
 * is kept: the router hands a loader no hash); a link's navigation has not added its entry yet,
 * so the redirect is the entry the link adds.
 */
function away(url: string, request: Request, keepHash = false): Response {
  const target = new URL(request.url);
  const shown = typeof window !== 'undefined' && window.location.pathname === target.pathname && window.location.search === target.search;
  return shown ? replace(keepHash ? `${url}${window.location.hash}` : url) : redirect(url);
}

/**
 * The /adm guard, run before any admin page renders (and again on every navigation inside /adm):
 * nobody logged in, or a user without a plan on a page of another role, goes to /auth with a
 * return to the dashboard (a 401's own, more exact, return target is kept); a subscriber on a
 * manager's page or the reverse, or anyone on an admin path the role table does not know, goes
 * to the dashboard with a message and stays logged in. The router matches paths whatever their
 * case: the role table judges the route a path opens, whatever its spelling, and a page the user
 * may open spelled otherwise ('/adm//paymentOrder', '/adm/PaymentOrder') opens at its own
 * address, its search kept.
 */
export function admGuardLoader({ request }: LoaderFunctionArgs): AdmGuardData | Response {
  const { pathname, search } = new URL(request.url);
  const denied = refused;
  refused = null;
  // Read the cookie now: an expired token is dropped and counts as nobody.
  const user = session.refresh();
  const access = admAccess(user, pathname);
  if (access === 'login') {
    rememberAdmReturn(user);
    return away(paths.auth, request);
  }
  if (access === 'denied') {
    refused = pathname;
    return away(paths.adm.dashboard, request);
  }
  const route = admRouteOf(pathname);
  if (route !== pathname) {
    // A refusal's message waits for the page it was meant for.
    refused = denied;
    return away(`${route}${search}`, request, true);
  }
  return { accessDenied: pathname === paths.adm.dashboard ? denied : null };
}

/**
 * The guard as route properties (`{ path: 'adm', ...admGuard }`), asked again on every navigation
 * inside /adm: by default the router keeps a layout's data while only its child changes.
 */
export const admGuard = { loader: admGuardLoader, shouldRevalidate: () => true };
