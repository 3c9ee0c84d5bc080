import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { bindAuth, noteLocation } from '@/auth/auth-provider';
import { session } from '@/stores/session';
import { ToastHost } from '@/components/toast/toast-host';
import { toast } from '@/components/toast/toast-store';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { lazyPart, LazySlot } from '@/components/lazy-slot';
import { useFirstPageSettled } from '@/lib/first-page-settled';
import { i18n } from '../i18n';
import { ScrollManager } from './scroll-manager';

/**
 * Lends the auth module what it needs to answer a 401 or a 403 that arrives outside React (the
 * router, the query cache, a red toast) and tells it where the user is; an expired token is also
 * dropped on navigation.
 */
function AuthBinding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();

  useEffect(() => noteLocation(location), [location]);

  useEffect(() => {
    session.refresh();
  }, [location.pathname]);

  useEffect(() => bindAuth({ navigate, queryClient, alert: (text) => toast.danger(t(text)) }), [navigate, queryClient, t]);
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

/**
 * The map of the site's other pages (site-screens.ts) and the API error catalogue (the 'api'
 * texts) are off the first load; they are fetched once the first page is drawn, so the visitor's
 * next page (the login, the favourites) or a dialog does not wait for them.
 */
function AheadOfNextPage() {
  useEffect(() => {
    import('../site-screens').catch(() => undefined);
    void i18n.loadNamespaces('api');
  }, []);
  return null;
}

export function RootLayout() {
  return (
    <>
      <AuthBinding />
      <ScrollManager />
      <ToastHost />
      <OfflineNotice />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AfterFirstPage>
        <AheadOfNextPage />
      </AfterFirstPage>
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
