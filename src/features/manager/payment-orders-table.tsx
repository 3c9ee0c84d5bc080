import { useId } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from './api/manager';
import { formatBRL } from '@/lib/format';
import { formatDate } from '@/lib/dates';
import { OrderActions } from './order-actions';
import { isOverdue, type OrderSortKey, type SortDir } from './order-list';
import { OrderStatusBadge, OverdueBadge, SlipPdfLink } from './order-parts';

/** The columns in their order; all but the slip and the actions sort. */
const COLUMNS: ReadonlyArray<{ key: OrderSortKey | 'slip'; className?: string }> = [
  { key: 'order' },
  { key: 'user' },
  { key: 'plan' },
  { key: 'amount', className: 'text-end' },
  { key: 'status' },
  { key: 'createdAt' },
  { key: 'expires' },
  { key: 'slip' },
];

interface Props {
  orders: readonly PaymentOrder[];
  sort: OrderSortKey;
  dir: SortDir;
  /** A header was clicked: its column, or the other direction of the current one. */
  onSort: (sort: OrderSortKey) => void;
  nowMs: number;
  caption: string;
}

function SortHeader({ column, label, sort, dir, onSort }: { column: OrderSortKey; label: string } & Pick<Props, 'sort' | 'dir' | 'onSort'>) {
  const active = column === sort;
  const arrow = active ? (dir === 'asc' ? '▲' : '▼') : '↕';
  return (
    <button type="button" className="btn btn-link p-0 text-reset fw-semibold text-decoration-none text-nowrap" onClick={() => onSort(column)}>
      {label}
      <span aria-hidden="true" className={`ms-1 small ${active ? '' : 'text-body-tertiary'}`}>
        {arrow}
      </span>
    </button>
  );
}

/**
 * The payment orders as a table (large screens): each header sorts by its column (a second click reverses;
 * aria-sort on the header says which way), one row per order with its bank-slip actions.
 */
export function PaymentOrdersTable({ orders, sort, dir, onSort, nowMs, caption }: Props) {
  const { t } = useTranslation('manager');
  const uid = useId();
  return (
    // A focusable, named region: keyboard users can scroll the table sideways when it is wider than the window.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <Table hover size="sm" className="mb-0 align-middle small">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map(({ key, className }) => {
              const label = t(`orders.columns.${key}`);
              if (key === 'slip') {
                return (
                  <th key={key} scope="col" className={className}>
                    {label}
                  </th>
                );
              }
              return (
                <th
                  key={key}
                  scope="col"
                  className={key === 'order' ? 'ps-2' : className}
                  aria-sort={key === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <SortHeader column={key} label={label} sort={sort} dir={dir} onSort={onSort} />
                </th>
              );
            })}
            <th scope="col" className="text-end pe-2">
              {t('orders.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const id = order.payment_order_id;
            return (
              <tr key={id} data-order={id}>
                <th scope="row" id={`${uid}-${id}`} className="fw-semibold ps-2">
                  {id}
                </th>
                <td>{order.user}</td>
                <td>{t(`plans.${order.description}`, { defaultValue: order.description ?? '' })}</td>
                <td className="text-end text-nowrap">{formatBRL(order.amount)}</td>
                <td>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="text-nowrap">{formatDate(order.createdAt)}</td>
                <td>
                  {/* The word may go under the date when the actions need the width. */}
                  <span className="text-nowrap">{formatDate(order.expires)}</span>
                  {isOverdue(order, nowMs) ? (
                    <>
                      {' '}
                      <OverdueBadge />
                    </>
                  ) : null}
                </td>
                <td>
                  <span>{t(`orders.biShort.${order.bi_status ?? 'none'}`, { defaultValue: String(order.bi_status) })}</span>
                  {order.bank_slip?.url ? (
                    <>
                      {' · '}
                      <SlipPdfLink order={order} />
                    </>
                  ) : null}
                </td>
                <td className="text-end pe-2">
                  <OrderActions order={order} layout="row" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
