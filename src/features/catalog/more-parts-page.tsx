import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { morePartsQuery, pageCount, type MorePartsData } from '@/api/catalog';
import { EmptyView } from '@/components/feedback/empty-view';
import { VehiclePartsSlot } from '@/components/garage/vehicle-parts-slot';
import { ErrorView } from '@/components/feedback/error-view';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { lazyPart, LazySlot, useOnDemand } from '@/components/lazy-slot';
import { FIRST_ROW, ProductGrid } from '@/components/product-card/product-grid';
import { toast } from '@/components/toast/toast-store';
import { pageTitle } from '@/lib/page-title';
import { FilterGroups } from './filter-groups';
import { filtersFromParams, pageFromParams, toggleFilter, vehicleFromParams, withPage } from './more-parts-params';
import { Pager } from './pager';
import { LARGE_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { useChainedSearchParams } from '@/lib/use-chained-search-params';

const FiltersModal = lazyPart(() => import('./filters-modal').then((m) => m.FiltersModal));
/** A vehicle's list (verdicts, fitting parts first): its code and texts load only for such a list. */
const VehicleList = lazyPart(() => import('./vehicle-list').then((m) => m.VehicleList));

/** /more_parts: filters (sidebar or modal), the list and numbered pages; filters and page live in the URL. */
export function MorePartsPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useChainedSearchParams();
  const page = pageFromParams(params);
  const paramsKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of the selection
  const selected = useMemo(() => filtersFromParams(params), [paramsKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const vehicle = useMemo(() => vehicleFromParams(params), [paramsKey]);
  const hasFilters = Object.keys(selected).length > 0;
  // The dialog's code loads on the first 'Filtrar' and then stays mounted (so it can close with its fade).
  const filtersDialog = useOnDemand();
  // The sidebar exists on large screens only (on a phone it was ~130 hidden checkboxes to render).
  const largeScreen = useMediaQuery(LARGE_SCREEN);
  const [lastGood, setLastGood] = useState<MorePartsData | null>(null);

  const query = useQuery({ ...morePartsQuery(page, selected, vehicle), placeholderData: keepPreviousData });

  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData) setLastGood(query.data);
  }, [query.isSuccess, query.isPlaceholderData, query.data]);

  useEffect(() => {
    if (!query.error) return;
    console.error('Erro na requisição', query.error);
    // With a list already on screen, a failed filter or page change is a red toast (5 s); the list stays.
    if (lastGood) toast.danger(t('moreParts.failed'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [query.errorUpdatedAt]);

  const onToggle = (name: string, value: string) => setParams((current) => toggleFilter(current, name, value));
  const hrefFor = (p: number) => {
    const qs = withPage(params, p).toString();
    return qs ? `?${qs}` : '?';
  };

  // A list renders as a transition, in slices, while the spinner (or the list before it) stays:
  // rendered with the reply's own update, 24 cards were one long task.
  const data = useDeferredValue(query.isError ? lastGood : query.data);
  const heading = <h1 className="h3 mb-3">{t('moreParts.heading')}</h1>;
  const title = <title>{pageTitle(t('moreParts.documentTitle'))}</title>;
  // A page past the last one (an old link, a filter that now finds less) opens the last page, in
  // place of the entry: never a count above an empty list.
  const lastPage = query.isSuccess && !query.isPlaceholderData ? pageCount(query.data.pagination, query.data.limit) : null;
  const pastTheEnd = lastPage !== null && page > lastPage;

  useEffect(() => {
    if (pastTheEnd && lastPage !== null) setParams(withPage(params, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, params, setParams]);

  if (!data || pastTheEnd) {
    return (
      <>
        {title}
        {heading}
        {query.isError ? <ErrorView onRetry={() => void query.refetch()} /> : <PageSpinner />}
      </>
    );
  }

  const pages = pageCount(data.pagination, data.limit);
  return (
    <>
      {title}
      {heading}
      <VehiclePartsSlot className="mb-3" />
      <div className="row g-4">
        {largeScreen ? (
          <aside className="col-lg-3" aria-label={t('moreParts.filtersTitle')}>
            <div className="d-flex justify-content-between align-items-center mb-2">
              <h2 className="h5 mb-0">{t('moreParts.filtersTitle')}</h2>
              {hasFilters ? (
                <button type="button" className="btn btn-link btn-sm" onClick={() => setParams(new URLSearchParams())}>
                  {t('moreParts.clear')}
                </button>
              ) : null}
            </div>
            <FilterGroups filters={data.filters} selected={selected} onToggle={onToggle} idPrefix="filter-side" />
          </aside>
        ) : null}
        <section className="col-12 col-lg-9" aria-labelledby="more-parts-list-title" aria-busy={query.isFetching}>
          <div className="d-flex justify-content-between align-items-center gap-2 mb-3">
            <h2 id="more-parts-list-title" className="h6 mb-0 text-body-secondary" aria-live="polite">
              {t('moreParts.total', { count: data.pagination })}
            </h2>
            {largeScreen ? null : (
              <button type="button" className="btn btn-primary" onClick={filtersDialog.open}>
                {t('moreParts.filter')}
              </button>
            )}
          </div>
          {vehicle && (data.moreparts.length || vehicle.onlyFitting) ? (
            // Until its code is in (or if it cannot load), the plain cards.
            <LazySlot fallback={<ProductGrid cards={data.moreparts} label={t('moreParts.list')} eager={FIRST_ROW} />}>
              <VehicleList
                cards={data.moreparts}
                vehicle={vehicle}
                models={data.filters.find((f) => f.name === 'modelo')?.data ?? []}
                label={t('moreParts.list')}
                eager={FIRST_ROW}
                setParams={setParams}
              />
            </LazySlot>
          ) : data.moreparts.length ? (
            <ProductGrid cards={data.moreparts} label={t('moreParts.list')} eager={FIRST_ROW} />
          ) : (
            // An empty filtered result shows the apology ('Desculpe-nos! ...'); an empty catalogue the generic empty text.
            <EmptyView message={hasFilters ? t('moreParts.failed') : undefined} />
          )}
          <Pager page={page} pages={pages} hrefFor={hrefFor} headingId="more-parts-list-title" />
        </section>
      </div>
      {filtersDialog.mounted ? (
        <LazySlot onFailed={filtersDialog.failed}>
          <FiltersModal
            show={filtersDialog.shown}
            onHide={filtersDialog.close}
            filters={data.filters}
            selected={selected}
            onToggle={onToggle}
            onClear={hasFilters ? () => setParams(new URLSearchParams()) : null}
          />
        </LazySlot>
      ) : null}
    </>
  );
}
