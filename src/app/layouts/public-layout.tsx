import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { layoutFor } from '../layout-rules';
import { BackButton } from './back-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

/** The public site and account pages: top bar, header and footer by the layout rules. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const parts = layoutFor(pathname);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      {parts.topBar ? <TopBar /> : null}
      {parts.header ? <SiteHeader /> : null}
      {parts.subscriptionBanner ? <img src="/brand/subscription-banner.svg" alt="" className="subscription-banner" width={1200} height={300} /> : null}
      <main id="main" tabIndex={-1}>
        <div className="container py-3">
          {/* The top bar carries the back button; pages without it get one above their content. */}
          {parts.topBar ? null : <BackButton className="btn-light border mb-2" />}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      {parts.footer ? <SiteFooter /> : null}
    </>
  );
}
