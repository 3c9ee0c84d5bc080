import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onSessionLost } from '@/api/client';
import { paths } from '@/config/paths';
import { storeLoginCallback } from '@/lib/login-callback';
import { session } from '@/lib/session';
import { ToastHost } from '@/components/toast/toast-host';
import { PageSpinner } from '@/components/feedback/page-spinner';

/**
 * The one place that decides what a lost session means: remember the route with
 * its params, log out, go to /auth. It also drops an expired token on navigation.
 */
function SessionWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    session.refresh();
  }, [location.pathname]);

  useEffect(
    () =>
      onSessionLost(() => {
        const { pathname, search, state } = here.current;
        if (!pathname.startsWith(paths.auth)) storeLoginCallback(`${pathname}${search}`, state ?? undefined);
        session.logout();
        queryClient.clear();
        navigate(paths.auth, { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <ScrollToTop />
      <ToastHost />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
