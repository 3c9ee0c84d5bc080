import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { fileOrAddress } from '@/api/files';
import type { PaymentOrder } from '@/api/manager';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/components/toast/toast-store';
import { errorText } from '@/api/error-text';
import { formatBRL, formatDate } from '@/lib/format';
import { openInNewTab } from '@/lib/open-in-tab';
import { LIMITS } from '@/lib/validation';
import { BankSlipDialog } from './bank-slip-dialog';
import { useOrderAction, type OrderAction } from './use-order-action';

const STATUS_TONE: Record<string, string> = { WAITING: 'warning', SENT: 'info', PAID: 'success', CANCELLED: 'secondary' };

/**
 * Which bank-slip buttons an order gets, by bi_status: none yet, 4 (cancelled) or 5 (expired) -> create;
 * below 3 -> send and cancel (2, sent, adds register payment); 3 (paid) -> none. Closed orders get none.
 */
export function slipButtons(biStatus: number | null, orderStatus: string): { create: boolean; group: boolean; pay: boolean } {
  const closed = orderStatus === 'PAID' || orderStatus === 'CANCELLED';
  if (biStatus === null || biStatus === 4 || biStatus === 5) return { create: !closed, group: false, pay: false };
  if (biStatus < 3) return { create: false, group: !closed, pay: !closed && biStatus === 2 };
  return { create: false, group: false, pay: false };
}

/** One payment order: who, how much, which plan, until when, and its bank-slip actions. */
export function PaymentOrderItem({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('manager');
  const uid = useId();
  const action = useOrderAction();
  const [dialog, setDialog] = useState<'slip' | 'cancelSlip' | 'cancelOrder' | null>(null);
  const [reason, setReason] = useState('');
  const busy = action.isPending || action.isSuccess;
  const running = action.isPending ? action.variables?.action : undefined;
  const id = order.payment_order_id;
  const buttons = slipButtons(order.bi_status, order.status);
  const open = order.status === 'WAITING' || order.status === 'SENT';
  const slip = order.bank_slip;
  const planName = t(`plans.${order.description}`, { defaultValue: order.description ?? '' });

  // The promise lets the buttons and dialogs ignore a second click before the re-render disables them.
  const act = (name: OrderAction, extra: { reason?: string } = {}) => action.mutateAsync({ action: name, paymentOrder: id, ...extra });

  /** What the two confirmations share: each shows for its own kind, with its title and button, and 'Cancelar' closes it. */
  const confirmOf = (kind: 'cancelSlip' | 'cancelOrder') => ({
    show: dialog === kind,
    title: t(`confirm.${kind}Title`),
    confirmLabel: t(`confirm.${kind}Confirm`),
    busy,
    onCancel: () => setDialog(null),
  });

  return (
    <ListGroup.Item as="li" className="py-3" aria-labelledby={`${uid}-title`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 id={`${uid}-title`} className="h6 mb-0">
          {t('orders.order', { id })}
        </h3>
        <Badge bg={STATUS_TONE[order.status] ?? 'secondary'} text={order.status === 'WAITING' || order.status === 'SENT' ? 'dark' : undefined}>
          {t(`orders.statuses.${order.status}`, { defaultValue: order.status })}
        </Badge>
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
      {order.expires ? <p className="small mb-2">{t('orders.forwardUntil', { date: formatDate(order.expires) })}</p> : null}
      {slip && slip.our_number ? (
        <p className="small text-body-secondary mb-2">
          {t('orders.slip', { ourNumber: slip.our_number, date: formatDate(slip.due_date) })}
          {slip.url ? (
            <>
              {' · '}
              <a
                href={slip.url}
                className="text-decoration-underline"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('orders.downloadSlip', { id })}
                onClick={(e) => {
                  // The file comes through the API (a new tab's navigation would miss the simulated API).
                  e.preventDefault();
                  openInNewTab(() => fileOrAddress(slip.url ?? '')).catch((error: unknown) => toast.danger(errorText(t, error, ['manager'])));
                }}
              >
                {t('orders.pdf')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        {buttons.create ? (
          <Button size="sm" variant="primary" onClick={() => setDialog('slip')} disabled={busy}>
            {t('actions.create')}
          </Button>
        ) : null}
        {buttons.group ? (
          <ButtonGroup size="sm" aria-label={t('orders.actionsFor', { id })}>
            <SubmitButton variant={order.bi_status === 0 ? 'danger' : 'secondary'} onClick={() => act('send')} busy={running === 'send'} disabled={busy}>
              {t('actions.send')}
            </SubmitButton>
            {buttons.pay ? (
              <SubmitButton variant="success" onClick={() => act('pay')} busy={running === 'pay'} disabled={busy}>
                {t('actions.pay')}
              </SubmitButton>
            ) : null}
            <Button variant="outline-secondary" onClick={() => setDialog('cancelSlip')} disabled={busy}>
              {t('actions.cancelSlip')}
            </Button>
          </ButtonGroup>
        ) : null}
        {open ? (
          <Button size="sm" variant="outline-danger" className="ms-sm-auto" onClick={() => setDialog('cancelOrder')} disabled={busy}>
            {t('actions.cancelOrder')}
          </Button>
        ) : null}
      </div>

      {buttons.create ? <BankSlipDialog order={order} show={dialog === 'slip'} onHide={() => setDialog(null)} /> : null}
      <ConfirmDialog {...confirmOf('cancelSlip')} onConfirm={() => act('cancelSlip')}>
        <p className="mb-0">{t('confirm.cancelSlip', { id, user: order.user })}</p>
      </ConfirmDialog>
      <ConfirmDialog {...confirmOf('cancelOrder')} onConfirm={() => act('cancelOrder', { reason: reason.trim() })}>
        <p>{t('confirm.cancelOrder', { id, user: order.user })}</p>
        <Form.Group controlId={`${uid}-reason`}>
          <Form.Label>{t('confirm.reason')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={LIMITS.orderCancelReason}
            value={reason}
            disabled={busy}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Group>
      </ConfirmDialog>
    </ListGroup.Item>
  );
}
