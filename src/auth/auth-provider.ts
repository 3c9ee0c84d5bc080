import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasLoginCallback, storeLoginCallback, storeNoReturn, takeLoginCallback, type LoginCallback } from '@/lib/login-callback';
import { canOpen, isAdmPath } from '@/lib/route-access';
import { session, type SessionUser } from '@/stores/session';

/** Why the login page opens: the session ended under the user, or a call needed one. */
export type SessionEnd = 'expired' | 'loginRequired';

/** Where a location is, as a return target: path, search and navigation state. */
export interface Place {
  pathname: string;
  search?: string;
  state?: unknown;
}
const pathOf = (place: Place) => `${place.pathname}${place.search ?? ''}`;

/** The texts of a 403: no active plan, or (for a banner call) no advertising package. */
export type ForbiddenText = 'session.subscriptionRequired' | 'session.adsPackageRequired';

/**
 * What the running app lends the auth module (the root layout does, once mounted): the router's
 * navigation, the cached server replies, and a red toast with a text of its own.
 */
export interface AuthBinding {
  navigate: NavigateFunction;
  queryClient: QueryClient;
  alert: (text: ForbiddenText) => void;
}

/** The fields of an API error that checkError reads (ApiError in src/api/errors.ts has them all). */
interface AccessProblem {
  isUnauthorized?: boolean;
  isForbidden?: boolean;
  /** The call carried the session token. */
  authenticated?: boolean;
  code?: string;
}

/**
 * A 401 this soon after a login that returned to the same page means the page refuses this
 * user, not that the session ran out: its address is not stored again (no login -> 401 cycle).
 */
export const RETURN_CYCLE_MS = 30_000;
/** Several calls of one screen may answer 403 together: one redirect and one message. */
const FORBIDDEN_QUIET_MS = 2000;

let app: AuthBinding | null = null;
/** Where the user is, or where the auth module is sending them (the login, after a 401). */
let here: Place = { pathname: '/' };
/** The page the last login returned to, while the user stays on it. */
let returned: { path: string; at: number } | null = null;
let lastForbidden = 0;
/** Each error is answered once, whoever hands it over first (the HTTP client or the query cache). */
const answered = new WeakSet<object>();

/**
 * Stores where to come back after the login that a 401 asks for: the exact place (path,
 * search and state, e.g. a form with its draft), unless the user's role cannot open it (an
 * admin page then returns to the dashboard) or the last login already returned there a
 * moment ago (then nothing is stored: the cycle ends).
 */
export function rememberReturn(place: Place, user: SessionUser | null = session.user, now = Date.now()): void {
  if (place.pathname.startsWith(paths.auth)) return;
  const path = pathOf(place);
  if (returned && returned.path === path && now - returned.at < RETURN_CYCLE_MS) {
    returned = null;
    storeNoReturn();
    return;
  }
  if (user && !canOpen(user, path)) {
    if (isAdmPath(path)) storeLoginCallback(paths.adm.dashboard);
    else storeNoReturn();
    return;
  }
  storeLoginCallback(path, place.state ?? undefined);
}

/**
 * For whoever the admin guard sends to /auth: return to the dashboard, unless a 401 has already
 * decided where a visitor returns.
 */
export function rememberAdmReturn(user: SessionUser | null = session.user): void {
  if (user || !hasLoginCallback()) storeLoginCallback(paths.adm.dashboard);
}

/**
 * The place to open after a login, checked against the new user's role: an admin page the
 * role cannot open becomes the dashboard. Null when nothing was stored.
 */
export function takeReturn(user: SessionUser | null = session.user, now = Date.now()): LoginCallback | null {
  const target = takeLoginCallback();
  if (!target) return null;
  const allowed = canOpen(user, target.path) ? target : { path: paths.adm.dashboard };
  returned = { path: allowed.path, at: now };
  return allowed;
}

/** The router shows a new place: a 401 from now on is judged there (and is not the login cycle once the user moved on). */
export function noteLocation(place: Place): void {
  here = place;
  if (returned && returned.path !== pathOf(place)) returned = null;
}

/** The running app lends its router, query cache and toasts; the returned function takes them back. */
export function bindAuth(binding: AuthBinding): () => void {
  app = binding;
  lastForbidden = 0;
  return () => {
    if (app === binding) app = null;
  };
}

/** A call answered 401: remember the place, end the session (drafts stay: the same account logs in again), open the login with the reason. */
function sessionLost(binding: AuthBinding, error: AccessProblem): void {
  // Calls still in flight when the first 401 ended the session answer 401 too, often before the
  // login has even opened: the first reason and place stand. On the login page a 401 changes nothing.
  if (here.pathname === paths.auth) return;
  const reason: SessionEnd = error.authenticated || session.user !== null ? 'expired' : 'loginRequired';
  rememberReturn(here);
  here = { pathname: paths.auth };
  session.logout();
  binding.queryClient.clear();
  binding.navigate(paths.auth, { replace: true, state: { sessionEnd: reason } });
}

/** A call answered 403: the plans page (the advertising packages for a banner call), with a message. */
function forbidden(binding: AuthBinding, error: AccessProblem): void {
  const now = Date.now();
  if (now - lastForbidden < FORBIDDEN_QUIET_MS) return;
  lastForbidden = now;
  const ads = error.code === 'ADS_SUBSCRIPTION_REQUIRED';
  binding.alert(ads ? 'session.adsPackageRequired' : 'session.subscriptionRequired');
  binding.navigate(ads ? paths.adsSubscribe : paths.subscription);
}

/**
 * The session's one owner, in the shape of react-admin's auth provider: login and logout, what
 * an API error means for the session (checkError), and who may open a page (canAccess).
 */
export const authProvider = {
  /**
   * After POST /login (the token it issued, and the phone it was asked for): the new session,
   * nothing cached for another account, then the stored return target if this user may open it
   * (else the dashboard). False when nothing was stored: the caller picks the destination.
   */
  login(credentials: { token: string; phone: string }): boolean {
    const user = session.login(credentials.token, credentials.phone);
    app?.queryClient.removeQueries();
    const target = takeReturn(user);
    if (!target || !app) return false;
    app.navigate(target.path, { state: target.state, replace: true });
    return true;
  },

  /** An explicit logout: the token, the phone, the account's drafts and every cached reply go; then home (or `to`). */
  logout(options: { to?: string; replace?: boolean } = {}): void {
    const user = session.user;
    // The drafts' code (and IndexedDB's for their photos) loads only when someone logs out.
    void import('@/stores/draft').then(({ clearDraftsOf, draftOwner }) => clearDraftsOf(draftOwner(user)));
    session.logout();
    app?.queryClient.clear();
    app?.navigate(options.to ?? paths.home, { replace: options.replace });
  },

  /**
   * What an API error means for the session, answered once for the whole app: a 401 (not a wrong
   * password) ends the session and opens the login with a return to the place; a 403 opens the
   * plans page. Anything else is the screen's own business. `superseded`: the call went with a
   * token that was replaced or logged out since, so its 401 says nothing about this session.
   */
  checkError(error: unknown, options: { superseded?: boolean } = {}): void {
    if (!error || typeof error !== 'object' || answered.has(error)) return;
    const problem = error as AccessProblem;
    if (!problem.isUnauthorized && !problem.isForbidden) return;
    answered.add(error);
    if (!app || options.superseded) return;
    if (problem.isUnauthorized) sessionLost(app, problem);
    else forbidden(app, problem);
  },

  /** True when this user may land on the path: any public page, or an admin page their role opens. */
  canAccess(user: SessionUser | null, path: string): boolean {
    return canOpen(user, path);
  },
};
