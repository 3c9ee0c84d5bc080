import { onlineManager, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { productPhoneQuery, productQuery, type ProductData } from '@/api/product';
import { ErrorView } from '@/components/feedback/error-view';
import { lazyPart, LazySlot, useOnDemand } from '@/components/lazy-slot';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { FavoriteToggle } from '@/components/favorite-toggle';
import { FitVerdictNote } from '@/features/garage/shared/fit-verdict-note';
import { ConditionBadge } from '@/components/product-card/condition-badge';
import { paths } from '@/config/paths';
import { formatBRL } from '@/lib/format';
import { recentlyViewed } from '@/stores/recently-viewed';
import { useSession } from '@/stores/session';
import { pageTitle } from '@/lib/page-title';
import { AdvertiserCard } from './advertiser-card';
import { readInterestReturn, type InterestChoice } from './interest-return';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { RelatedProducts } from './related-products';
import { ShareButton } from './share-button';
import './product.css';

// The dialog's code (a form in a modal) loads with the first 'Tenho interesse', not with the page.
const InterestDialog = lazyPart(() => import('./interest-dialog').then((m) => m.InterestDialog));

/** /product/{url}; without a url, home. */
export function ProductPage() {
  const { url = '' } = useParams();
  if (!url.trim()) return <Navigate to={paths.home} replace />;
  // Another product starts over: phone hidden, dialog closed.
  return <ProductScreen key={url} url={url} />;
}

function ProductScreen({ url }: { url: string }) {
  const { t } = useTranslation('product');
  const query = useQuery(productQuery(url));
  const title = <title>{pageTitle(query.data?.main.description || t('product.documentTitle'))}</title>;

  useEffect(() => {
    if (query.error) console.error('Erro na requisição', query.error);
  }, [query.error]);

  if (query.isPending) {
    return (
      <>
        {title}
        <PageSpinner minHeight={480} />
      </>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        {title}
        <h1 className="visually-hidden">{t('product.documentTitle')}</h1>
        {notFound ? <ErrorView message={t('product.notFound')} /> : <ErrorView onRetry={() => void query.refetch()} />}
        {notFound ? (
          <p className="text-center">
            <Link to={paths.home} className="btn btn-primary">
              {t('actions.goHome', { ns: 'common' })}
            </Link>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      {title}
      <OfflineCopyNotice fromCache={query.data.fromCache === true} />
      {/* The spinner stays until a part the page waits for is in place (the fit verdict, for a visitor with a vehicle). */}
      <Suspense fallback={<PageSpinner minHeight={480} />}>
        <ProductDetail data={query.data} />
      </Suspense>
    </>
  );
}

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * The part on screen may be out of date: its reply came from the service worker's cache (no
 * connection, or the network too slow), or the browser has no connection now (the page shows
 * what it had).
 */
function OfflineCopyNotice({ fromCache }: { fromCache: boolean }) {
  const { t } = useTranslation('product');
  const online = useSyncExternalStore(subscribeOnline, isOnline, isOnline);
  if (online && !fromCache) return null;
  return (
    <p className="alert alert-warning py-2 small" role="status">
      {t('product.offlineCopy')}
    </p>
  );
}

function ProductDetail({ data }: { data: ProductData }) {
  const { t } = useTranslation('product');
  const { main, secondary } = data;
  const user = useSession();
  const account = user?.phone ?? '';
  // A buyer who registered interest before sees the phone again: the phone call answers only then.
  const phoneQuery = useQuery({ ...productPhoneQuery(main.url, account), enabled: user !== null });
  const phone = user ? (phoneQuery.data ?? null) : null;
  const checkingPhone = user !== null && phoneQuery.isPending;
  // Once opened the dialog stays mounted, so it closes with its fade.
  const interestDialog = useOnDemand();
  const [interestChoice, setInterestChoice] = useState<InterestChoice | undefined>();
  useInterestReturn(user !== null && !checkingPhone, phone === null, (choice) => {
    setInterestChoice(choice);
    interestDialog.open();
  });
  const pageUrl = `${window.location.origin}${paths.product(main.url)}`;
  const part = { url: main.url, description: main.description, value: main.value, image: main.images[0] };

  // Once per part shown (and again when its data changes), not per render.
  useEffect(
    () => recentlyViewed.record({ url: main.url, description: main.description, value: main.value, image: main.images[0], condition: main.condition }),
    [main],
  );

  return (
    <article className="product-page">
      <ProductJsonLd main={main} pageUrl={pageUrl} />
      <nav aria-label={t('product.breadcrumb')} className="d-none d-lg-block">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to={paths.home}>{t('nav.home', { ns: 'common' })}</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={paths.moreParts}>{t('nav.moreParts', { ns: 'common' })}</Link>
          </li>
          <li className="breadcrumb-item active text-truncate" aria-current="page">
            {main.description}
          </li>
        </ol>
      </nav>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <ProductGallery images={main.images} name={main.description ?? ''} />
        </div>
        <div className="col-12 col-lg-5">
          <div className="d-flex align-items-start gap-2 mb-1">
            <h1 className="h3 mb-0 flex-grow-1 text-break">{main.description}</h1>
            <FavoriteToggle part={part} size={40} t={t} />
            <ShareButton description={main.description ?? ''} url={pageUrl} />
          </div>
          {main.manufacturer ? <p className="text-body-secondary mb-2">{t('product.manufacturer', { name: main.manufacturer })}</p> : null}
          <ConditionBadge condition={main.condition} className="fs-6 mb-2" t={t} />
          <p className="display-6 fw-bold text-primary mb-1 text-break">{formatBRL(main.value)}</p>
          <p className="small mb-3">{t('product.shippingNote')}</p>
          {main.compatibility ? (
            <>
              <h2 className="h6 mb-1">{t('product.compatibility')}</h2>
              <p className="mb-2">{main.compatibility}</p>
              <FitVerdictNote compatibility={main.compatibility} />
            </>
          ) : null}
          {main.informations ? (
            <a href="#product-informations" className="d-inline-block mb-2">
              {t('product.seeInformations')}
            </a>
          ) : null}
          <AdvertiserCard main={main} phone={phone} checking={checkingPhone} pageUrl={pageUrl} onInterest={interestDialog.open} />
        </div>
      </div>
      {main.informations ? (
        <section id="product-informations" className="bg-white border rounded p-3 mt-4" aria-labelledby="product-informations-title" tabIndex={-1}>
          <h2 id="product-informations-title" className="h5">
            {t('product.informations')}
          </h2>
          <p className="mb-0 product-informations">{main.informations}</p>
        </section>
      ) : null}
      <RelatedProducts cards={secondary} />
      {interestDialog.mounted ? (
        <LazySlot onFailed={interestDialog.failed}>
          <InterestDialog
            show={interestDialog.shown}
            productId={main.productId}
            url={main.url}
            name={main.description ?? ''}
            onClose={interestDialog.close}
            initial={interestChoice}
          />
        </LazySlot>
      ) : null}
    </article>
  );
}

/**
 * Back from the login the interest dialog sent a visitor to: the navigation state holds their
 * choices. Once the session's phone lookup has answered (`ready`), the dialog opens again with
 * them, unless the phone already shows (the buyer asked before); the state is then removed from
 * the address, so a reload or Back does not open it again.
 */
function useInterestReturn(ready: boolean, phoneHidden: boolean, reopen: (choice: InterestChoice) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const choice = readInterestReturn(location.state);
  const pending = choice !== null;
  useEffect(() => {
    if (!pending || !ready) return;
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    if (phoneHidden && choice) reopen(choice);
    // Runs once the return is known and the phone lookup has answered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, ready]);
}
