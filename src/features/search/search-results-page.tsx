import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { searchResultsQuery } from '@/features/search/api/search-results';
import { ErrorView } from '@/components/feedback/error-view';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { FIRST_ROW, ProductGrid } from '@/components/product-card/product-grid';
import { toast } from '@/components/toast/toast-store';
import { errorText } from '@/api/error-text';
import { termFromSlug } from '@/features/search/search-slug';
import { pageTitle } from '@/lib/page-title';
import { NoResults } from './no-results';

/** Cards shown at first and added by each 'show more'. */
const RESULTS_STEP = 24;

/** The typed term comes in navigation state; a direct visit or a reload recovers it from the route. */
function useSearchTerm(): string {
  const { term: slug = '' } = useParams();
  const location = useLocation();
  const fromState: unknown = (location.state as { term?: unknown } | null)?.term;
  return typeof fromState === 'string' && fromState.trim() ? fromState.trim() : termFromSlug(slug);
}

/** /search/{term}. */
export function SearchResultsPage() {
  const term = useSearchTerm();
  // A new term starts from the first cards again.
  return <SearchResults key={term} term={term} />;
}

function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation(['search', 'catalog']);
  const query = useQuery(searchResultsQuery(term));
  const [visible, setVisible] = useState(RESULTS_STEP);

  useEffect(() => {
    if (!query.error) return;
    console.error('Erro na requisição', query.error);
    toast.danger(errorText(t, query.error, ['catalog']));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [query.errorUpdatedAt]);

  // A long term (even one 300-character word) wraps instead of widening the page.
  const heading = <h1 className="h4 mb-1 text-break">{t('search.heading', { term })}</h1>;
  const title = <title>{pageTitle(t('search.documentTitle', { term }))}</title>;
  if (query.isError) {
    return (
      <>
        {title}
        {heading}
        <ErrorView onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        {title}
        {heading}
        <PageSpinner />
      </>
    );
  }
  const cards = query.data;
  return (
    <>
      {title}
      {heading}
      <p className="text-body-secondary mb-3" role="status">
        {t('search.found', { count: cards.length })}
      </p>
      {cards.length ? (
        <>
          <ProductGrid cards={cards.slice(0, visible)} label={t('search.results')} eager={FIRST_ROW} />
          {visible < cards.length ? (
            <div className="text-center mt-4">
              <button type="button" className="btn btn-outline-primary" onClick={() => setVisible((v) => v + RESULTS_STEP)}>
                {t('search.showMore')}
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <NoResults term={term} />
      )}
    </>
  );
}
