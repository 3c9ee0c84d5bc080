import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { paymentOrdersQuery } from './api/manager';
import { errorText } from '@/api/error-text';
import { EmptyView } from '@/components/feedback/empty-view';
import { QueryBody } from '@/components/feedback/query-body';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { SelectField } from '@/components/form/select-field';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { useMediaQuery } from '@/lib/use-media-query';
import { ListPagerFooter } from './list-pager';
import { ManagerPage } from './manager-page';
import { OrderFilterForm } from './order-filters';
import {
  ORDER_SORT_KEYS,
  ORDER_URL_KEYS,
  ORDERS_PER_PAGE,
  ORDERS_TABLE_SCREEN,
  countByStatus,
  filterOrders,
  pageOf,
  plansOf,
  sortOrders,
  urlFromView,
  viewFromUrl,
  type OrderSortKey,
  type SortDir,
  type OrderUrlValues,
  type OrderView,
} from './order-list';
import { PaymentOrderItem } from './payment-order-item';
import { PaymentOrdersTable } from './payment-orders-table';
import { ordersCsv } from './report-csv';
import { restoreScrollAfterReload } from './reload-with-toast';
import { useUrlFilters } from './use-url-filters';

/** The URL keys each part of the view is written to. */
const URL_KEYS_OF: Record<keyof OrderView, ReadonlyArray<keyof OrderUrlValues>> = {
  statuses: ['status'],
  plan: ['plan'],
  from: ['from'],
  to: ['to'],
  // Writing the search replaces the old 'user' key with 'q'.
  q: ['q', 'user'],
  due: ['due'],
  sort: ['sort', 'dir'],
  dir: ['sort', 'dir'],
  page: ['page'],
};

const SORT_DIRS: readonly SortDir[] = ['asc', 'desc'];

/** The cards' sort (they have no headers to click): the column, then the direction. */
const SORT_SELECTS = [
  { name: 'sort', label: 'orders.sortBy', options: ORDER_SORT_KEYS, texts: 'columns' },
  { name: 'dir', label: 'orders.sortDir', options: SORT_DIRS, texts: 'dirs' },
] as const;

/** The performance entry the browser suite reads: from the list's data arriving to its rows on the page. */
export const FIRST_RENDER_MEASURE = 'payment-orders:first-render';

/**
 * /adm/paymentOrder: the payment orders (the demo holds 5,000) as a sortable table on screens wide enough
 * for it and as cards on smaller ones, 20 a page. Statuses (several at once), plan, creation days, due state, search, sort and
 * page live in the URL, so a view can be shared and survives the reload after a bank-slip action (the scroll
 * position is kept too). Export CSV writes every order of the view, in its order.
 */
export function PaymentOrdersPage() {
  const { t } = useTranslation('manager');
  const [values, update] = useUrlFilters(ORDER_URL_KEYS);
  const view = useMemo(() => viewFromUrl(values), [values]);
  const large = useMediaQuery(ORDERS_TABLE_SCREEN);
  const query = useQuery(paymentOrdersQuery());
  // "Now" for the due states is when the list arrived: the flags match the counts beside them.
  const nowMs = query.dataUpdatedAt;

  /** Writes only the URL keys of what changed (a filter change returns to the first page). */
  const change = useCallback(
    (changes: Partial<OrderView>, options?: { replace?: boolean }) => {
      const next = urlFromView({ ...view, ...changes });
      const keys = new Set((Object.keys(changes) as Array<keyof OrderView>).flatMap((k) => URL_KEYS_OF[k]));
      update(Object.fromEntries([...keys].map((k) => [k, next[k]])), options);
    },
    [view, update],
  );

  const orders = useMemo(() => query.data ?? [], [query.data]);
  // The view's rows, and when working them out began: the first render with the data is timed from there.
  const { filtered, startedAt } = useMemo(
    () => ({ startedAt: performance.now(), filtered: sortOrders(filterOrders(orders, view, nowMs), view.sort, view.dir) }),
    [orders, view, nowMs],
  );
  const counts = useMemo(() => (query.isSuccess ? countByStatus(orders, view, nowMs) : null), [orders, view, nowMs, query.isSuccess]);
  const plans = useMemo(() => plansOf(orders, view.plan), [orders, view.plan]);
  const shown = pageOf(filtered, view.page, ORDERS_PER_PAGE);

  // A page past the last one (an old link, a list that shrank) becomes the last page, in place.
  const wanted = values.page;
  const settled = query.isSuccess ? String(shown.page) : null;
  useEffect(() => {
    if (settled !== null && wanted && wanted !== settled) update({ page: settled === '1' ? '' : settled }, { replace: true });
  }, [settled, wanted, update]);

  // After the reload that ends a bank-slip action: back to where the manager was, once the rows are there.
  const ready = query.isSuccess;
  useLayoutEffect(() => {
    if (ready) restoreScrollAfterReload();
  }, [ready]);

  // The first render with the data, from working out its rows to their being on the page (the browser suite holds it
  // under 300 ms). The wait before it (the reply being read, other tasks in the queue) is not the list's.
  const measured = useRef(false);
  useLayoutEffect(() => {
    if (!ready || measured.current) return;
    measured.current = true;
    try {
      performance.measure(FIRST_RENDER_MEASURE, { start: startedAt, end: performance.now() });
    } catch {
      // A browser without measure options: nothing to report.
    }
  }, [ready, startedAt]);

  const onSort = (sort: OrderSortKey) => change(sort === view.sort ? { sort, dir: view.dir === 'asc' ? 'desc' : 'asc' } : { sort, dir: 'asc' });

  const exportCsv = () => downloadCsv(csvFileName(t('orders.fileName')), ordersCsv(filtered, t));

  return (
    <ManagerPage
      headingId="payment-orders-title"
      title={t('orders.title')}
      actions={
        <Button variant="outline-primary" onClick={exportCsv} disabled={!query.isSuccess || filtered.length === 0}>
          {t('orders.export')}
        </Button>
      }
    >
      <p className="text-body-secondary mb-3">{t('orders.subtitle')}</p>
      <Card className="shadow-sm">
        <Card.Header className="bg-white">
          <OrderFilterForm filters={view} counts={counts} plans={plans} onChange={(changes) => change(changes)} />
        </Card.Header>
        <Card.Body className="p-0">
          <QueryBody query={query} loading={<PageSpinner minHeight={240} />} errorClassName="m-3" errorMessage={(error) => errorText(t, error, ['manager'])}>
            {() => (
              <>
                <div className="d-flex flex-wrap align-items-end gap-2 px-3 pt-3 mb-2">
                  <p className="small text-body-secondary mb-0 me-auto" role="status">
                    {t('orders.count', { count: filtered.length })}
                  </p>
                  {large || filtered.length < 2 ? null : (
                    // Cards have no headers to click: the same sort, chosen here.
                    <div className="d-flex gap-2 w-100">
                      {SORT_SELECTS.map(({ name, label, options, texts }) => (
                        <SelectField
                          key={name}
                          id={`orders-${name}`}
                          className="flex-fill"
                          label={t(label)}
                          labelClassName="small mb-1"
                          value={view[name]}
                          options={options}
                          optionLabel={(k) => t(`orders.${texts}.${k}`)}
                          onChange={(value) =>
                            change(name === 'sort' ? { sort: value as OrderSortKey, dir: view.dir } : { sort: view.sort, dir: value as SortDir })
                          }
                        />
                      ))}
                    </div>
                  )}
                </div>
                {filtered.length === 0 ? (
                  <EmptyView message={t('orders.none')} image={false} />
                ) : large ? (
                  <PaymentOrdersTable orders={shown.items} sort={view.sort} dir={view.dir} onSort={onSort} nowMs={nowMs} caption={t('orders.caption')} />
                ) : (
                  <ListGroup as="ul" variant="flush" aria-label={t('orders.title')}>
                    {shown.items.map((order) => (
                      <PaymentOrderItem key={order.payment_order_id} order={order} nowMs={nowMs} />
                    ))}
                  </ListGroup>
                )}
              </>
            )}
          </QueryBody>
        </Card.Body>
        {query.isPending ? null : (
          <ListPagerFooter list="orders" headingId="payment-orders-title" page={shown.page} pages={shown.pages} onChange={(p) => change({ page: p }, {})} />
        )}
      </Card>
    </ManagerPage>
  );
}
