import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isAccessError } from '@/api/errors';
import { useUnsubscribe, type StatementRow } from '@/features/subscriptions/api/subscriptions';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { LIMITS } from '@/lib/validation';

/** Cancelling an active subscription: a warning, an optional reason, then PUT /unsubscribe and '/'. */
export function CancelSubscriptionDialog({ row, onClose }: { row: StatementRow | null; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  // The new token (no plan) and the dropped statements are the mutation's.
  const mutation = useUnsubscribe();
  const cancel = (r: StatementRow) =>
    mutation.mutateAsync(
      { id: r.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('statement.cancelled'));
          navigate(paths.root);
        },
        onError: (error) => {
          if (!isAccessError(error)) toast.danger(errorText(t, error, ['subscriptions']), { delay: 5000 });
        },
      },
    );
  const close = () => {
    if (mutation.isPending) return;
    setReason('');
    onClose();
  };
  return (
    <Modal show={row !== null} onHide={close} centered aria-labelledby={titleId}>
      <DialogHeader id={titleId}>{t('statement.cancelTitle')}</DialogHeader>
      <Modal.Body>
        <Alert variant="warning">{t('statement.cancelWarning')}</Alert>
        <Form.Group controlId={`${titleId}-reason`}>
          <Form.Label>{t('statement.reason')}</Form.Label>
          <Form.Control as="textarea" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={LIMITS.cancelReason} />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} disabled={mutation.isPending}>
          {t('statement.keep')}
        </Button>
        <SubmitButton variant="danger" busy={mutation.isPending} onClick={() => row && cancel(row)}>
          {t('statement.confirmCancel')}
        </SubmitButton>
      </Modal.Footer>
    </Modal>
  );
}
