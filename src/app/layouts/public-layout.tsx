import i18next from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { lazyPart, LazySlot } from '@/components/lazy-slot';
import { useFirstPageSettled } from '@/lib/first-page-settled';
import { layoutFor } from '../layout-rules';
import { BackButton } from './back-button';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

// The footer sits below every first page: its code and texts (0.8 kB gzip) come once that page is
// drawn, with its server version call. Added below the page, it moves nothing already shown.
const SiteFooter = lazyPart(() => Promise.all([import('./site-footer'), i18next.loadNamespaces('footer')]).then(([m]) => m.SiteFooter));

/** The public site and account pages: top bar, header and footer by the layout rules. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const parts = layoutFor(pathname);
  const settled = useFirstPageSettled();
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
      {parts.footer && settled ? (
        <LazySlot>
          <SiteFooter />
        </LazySlot>
      ) : null}
    </>
  );
}
