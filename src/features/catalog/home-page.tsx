import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { homeQuery } from '@/api/catalog';
import { EmptyView } from '@/components/feedback/empty-view';
import { ErrorView } from '@/components/feedback/error-view';
import { LoadingSlowNotice } from '@/components/feedback/page-spinner';
import { lazyPart, LazySlot } from '@/components/lazy-slot';
import { VehiclePartsSlot } from '@/components/garage/vehicle-parts-slot';
import { ProductSideCard } from '@/components/product-card/product-card';
import { ProductGrid } from '@/components/product-card/product-grid';
import { hasRecentlyViewed, RECENT_ROW_HEIGHT } from '@/components/recently-viewed/row-slot';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session';
import { pageTitle } from '@/lib/page-title';
import { LARGE_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { BannerCarousel } from './banner-carousel';
import { HomeSkeleton } from './home-skeleton';
import { PriceSummary } from './price-summary';
import { SpecialOffers } from './special-offers';

// Only a returning visitor (one who opened a product page before) loads the row's code.
const RecentlyViewedRow = lazyPart(() => import('@/components/recently-viewed/recently-viewed-row').then((m) => m.RecentlyViewedRow));

function AdvertiseInvitation() {
  const { t } = useTranslation('catalog');
  return (
    <EmptyView action={{ to: paths.subscription, label: t('home.empty.advertise') }}>
      <p className="mb-3">{t('home.empty.invitation')}</p>
    </EmptyView>
  );
}

/** The home page: banners, price summary, special offers, most recent (large screens) and most viewed. */
export function HomePage() {
  const user = useSession();
  if (user?.role === 'manager') return <Navigate to={paths.adm.dashboard} replace />;
  return <HomeContent />;
}

function HomeContent() {
  const { t } = useTranslation('catalog');
  const query = useQuery(homeQuery());
  // The loaded home renders as a transition, in slices, while the skeleton stays: rendered with
  // the reply's own update it was one long task that kept the page from answering a tap.
  const data = useDeferredValue(query.data);
  // 'Most recent' is shown on large screens only; phones do not render it at all.
  const largeScreen = useMediaQuery(LARGE_SCREEN);
  // Read once: emptied with 'Limpar', the row itself goes. A row whose code could not load goes too.
  const [returning, setReturning] = useState(hasRecentlyViewed);

  useEffect(() => {
    // A home that fails to load is logged quietly (no toast); the page shows its error view with a retry.
    if (query.error) console.error('Erro na requisição', query.error);
  }, [query.error]);

  const heading = (
    <h1 className="visually-hidden" key="heading">
      {t('home.heading')}
    </h1>
  );
  const title = <title>{pageTitle(t('home.documentTitle'))}</title>;
  // Kept in the browser: shown under the error view too (offline, the parts opened before are still there).
  const recent = returning ? (
    <LazySlot fallback={<div className="mb-3" style={{ minHeight: RECENT_ROW_HEIGHT }} />} onFailed={() => setReturning(false)}>
      {/* Emptied with 'Limpar': the row goes, and focus moves on to the list below it. */}
      <RecentlyViewedRow onCleared={() => document.getElementById('most-viewed-title')?.focus()} />
    </LazySlot>
  ) : null;
  if (query.isPending || (query.data && !data)) {
    return (
      <>
        {title}
        {heading}
        <HomeSkeleton />
        <LoadingSlowNotice />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {title}
        {heading}
        <ErrorView onRetry={() => void query.refetch()} />
        {recent}
      </>
    );
  }
  const { ads, autopartSummary, mostRecentItens, mostViewedItems, offers } = data;
  const showRecent = largeScreen && mostRecentItens.length > 0;
  return (
    <>
      {title}
      {heading}
      <BannerCarousel ads={ads} />
      <PriceSummary summary={autopartSummary} />
      {/* The summary bar stays with the banner as the page's head; the offers open the parts below it. */}
      {/* With an active vehicle in the garage, its parts come first. */}
      <VehiclePartsSlot className="mb-4" />
      <SpecialOffers offers={offers} />
      {recent}
      <div className="row g-4">
        {showRecent ? (
          <TitledSection className="col-lg-3" headingId="most-recent-title" title={t('home.mostRecent')} headingClassName="h5">
            <div className="bg-white border rounded px-2">
              {mostRecentItens.map((card) => (
                <ProductSideCard key={card.uuid ?? card.url} card={card} />
              ))}
            </div>
          </TitledSection>
        ) : null}
        <TitledSection
          className={showRecent ? 'col-12 col-lg-9' : 'col-12'}
          headingId="most-viewed-title"
          title={t('home.mostViewed')}
          headingClassName="h5"
          focusableHeading
        >
          {mostViewedItems.length ? <ProductGrid cards={mostViewedItems} /> : <AdvertiseInvitation />}
        </TitledSection>
      </div>
    </>
  );
}
