import { useId } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from './api/manager';
import { formatBRL } from '@/lib/format';
import { formatDate } from '@/lib/dates';
import { OrderActions } from './order-actions';
import { isOverdue } from './order-list';
import { OrderStatusBadge, OverdueBadge, SlipPdfLink } from './order-parts';

/** One payment order as a card (phones and tablets): who, how much, which plan, until when, and its bank-slip actions. */
export function PaymentOrderItem({ order, nowMs }: { order: PaymentOrder; nowMs: number }) {
  const { t } = useTranslation('manager');
  const uid = useId();
  const id = order.payment_order_id;
  const slip = order.bank_slip;
  const planName = t(`plans.${order.description}`, { defaultValue: order.description ?? '' });

  return (
    <ListGroup.Item as="li" className="py-3" aria-labelledby={`${uid}-title`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 id={`${uid}-title`} className="h6 mb-0">
          {t('orders.order', { id })}
        </h3>
        <OrderStatusBadge status={order.status} />
        {order.createdAt ? <span className="small text-body-secondary ms-auto">{t('orders.createdAt', { date: formatDate(order.createdAt) })}</span> : null}
      </div>
      <dl className="row g-2 mb-2 small">
        <div className="col-12 col-sm-6 col-xl-3">
          <dt className="fw-normal text-body-secondary">{t('orders.user')}</dt>
          <dd className="mb-0 fw-semibold text-break">{order.user}</dd>
        </div>
        <div className="col-6 col-sm-3 col-xl-2">
          <dt className="fw-normal text-body-secondary">{t('orders.amount')}</dt>
          <dd className="mb-0 fw-semibold">{formatBRL(order.amount)}</dd>
        </div>
        <div className="col-6 col-sm-3 col-xl-2">
          <dt className="fw-normal text-body-secondary">{t('orders.plan')}</dt>
          <dd className="mb-0">{planName}</dd>
        </div>
        <div className="col-12 col-sm-6 col-xl-2">
          <dt className="fw-normal text-body-secondary">{t('orders.method')}</dt>
          <dd className="mb-0">{t(`orders.methods.${order.payment_method}`, { defaultValue: order.payment_method ?? '' })}</dd>
        </div>
        <div className="col-12 col-sm-6 col-xl-3">
          <dt className="fw-normal text-body-secondary">{t('orders.slipStatus')}</dt>
          <dd className="mb-0">{t(`orders.biStatus.${order.bi_status ?? 'none'}`, { defaultValue: String(order.bi_status) })}</dd>
        </div>
      </dl>
      {order.expires ? (
        <p className="small mb-2">
          <span>{t('orders.forwardUntil', { date: formatDate(order.expires) })}</span>
          {isOverdue(order, nowMs) ? (
            <>
              {' '}
              <OverdueBadge />
            </>
          ) : null}
        </p>
      ) : null}
      {slip && slip.our_number ? (
        <p className="small text-body-secondary mb-2">
          {t('orders.slip', { ourNumber: slip.our_number, date: formatDate(slip.due_date) })}
          {slip.url ? (
            <>
              {' · '}
              <SlipPdfLink order={order} />
            </>
          ) : null}
        </p>
      ) : null}
      <OrderActions order={order} layout="card" />
    </ListGroup.Item>
  );
}
