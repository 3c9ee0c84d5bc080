import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { scrollToListTop } from '@/lib/scroll-to-list';
import { pageWindow } from './more-parts-params';

interface Props {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** The id of the list's heading: a new page starts reading there, not at the pager under the old list. */
  headingId: string;
}

/** A plain click opens the page here (a modified one opens a tab, and this view stays put). */
function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** Numbered pages as links (a page can be shared); shown only when there is more than one page. */
export function Pager({ page, pages, hrefFor, headingId }: Props) {
  const { t } = useTranslation('catalog');
  if (pages <= 1) return null;
  const items = pageWindow(page, pages);
  const toListTop = (e: MouseEvent) => {
    if (isPlainClick(e)) scrollToListTop(headingId);
  };
  return (
    <nav aria-label={t('moreParts.pagination.label')} className="mt-4">
      <ul className="pagination flex-wrap justify-content-center">
        <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
          {page <= 1 ? (
            <span className="page-link" aria-hidden="true">
              ‹
            </span>
          ) : (
            <Link className="page-link" to={hrefFor(page - 1)} onClick={toListTop} aria-label={t('moreParts.pagination.previous')}>
              ‹
            </Link>
          )}
        </li>
        {items.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={p} className={`page-item ${p === page ? 'active' : ''}`}>
              <Link
                className="page-link"
                to={hrefFor(p)}
                onClick={toListTop}
                aria-label={t('moreParts.pagination.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li className={`page-item ${page >= pages ? 'disabled' : ''}`}>
          {page >= pages ? (
            <span className="page-link" aria-hidden="true">
              ›
            </span>
          ) : (
            <Link className="page-link" to={hrefFor(page + 1)} onClick={toListTop} aria-label={t('moreParts.pagination.next')}>
              ›
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
