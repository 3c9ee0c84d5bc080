import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { engagementsQuery, type Engagement, type EngagementStatus } from './api/engagement';
import { EmptyView } from '@/components/feedback/empty-view';
import { QueryBody } from '@/components/feedback/query-body';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/responsive-table/responsive-table';
import { RelativeTime } from '@/components/relative-time';
import { pageTitle } from '@/lib/page-title';
import { AnswerDialog } from './answer-dialog';
import { ContactCell } from './contact-cell';
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
  const query = useQuery(engagementsQuery());
  const [selected, setSelected] = useState<Engagement | null>(null);

  const body = (
    <QueryBody query={query} errorMessage={() => t('engagement.loadFailed')} empty={{ when: (rows) => rows.length === 0, view: <EmptyView /> }}>
      {(rows) => <EngagementTable rows={rows} onOpen={setSelected} />}
    </QueryBody>
  );

  return (
    <section>
      <title>{pageTitle(t('engagement.title'))}</title>
      <h1 className="h3 mb-3">{t('engagement.title')}</h1>
      {body}
      {selected ? <AnswerDialog key={selected.id} engagement={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}

/** A row per request with the buyer's name and chosen channel; CONTACTED is highlighted; SOLD and CLOSED cannot be answered. */
function EngagementTable({ rows, onOpen }: { rows: Engagement[]; onOpen: (e: Engagement) => void }) {
  const { t } = useTranslation('advertiser');
  const columns: ResponsiveColumn<Engagement>[] = [
    {
      key: 'interested',
      header: t('engagement.interested'),
      cell: (e) =>
        isAnswerable(e.status) ? (
          <Button
            variant="link"
            className="p-0 text-start"
            aria-label={t('engagement.open', { name: e.interested })}
            onClick={(ev) => {
              ev.stopPropagation();
              onOpen(e);
            }}
          >
            {e.interested}
          </Button>
        ) : (
          e.interested
        ),
    },
    { key: 'contact', header: t('engagement.contact'), cell: (e) => <ContactCell engagement={e} /> },
    { key: 'part', header: t('engagement.part'), cell: (e) => e.car_part },
    { key: 'date', header: t('engagement.date'), cell: (e) => <RelativeTime date={e.date} /> },
    {
      key: 'status',
      header: t('engagement.status'),
      cell: (e) => (
        <Badge bg={BADGE[e.status]} text={BADGE[e.status] === 'warning' ? 'dark' : undefined}>
          {t(`engagement.statuses.${e.status}`)}
        </Badge>
      ),
    },
  ];
  return (
    <ResponsiveTable
      framed
      caption={t('engagement.caption')}
      columns={columns}
      rows={rows}
      rowKey={(e) => e.id}
      rowData={(e) => ({ 'data-testid': `engagement-row-${e.id}`, 'data-status': e.status })}
      rowTone={(e) => (e.status === 'CONTACTED' ? 'danger' : undefined)}
      rowClick={(e) => (isAnswerable(e.status) ? () => onOpen(e) : null)}
    />
  );
}
