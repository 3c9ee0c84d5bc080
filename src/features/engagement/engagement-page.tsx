import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { engagementsQuery, type Engagement, type EngagementStatus } from '@/api/engagement';
import { EmptyView } from '@/components/feedback/empty-view';
import { ErrorView } from '@/components/feedback/error-view';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { RelativeTime } from '@/components/relative-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AnswerDialog } from './answer-dialog';
import { isAnswerable } from './engagement-options';

const BADGE: Record<EngagementStatus, string> = {
  OPENED: 'warning',
  VIEWED: 'warning',
  CONTACTED: 'danger',
  SOLD: 'success',
  CLOSED: 'secondary',
};

/** /adm/engagement: buyers' interest in the advertiser's parts. */
export function EngagementPage() {
  const { t } = useTranslation('advertiser');
  useDocumentTitle(t('engagement.title'));
  const query = useQuery(engagementsQuery());
  const [selected, setSelected] = useState<Engagement | null>(null);

  let body;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError) body = <ErrorView message={t('engagement.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) body = <EmptyView />;
  else
    body = (
      <Table responsive hover className="align-middle bg-white engagement-table">
        <caption className="visually-hidden">{t('engagement.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('engagement.interested')}</th>
            <th scope="col">{t('engagement.part')}</th>
            <th scope="col">{t('engagement.date')}</th>
            <th scope="col">{t('engagement.status')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((e) => {
            const answerable = isAnswerable(e.status);
            return (
              <tr
                key={e.id}
                data-testid={`engagement-row-${e.id}`}
                data-status={e.status}
                className={`${e.status === 'CONTACTED' ? 'table-danger' : ''} ${answerable ? 'engagement-row-clickable' : ''}`}
                onClick={answerable ? () => setSelected(e) : undefined}
                style={answerable ? { cursor: 'pointer' } : undefined}
              >
                <td>
                  {answerable ? (
                    <Button
                      variant="link"
                      className="p-0 text-start"
                      aria-label={t('engagement.open', { name: e.interested })}
                      onClick={(ev) => {
                        ev.stopPropagation();
                        setSelected(e);
                      }}
                    >
                      {e.interested}
                    </Button>
                  ) : (
                    e.interested
                  )}
                </td>
                <td>{e.car_part}</td>
                <td>
                  <RelativeTime date={e.date} />
                </td>
                <td>
                  <Badge bg={BADGE[e.status]} text={BADGE[e.status] === 'warning' ? 'dark' : undefined}>
                    {t(`engagement.statuses.${e.status}`)}
                  </Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    );

  return (
    // width 0 + min-width 100%: a wide table scrolls inside the page instead of widening the admin layout.
    <div style={{ width: 0, minWidth: '100%' }}>
      <h1 className="h3 mb-3">{t('engagement.title')}</h1>
      {body}
      {selected ? <AnswerDialog key={selected.id} engagement={selected} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}
