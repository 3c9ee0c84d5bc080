import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from './api/manager';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { SubmitButton } from '@/components/form/submit-button';
import { LIMITS } from '@/lib/validation';
import { BankSlipDialog } from './bank-slip-dialog';
import { isOpenOrder } from './order-list';
import { useOrderAction, type OrderAction } from './use-order-action';

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

type Dialog = 'slip' | 'cancelSlip' | 'cancelOrder';

interface Props {
  order: PaymentOrder;
  /** 'card': the buttons under a card, cancel order pushed to the end; 'row': stacked in a table cell, the group upright. */
  layout: 'card' | 'row';
}

/**
 * An order's bank-slip buttons and their dialogs (create, send, register payment, cancel the slip,
 * cancel the order), the same in a card and in a table row. Each action ends in a reload with its toast.
 */
export function OrderActions({ order, layout }: Props) {
  const { t } = useTranslation('manager');
  const uid = useId();
  const action = useOrderAction();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The dialogs mount at their first opening (and stay, for their closing animation and the focus's
  // return): twenty rows of forms that nobody opened would slow the list's first render.
  const [mounted, setMounted] = useState(false);
  const openDialog = (kind: Dialog) => {
    setMounted(true);
    setDialog(kind);
  };
  const [reason, setReason] = useState('');
  const busy = action.isPending || action.isSuccess;
  const running = action.isPending ? action.variables?.action : undefined;
  const id = order.payment_order_id;
  const buttons = slipButtons(order.bi_status, order.status);
  const open = isOpenOrder(order);

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

  if (!buttons.create && !buttons.group && !open) return null;
  const row = layout === 'row';

  return (
    <>
      <div className={row ? 'd-flex flex-column gap-1 text-nowrap' : 'd-flex flex-wrap gap-2'}>
        {buttons.create ? (
          <Button size="sm" variant="primary" onClick={() => openDialog('slip')} disabled={busy}>
            {t('actions.create')}
          </Button>
        ) : null}
        {buttons.group ? (
          <ButtonGroup size="sm" vertical={row} aria-label={t('orders.actionsFor', { id })}>
            <SubmitButton variant={order.bi_status === 0 ? 'danger' : 'secondary'} onClick={() => act('send')} busy={running === 'send'} disabled={busy}>
              {t('actions.send')}
            </SubmitButton>
            {buttons.pay ? (
              <SubmitButton variant="success" onClick={() => act('pay')} busy={running === 'pay'} disabled={busy}>
                {t('actions.pay')}
              </SubmitButton>
            ) : null}
            <Button variant="outline-secondary" onClick={() => openDialog('cancelSlip')} disabled={busy}>
              {t('actions.cancelSlip')}
            </Button>
          </ButtonGroup>
        ) : null}
        {open ? (
          <Button size="sm" variant="outline-danger" className={row ? undefined : 'ms-sm-auto'} onClick={() => openDialog('cancelOrder')} disabled={busy}>
            {t('actions.cancelOrder')}
          </Button>
        ) : null}
      </div>

      {mounted && buttons.create ? <BankSlipDialog order={order} show={dialog === 'slip'} onHide={() => setDialog(null)} /> : null}
      {mounted ? (
        <>
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
        </>
      ) : null}
    </>
  );
}
