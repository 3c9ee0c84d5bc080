import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { paymentOrdersQuery } from '@/api/manager';
import { EmptyView } from '@/components/feedback/empty-view';
import { ErrorView } from '@/components/feedback/error-view';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { SelectField } from '@/components/form/select-field';
import { errorText } from '@/api/error-text';
import { ListPagerFooter } from './list-pager';
import { ManagerPage } from './manager-page';
import { ORDER_STATUSES, ORDERS_PER_PAGE, filterOrders, pageOf } from './order-list';
import { PaymentOrderItem } from './payment-order-item';
import { useUrlFilters } from './use-url-filters';

const ORDER_FILTER_KEYS = ['status', 'user', 'page'] as const;

/**
 * /adm/paymentOrder: every payment order in one card, filtered by status and user and paged
 * (the demo holds 5,000). Filters and page live in the URL, so a reload after an action keeps them.
 */
export function PaymentOrdersPage() {
  const { t } = useTranslation('manager');
  const [filters, update] = useUrlFilters(ORDER_FILTER_KEYS);
  const { status, user: userText } = filters;
  const page = Number(filters.page || '1') || 1;
  const query = useQuery(paymentOrdersQuery());

  const filtered = useMemo(() => filterOrders(query.data ?? [], status, userText), [query.data, status, userText]);
  const shown = pageOf(filtered, page, ORDERS_PER_PAGE);

  // A page past the last one (an old link, a list that shrank) becomes the last page, in place.
  const wanted = filters.page;
  const settled = query.isSuccess ? String(shown.page) : null;
  useEffect(() => {
    if (settled !== null && wanted && wanted !== settled) update({ page: settled === '1' ? '' : settled }, { replace: true });
  }, [settled, wanted, update]);

  return (
    <ManagerPage headingId="payment-orders-title" title={t('orders.title')}>
      <p className="text-body-secondary mb-3">{t('orders.subtitle')}</p>
      <Card className="shadow-sm">
        <Card.Header className="bg-white">
          <Form role="search" aria-label={t('orders.filters')} onSubmit={(e) => e.preventDefault()}>
            <Row className="g-2 align-items-end">
              <Col xs={12} sm={5} md={4} lg={3}>
                <SelectField
                  id="orders-status"
                  label={t('orders.status')}
                  labelClassName="small mb-1"
                  value={status}
                  emptyLabel={t('orders.allStatuses')}
                  options={ORDER_STATUSES}
                  optionLabel={(s) => t(`orders.statuses.${s}`)}
                  onChange={(value) => update({ status: value })}
                />
              </Col>
              <Col xs={12} sm={7} md={5} lg={4}>
                <Form.Group controlId="orders-user">
                  <Form.Label className="small mb-1">{t('orders.user')}</Form.Label>
                  <Form.Control
                    type="search"
                    value={userText}
                    placeholder={t('orders.userPlaceholder')}
                    autoComplete="off"
                    onChange={(e) => update({ user: e.target.value })}
                  />
                </Form.Group>
              </Col>
              <Col xs="auto">
                <Button variant="outline-secondary" onClick={() => update({ status: '', user: '' })} disabled={!status && !userText}>
                  {t('orders.clear')}
                </Button>
              </Col>
            </Row>
          </Form>
        </Card.Header>
        <Card.Body className="p-0">
          {query.isPending ? (
            <PageSpinner minHeight={240} />
          ) : query.isError ? (
            <ErrorView className="m-3" message={errorText(t, query.error, ['manager'])} onRetry={() => void query.refetch()} />
          ) : (
            <>
              <p className="px-3 pt-3 mb-0 small text-body-secondary" role="status">
                {t('orders.count', { count: filtered.length })}
              </p>
              {filtered.length === 0 ? (
                <EmptyView message={t('orders.none')} image={false} />
              ) : (
                <ListGroup as="ul" variant="flush" aria-label={t('orders.title')}>
                  {shown.items.map((order) => (
                    <PaymentOrderItem key={order.payment_order_id} order={order} />
                  ))}
                </ListGroup>
              )}
            </>
          )}
        </Card.Body>
        {query.isPending ? null : (
          <ListPagerFooter list="orders" headingId="payment-orders-title" page={shown.page} pages={shown.pages} onChange={(p) => update({ page: String(p) })} />
        )}
      </Card>
    </ManagerPage>
  );
}
