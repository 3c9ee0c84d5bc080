import Card from 'react-bootstrap/Card';
import Pagination from 'react-bootstrap/Pagination';
import { useTranslation } from 'react-i18next';
import { scrollToListTop } from '@/lib/scroll-to-list';

interface Props {
  page: number;
  pages: number;
  /** Which list: its texts are under '<list>.pagination', '<list>.page'... */
  list: 'orders' | 'report';
  /** The id of the list's heading: a new page starts reading there. */
  headingId: string;
  onChange: (page: number) => void;
}

/** First / previous / "page N of M" / next / last: enough for thousands of rows. */
function ListPager({ page, pages, list, headingId, onChange: change }: Props) {
  const { t } = useTranslation('manager');
  if (pages <= 1) return null;
  // The pager sits under the list: a new page starts reading from the list's heading.
  const onChange = (next: number) => {
    change(next);
    scrollToListTop(headingId);
  };
  return (
    <nav aria-label={t(`${list}.pagination`)} className="d-flex justify-content-center mt-3 d-print-none">
      <Pagination className="mb-0 flex-wrap justify-content-center">
        <Pagination.First onClick={() => onChange(1)} disabled={page <= 1}>
          {t('pager.first')}
        </Pagination.First>
        <Pagination.Prev onClick={() => onChange(page - 1)} disabled={page <= 1}>
          {t('pager.previous')}
        </Pagination.Prev>
        <li className="page-item" aria-current="page">
          <span className="page-link text-body bg-body-tertiary">{t('pager.page', { page, pages })}</span>
        </li>
        <Pagination.Next onClick={() => onChange(page + 1)} disabled={page >= pages}>
          {t('pager.next')}
        </Pagination.Next>
        <Pagination.Last onClick={() => onChange(pages)} disabled={page >= pages}>
          {t('pager.last')}
        </Pagination.Last>
      </Pagination>
    </nav>
  );
}

/** The pager in the footer of its list's card, there only when the list has more than one page. */
export function ListPagerFooter({ className, ...pager }: Props & { className?: string }) {
  if (pager.pages <= 1) return null;
  return (
    <Card.Footer className={`bg-white${className ? ` ${className}` : ''}`}>
      <ListPager {...pager} />
    </Card.Footer>
  );
}
