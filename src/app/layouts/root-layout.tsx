import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onSessionLost } from '@/api/client';
import { paths } from '@/config/paths';
import { session, useSessionActions } from '@/stores/session';
import { ToastHost } from '@/components/toast/toast-host';
import { toast } from '@/components/toast/toast-store';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { lazyPart, LazySlot } from '@/components/lazy-slot';
import { onForbidden } from '../query-client';
import { useFirstPageSettled } from '../first-page-settled';
import { ScrollManager } from './scroll-manager';

/** Several calls of one screen may answer 403 together: one redirect and one message. */
const FORBIDDEN_QUIET_MS = 2000;

/**
 * The one place that decides what a 401 or a 403 means: a 401 remembers the place (if the
 * role may return there), ends the session and opens the login with the reason; a 403 opens
 * the plans page (the advertising packages for a banner call). It also drops an expired token
 * on navigation.
 */
function SessionWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const actions = useSessionActions();
  const here = useRef(location);
  const lastForbidden = useRef(0);
  // Set by the 401 that ended the session, until a page other than the login opens.
  const ended = useRef(false);

  useEffect(() => {
    here.current = location;
    session.noteLocation(location);
    if (location.pathname !== paths.auth) ended.current = false;
  }, [location]);

  useEffect(() => {
    session.refresh();
  }, [location.pathname]);

  useEffect(
    () =>
      onSessionLost((error) => {
        const { pathname, search, state } = here.current;
        // Calls still in flight when the first 401 ended the session answer 401 too, often before
        // the login has even opened: the first reason ('expired') and place stand.
        if (ended.current || pathname === paths.auth) return;
        ended.current = true;
        actions.sessionLost({ pathname, search, state }, error.authenticated || session.user !== null);
      }),
    [actions],
  );

  useEffect(
    () =>
      onForbidden((error) => {
        const now = Date.now();
        if (now - lastForbidden.current < FORBIDDEN_QUIET_MS) return;
        lastForbidden.current = now;
        const ads = error.code === 'ADS_SUBSCRIPTION_REQUIRED';
        toast.danger(t(ads ? 'session.adsPackageRequired' : 'session.subscriptionRequired'));
        navigate(ads ? paths.adsSubscribe : paths.subscription);
      }),
    [navigate, t],
  );
  return null;
}

/**
 * A build with a real API installs as an app: its service worker is registered (and a new
 * version offered) by a part loaded once the first page is drawn with its data, so the first load
 * carries none of it and shares nothing with it. The simulated API's build has no such part (MSW's worker holds the scope).
 */
const AppUpdate = __SIMULATED_API__ ? null : lazyPart(() => import('../pwa/app-update').then((m) => m.AppUpdate));

function AfterFirstPage({ children }: { children: ReactNode }) {
  return useFirstPageSettled() ? children : null;
}

export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <ScrollManager />
      <ToastHost />
      <OfflineNotice />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {/* After the page in the DOM: its 'Atualizar' comes after the page's own controls when tabbing. */}
      {AppUpdate ? (
        <AfterFirstPage>
          <LazySlot>
            <AppUpdate />
          </LazySlot>
        </AfterFirstPage>
      ) : null}
    </>
  );
}
