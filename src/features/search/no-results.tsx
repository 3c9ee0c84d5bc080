import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { morePartsQuery } from '@/api/catalog';
import { paths } from '@/config/paths';
import { searchSlug } from '@/features/search/search-slug';
import { singularTerm } from '@/lib/search-words';

const NO_FILTERS = {};
/** Categories offered at most. */
const CATEGORY_LIMIT = 12;

function SearchLink({ term }: { term: string }) {
  return (
    <Link to={paths.search(searchSlug(term))} state={{ term }}>
      {term}
    </Link>
  );
}

/** An empty result says what to try: fewer words, the singular, the categories (from the more parts filters), all parts. */
export function NoResults({ term }: { term: string }) {
  const { t } = useTranslation(['search', 'catalog']);
  const words = term.trim().split(/\s+/);
  const fewer = words.length > 1 ? words.slice(0, -1).join(' ') : '';
  const singular = singularTerm(term);
  const categories =
    useQuery(morePartsQuery(1, NO_FILTERS))
      .data?.filters.find((f) => f.name === 'tipo')
      ?.data.slice(0, CATEGORY_LIMIT) ?? [];
  return (
    <div className="py-4" role="status">
      <p className="fs-5 mb-2 text-break">{t('search.noResults', { term })}</p>
      {fewer || singular !== term.trim() ? (
        <>
          <ul className="mb-3">
            {fewer ? (
              <li>
                {t('search.fewerWords')} <SearchLink term={fewer} />
              </li>
            ) : null}
            {singular !== term.trim() ? (
              <li>
                {t('search.singular')} <SearchLink term={singular} />
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
      {categories.length ? (
        <>
          <p className="mb-1">{t('search.categories')}</p>
          <ul className="list-inline mb-3">
            {categories.map((c) => (
              <li key={c} className="list-inline-item">
                <Link to={`${paths.moreParts}?${new URLSearchParams({ tipo: c }).toString()}`}>{c}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to={paths.moreParts} className="btn btn-outline-primary">
        {t('moreParts.heading', { ns: 'catalog' })}
      </Link>
    </div>
  );
}
