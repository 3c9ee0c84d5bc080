import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { PaymentTarget } from '@/features/subscriptions/shared/payment-intent';
import type { Frequency, Plan } from '@/features/subscriptions/api/subscriptions';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { useTimeout } from '@/lib/use-timeout';
import { PaymentPanel } from './payment-panel';
import { PlanList } from './plan-list';

/** The payment step opens this long after the plans list closes. */
const PAYMENT_STEP_DELAY_MS = 500;

/** Change plan: a full-screen plans list, then a full-screen payment step (PUT /subscription-update-chosen). */
export function ChangePlanFlow({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const [target, setTarget] = useState<PaymentTarget | null>(null);
  const [paying, setPaying] = useState(false);
  const [downgradeConfirmed, setDowngradeConfirmed] = useState(false);
  const later = useTimeout();

  const choose = (plan: Plan, frequency: Frequency, confirmed: boolean) => {
    setTarget({ kind: 'plan', id: plan.id, frequency });
    setDowngradeConfirmed(confirmed);
    onClose();
    later.start(() => setPaying(true), PAYMENT_STEP_DELAY_MS);
  };

  return (
    <>
      <Modal show={open} onHide={onClose} fullscreen aria-labelledby="change-plan-title">
        <DialogHeader id="change-plan-title" className="h4">
          {t('statement.changeTitle')}
        </DialogHeader>
        <Modal.Body className="bg-body-tertiary">{open ? <PlanList onChoose={choose} /> : null}</Modal.Body>
      </Modal>
      <Modal show={paying} onHide={() => setPaying(false)} fullscreen aria-labelledby="change-payment-title">
        <DialogHeader id="change-payment-title" className="h4">
          {t('statement.changePaymentTitle')}
        </DialogHeader>
        <Modal.Body className="bg-body-tertiary">
          {paying && target ? <PaymentPanel target={target} mode="change" downgradeConfirmed={downgradeConfirmed} /> : null}
        </Modal.Body>
      </Modal>
    </>
  );
}
