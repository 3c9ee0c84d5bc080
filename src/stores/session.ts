import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasLoginCallback, storeLoginCallback, storeNoReturn, takeLoginCallback, type LoginCallback } from '@/lib/login-callback';
import { canOpen, isAdmPath } from '@/lib/route-access';
import { clearSessionStorage, currentUser, storeToken, type SessionUser } from '@/lib/session-token';
import { safeStorage } from '@/lib/safe-storage';
import { storageKeys } from '@/lib/storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionUser | null | undefined;

/** The user from the token, with the avatar saved since the token was issued, if any. */
function userNow(): SessionUser | null {
  const user = currentUser();
  const avatar = user ? safeStorage.get(storageKeys.avatar) : null;
  return user && avatar ? { ...user, image: avatar } : user;
}

function read(): SessionUser | null {
  if (snapshot === undefined) snapshot = userNow();
  return snapshot;
}

function emit() {
  snapshot = userNow();
  listeners.forEach((l) => l());
}

/**
 * A 401 this soon after a login that returned to the same page means the page refuses this
 * user, not that the session ran out: its address is not stored again (no login -> 401 cycle).
 */
export const RETURN_CYCLE_MS = 30_000;
/** The page the last login returned to, while the user stays on it. */
let returned: { path: string; at: number } | null = null;
/**
 * The admin page the session ended on, while the app is on its way out of it (to /home after a
 * logout, to /auth after a 401): that page's guard adds no redirect of its own. Any other admin
 * page opened meanwhile (Back, a bookmark, before the way out has shown) still asks to log in.
 */
let leavingFrom: string | null = null;

/** Where a location is, as a return target: path and search. */
interface Place {
  pathname: string;
  search?: string;
  state?: unknown;
}
const pathOf = (place: Place) => `${place.pathname}${place.search ?? ''}`;

/** Why the login page opens: the session ended under the user, or a call needed one. */
export type SessionEnd = 'expired' | 'loginRequired';

/**
 * The session: one store over the jwtToken cookie, shared by every screen, and the rules of
 * its lifecycle (return targets checked against the role, no login cycle). What needs the
 * router and the query cache is in useSessionActions below.
 */
export const session = {
  get user(): SessionUser | null {
    return read();
  },
  /** Re-reads the cookie (an expired token is removed and the user is logged out). */
  refresh(): SessionUser | null {
    emit();
    return snapshot ?? null;
  },
  login(token: string, phone: string): SessionUser | null {
    storeToken(token);
    safeStorage.set(storageKeys.phone, phone);
    // A new token carries the current avatar.
    safeStorage.remove(storageKeys.avatar);
    emit();
    return snapshot ?? null;
  },
  /** A new token for the same account (a plan bought or cancelled changes the role it carries). */
  replaceToken(token: string): SessionUser | null {
    storeToken(token);
    safeStorage.remove(storageKeys.avatar);
    emit();
    return snapshot ?? null;
  },
  /** The profile's avatar changed (or was read anew): the top bar shows it without a new login. */
  updateAvatar(image: string): void {
    const user = read();
    if (!user || !image || user.image === image) return;
    safeStorage.set(storageKeys.avatar, image);
    emit();
  },
  /** Ends the session in storage only: drafts stay (see useSessionActions for a real logout). */
  logout(): void {
    clearSessionStorage();
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /**
   * Stores where to come back after the login that a 401 asks for: the exact place (path,
   * search and state, e.g. a form with its draft), unless the user's role cannot open it (an
   * admin page then returns to the dashboard) or the last login already returned there a
   * moment ago (then nothing is stored: the cycle ends).
   */
  rememberReturn(place: Place, user: SessionUser | null = read(), now = Date.now()): void {
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
  },
  /**
   * For a visitor the admin guard sends to /auth: return to the dashboard, unless a 401 has
   * already decided where to return.
   */
  rememberAdmReturn(user: SessionUser | null = read()): void {
    if (user || !hasLoginCallback()) storeLoginCallback(paths.adm.dashboard);
  },
  /**
   * The place to open after a login, checked against the new user's role: an admin page the
   * role cannot open becomes the dashboard. Null when nothing was stored.
   */
  takeReturn(user: SessionUser | null = read(), now = Date.now()): LoginCallback | null {
    const target = takeLoginCallback();
    if (!target) return null;
    const allowed = canOpen(user, target.path) ? target : { path: paths.adm.dashboard };
    returned = { path: allowed.path, at: now };
    return allowed;
  },
  /** The user moved on: a 401 from now on is not the login cycle. */
  noteLocation(place: Place): void {
    if (returned && returned.path !== pathOf(place)) returned = null;
    if (!isAdmPath(place.pathname)) leavingFrom = null;
  },
};

export function useSession(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, read, () => null);
}

/**
 * The lifecycle steps that also move the user and drop cached server data. Every screen that
 * logs in, replaces the token, logs out or loses the session goes through these.
 */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname);
  useEffect(() => {
    here.current = location.pathname;
  }, [location.pathname]);
  return useMemo(
    () => ({
      /**
       * After POST /login: the new session, then the stored return target if this user may open
       * it (else the dashboard). False when nothing was stored: the caller picks the destination.
       */
      login(token: string, phone: string): boolean {
        leavingFrom = null;
        const user = session.login(token, phone);
        // Nothing cached for another account is shown to this one.
        queryClient.removeQueries();
        const target = session.takeReturn(user);
        if (!target) return false;
        navigate(target.path, { state: target.state, replace: true });
        return true;
      },
      replaceToken(token: string): SessionUser | null {
        return session.replaceToken(token);
      },
      /** An explicit logout: the account's drafts go too, and every cached reply. */
      logout(options: { to?: string; replace?: boolean } = {}): void {
        // The drafts' code (and IndexedDB's for their photos) loads only when someone logs out.
        const user = read();
        void import('./draft').then(({ clearDraftsOf, draftOwner }) => clearDraftsOf(draftOwner(user)));
        leavingFrom = isAdmPath(here.current) ? here.current : null;
        session.logout();
        queryClient.clear();
        navigate(options.to ?? paths.home, { replace: options.replace });
      },
      /**
       * A call answered 401: remember the place (role and cycle rules above), end the session but
       * keep the drafts (the same account logs in again), and open the login with the reason.
       */
      sessionLost(place: Place, hadSession: boolean): void {
        session.rememberReturn(place);
        leavingFrom = isAdmPath(place.pathname) ? place.pathname : null;
        session.logout();
        queryClient.clear();
        const reason: SessionEnd = hadSession ? 'expired' : 'loginRequired';
        navigate(paths.auth, { replace: true, state: { sessionEnd: reason } });
      },
      /** The admin guard of `pathname` found nobody logged in (or an unsubscribed user on a subscriber's page). */
      toLogin(pathname: string): void {
        if (leavingFrom === pathname) return;
        session.rememberAdmReturn();
        navigate(paths.auth, { replace: true });
      },
    }),
    [queryClient, navigate],
  );
}

export type { SessionUser };
