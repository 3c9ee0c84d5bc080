import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bannersQuery, useDeleteBanner, type BannerRow } from './shared/api/ads';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { EmptyView } from '@/components/feedback/empty-view';
import { QueryBody } from '@/components/feedback/query-body';
import { PageHeader } from '@/components/page-header';
import { RemoteImage } from '@/components/remote-image';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { upperFirst } from '@/lib/format';
import { formatDate } from '@/lib/dates';
import { pageTitle } from '@/lib/page-title';
import { BANNER_TOAST_MS } from './banner-toast';

/** /adm/ads-list: a card per banner; image or description opens the editor; delete asks first. */
export function BannerListPage() {
  const { t } = useTranslation('subscriptions');
  const query = useQuery(bannersQuery());
  const [removing, setRemoving] = useState<BannerRow | null>(null);

  const remove = useDeleteBanner();
  // The list is asked again by the mutation; the dialog closes with the answer.
  const removeBanner = (row: BannerRow) =>
    remove.mutateAsync(row.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t('ads.deleted'), { delay: BANNER_TOAST_MS });
      },
      onError: (error) => {
        setRemoving(null);
        toast.danger(errorText(t, error, ['subscriptions']), { delay: BANNER_TOAST_MS });
      },
    });

  return (
    <section>
      <title>{pageTitle(t('ads.listTitle'))}</title>
      <PageHeader title={t('ads.listTitle')} action={{ to: paths.adm.adsCreate, label: t('ads.create') }} className="mb-4" />
      <QueryBody query={query} errorMessage={(error) => t('ads.lookupError', { detail: errorText(t, error, ['subscriptions']) })}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyView message={t('ads.listEmpty')} action={{ to: paths.adm.adsCreate, label: t('ads.create') }} />
          ) : (
            <Row xs={1} sm={2} lg={3} xxl={4} className="g-3">
              {rows.map((row) => (
                <Col key={row.id}>
                  <Card className="h-100 shadow-sm">
                    <Link to={paths.adm.adsUpdateOf(row.id)} aria-label={t('ads.edit', { description: row.description })}>
                      <Card.Img as={RemoteImage} variant="top" src={row.image} alt="" width={400} height={200} style={{ objectFit: 'cover', height: 200 }} />
                    </Link>
                    <Card.Body className="d-flex flex-column">
                      <Card.Title as="h2" className="h6">
                        <Link to={paths.adm.adsUpdateOf(row.id)} className="link-body-emphasis">
                          {upperFirst(row.description)}
                        </Link>
                      </Card.Title>
                      <p className="small mb-1">{t('ads.productName', { name: row.product_name })}</p>
                      <p className="small text-body-secondary mb-3">{t('ads.dueDate', { date: formatDate(row.due_date) })}</p>
                      <Button
                        variant="outline-danger"
                        size="sm"
                        className="mt-auto align-self-start"
                        onClick={() => setRemoving(row)}
                        aria-label={t('ads.deleteLabel', { description: row.description })}
                      >
                        {t('ads.delete')}
                      </Button>
                    </Card.Body>
                  </Card>
                </Col>
              ))}
            </Row>
          )
        }
      </QueryBody>
      <ConfirmDialog
        strict
        show={removing !== null}
        title={t('ads.deleteTitle')}
        confirmLabel={t('ads.delete')}
        busy={remove.isPending}
        onCancel={() => !remove.isPending && setRemoving(null)}
        onConfirm={() => removing && removeBanner(removing)}
      >
        {t('ads.deleteText')}
      </ConfirmDialog>
    </section>
  );
}
