import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useAnswerEngagement, type AnswerOption, type Engagement } from './api/engagement';
import { isAccessError } from '@/api/errors';
import { DialogFooter } from '@/components/feedback/dialog-footer';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { toast } from '@/components/toast/toast-store';
import { catalogText, errorText } from '@/api/error-text';
import { useSingleFlight } from '@/lib/use-single-flight';
import { answerOptions, clampQuantity, showsQuantity } from './engagement-options';

/** Engagement toasts stay 7 s (other error toasts 5 s). */
const ENGAGEMENT_TOAST_MS = 7000;

/** The answer dialog: options by status, quantity when selling more than one unit. */
export function AnswerDialog({ engagement, onClose }: { engagement: Engagement; onClose: () => void }) {
  const { t } = useTranslation('advertiser');
  const [option, setOption] = useState<AnswerOption | null>(null);
  const [quantity, setQuantity] = useState(1);
  const options = answerOptions(engagement.status);
  const withQuantity = showsQuantity(option, engagement.quantity);

  const mutation = useAnswerEngagement();
  const [answer] = useSingleFlight((v: { option: AnswerOption; quantity: number }) =>
    mutation.mutateAsync(
      { ...v, id: engagement.id },
      {
        onSuccess: (result) => {
          if (result.description) toast.success(catalogText(t, result.description, ['advertiser']), { title: engagement.car_part, delay: ENGAGEMENT_TOAST_MS });
          onClose();
        },
        onError: (error) => {
          // A 401 opens the login, which says the session must be renewed; a 403 the plans page.
          if (isAccessError(error)) return;
          toast.danger(t('engagement.answerFailed', { detail: errorText(t, error, ['advertiser']) }), {
            title: engagement.car_part,
            delay: ENGAGEMENT_TOAST_MS,
          });
        },
      },
    ),
  );

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!option || mutation.isPending) return;
    if (!e.currentTarget.checkValidity()) {
      e.currentTarget.reportValidity();
      return;
    }
    answer({ option, quantity: option === 'SOLD_CAR_PART' ? clampQuantity(quantity, engagement.quantity) : 1 });
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby="answer-dialog-title">
      <Form onSubmit={submit}>
        <DialogHeader id="answer-dialog-title">{t('engagement.dialogTitle')}</DialogHeader>
        <Modal.Body>
          <p>{t('engagement.dialogIntro', { name: engagement.interested, part: engagement.car_part })}</p>
          <p className="text-body-secondary small">{t('engagement.requested', { count: engagement.quantity })}</p>
          <fieldset disabled={mutation.isPending}>
            <legend className="fs-6 fw-semibold">{t('engagement.chooseOption')}</legend>
            {options.map((o) => (
              <Form.Check
                key={o}
                type="radio"
                name="chosen"
                id={`answer-${o}`}
                value={o}
                label={t(`engagement.options.${o}`)}
                checked={option === o}
                onChange={() => setOption(o)}
                required
              />
            ))}
            {withQuantity ? (
              <div className="mt-3">
                <Form.Label htmlFor="answer-quantity">{t('engagement.soldQuantity')}</Form.Label>
                <InputGroup style={{ maxWidth: 200 }}>
                  <Button
                    variant="outline-secondary"
                    aria-label={t('engagement.decrease')}
                    disabled={quantity <= 1}
                    onClick={() => setQuantity((q) => clampQuantity(q - 1, engagement.quantity))}
                  >
                    −
                  </Button>
                  <Form.Control
                    id="answer-quantity"
                    type="number"
                    min={1}
                    max={engagement.quantity}
                    step={1}
                    required
                    className="text-center"
                    value={quantity}
                    onChange={(e) => setQuantity(clampQuantity(Number(e.target.value), engagement.quantity))}
                  />
                  <Button
                    variant="outline-secondary"
                    aria-label={t('engagement.increase')}
                    disabled={quantity >= engagement.quantity}
                    onClick={() => setQuantity((q) => clampQuantity(q + 1, engagement.quantity))}
                  >
                    +
                  </Button>
                </InputGroup>
              </div>
            ) : null}
          </fieldset>
        </Modal.Body>
        <DialogFooter onCancel={onClose} cancelDisabled={mutation.isPending} variant="primary" busy={mutation.isPending} disabled={!option}>
          {t('engagement.submit')}
        </DialogFooter>
      </Form>
    </Modal>
  );
}
