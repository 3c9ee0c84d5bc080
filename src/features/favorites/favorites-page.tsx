import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyView } from '@/components/feedback/empty-view';
import { paths } from '@/config/paths';
import { pageTitle } from '@/lib/page-title';
import { favorites, useFavorites, type Favorite } from '@/stores/favorites';
import { FavoriteRow } from './favorite-row';

/**
 * The rows to show: the favourites as the page opened, in that order, with any saved since on
 * top. A part removed with its heart keeps its row (marked removed) until the page is left, so
 * a mistaken tap is undone with another; a row removed with 'Remover' goes at once.
 */
function useRows() {
  const live = useFavorites();
  const [opened] = useState(live);
  const [dropped, setDropped] = useState<ReadonlySet<string>>(() => new Set());
  const byUrl = new Map(live.map((f) => [f.url, f]));
  const openedUrls = new Set(opened.map((f) => f.url));
  const rows = [...live.filter((f) => !openedUrls.has(f.url)), ...opened]
    .filter((f) => !dropped.has(f.url))
    .map((f): { saved: Favorite; kept: boolean } => ({ saved: byUrl.get(f.url) ?? f, kept: byUrl.has(f.url) }));
  const drop = (url: string) => setDropped((d) => new Set(d).add(url));
  return { rows, count: live.length, drop };
}

/** /favorites: the parts saved in this browser, each refreshed from the server as the page opens. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const heading = useRef<HTMLHeadingElement>(null);
  const { rows, count, drop } = useRows();

  const remove = (url: string) => {
    favorites.remove(url);
    drop(url);
    // The button went with its row: focus goes back to the top of the list.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="favorites-title" className="py-2">
      <title>{pageTitle(t('page.title'))}</title>
      <h1 id="favorites-title" className="h3 mb-1" tabIndex={-1} ref={heading}>
        {t('page.title')}
      </h1>
      <p className="text-body-secondary mb-3">{t('page.intro')}</p>
      {rows.length ? (
        <>
          <p className="fw-semibold mb-2" aria-live="polite">
            {t('page.count', { count })}
          </p>
          <ul className="row g-3 list-unstyled mb-0" aria-label={t('page.list')}>
            {rows.map(({ saved, kept }) => (
              <li key={saved.url} className="col-12 col-lg-6">
                <FavoriteRow saved={saved} kept={kept} onRemove={remove} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyView message={t('page.empty')}>
          <p className="mb-3">{t('page.emptyHelp')}</p>
          <Link to={paths.moreParts} className="btn btn-primary">
            {t('page.browse')}
          </Link>
        </EmptyView>
      )}
    </section>
  );
}
