import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isAccessError } from '@/api/errors';
import { useFindInterest, useRegisterInterest } from '@/api/interest';
import { CONTACT_PREFERENCES, type ContactPreference } from '@/api/values';
import { CreateOutcomeNotice } from '@/components/feedback/create-outcome-notice';
import { DialogFooter } from '@/components/feedback/dialog-footer';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { LegalLinksText } from '@/components/legal-links-text';
import { awayTexts, createTexts, useCreateOnce } from '@/components/feedback/use-create-once';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { storeLoginCallback } from '@/lib/login-callback';
import type { SessionEnd } from '@/auth/auth-provider';
import { useSession } from '@/stores/session';
import { interestReturnState, type InterestChoice } from './interest-return';

interface Props {
  show: boolean;
  productId: number | string;
  url: string;
  /** The part's name, for a toast that tells an outcome after the page was left. */
  name: string;
  onClose: () => void;
  /** The choices made before the login this dialog reopens after. */
  initial?: InterestChoice;
}

/**
 * The interest dialog: the disclaimer, the agreement, how the buyer wants to be contacted.
 * Confirming registers the interest (POST /engagement-request) and then fetches the phone,
 * which the page shows once it is in the cache. A visitor's confirm, once the choices are
 * right, opens the login; the login returns to the product with the choices, and the page
 * opens this dialog again with them.
 */
export function InterestDialog({ show, productId, url, name, onClose, initial }: Props) {
  const { t } = useTranslation('product');
  const user = useSession();
  const navigate = useNavigate();
  const [agree, setAgree] = useState(initial?.agree ?? false);
  const [preference, setPreference] = useState<ContactPreference | ''>(initial?.preference ?? '');
  const [errors, setErrors] = useState<{ agree?: string; preference?: string }>({});

  const mutation = useRegisterInterest(url, user?.phone ?? '');
  const findInterest = useFindInterest(url, user?.phone ?? '');
  // An interest is registered once: see useCreateOnce (a lost reply is looked for, never sent again by itself).
  const once = useCreateOnce<{ name: string }, unknown, unknown>(`interest:${url}`, {
    find: findInterest,
    onDone: () => {
      toast.success(t('product.interestDialog.sent'));
      onClose();
    },
    onError: (error) => {
      console.error('Erro na requisição', error);
      // A lost session is handled by the app (stored route, logout, /auth).
      if (isAccessError(error)) return;
      toast.danger(errorText(t, error, ['catalog']));
    },
    away: (probe) => awayTexts(t, 'product.interestDialog.once', probe.name),
  });

  // Returns the request's promise: SubmitButton ignores clicks until it settles, so a double
  // click registers the interest once.
  const confirm = () => {
    if (once.locked && once.phase !== 'missing') return;
    const next = {
      agree: agree ? undefined : t('product.interestDialog.mustAgree'),
      preference: preference ? undefined : t('product.interestDialog.chooseOption'),
    };
    setErrors(next);
    if (next.agree || next.preference || !preference) return;
    if (!user) {
      storeLoginCallback(paths.product(url), interestReturnState({ agree, preference }));
      const sessionEnd: SessionEnd = 'loginRequired';
      navigate(paths.auth, { state: { sessionEnd } });
      return;
    }
    return once.run({ name }, () => mutation.mutateAsync({ productId, preference }));
  };

  return (
    <Modal show={show} onHide={() => !once.busy && onClose()} centered aria-labelledby="interest-title">
      <DialogHeader id="interest-title">{t('product.interestDialog.title')}</DialogHeader>
      <Modal.Body>
        <p>{t('product.interestDialog.disclaimer')}</p>
        <p className="fw-semibold">{t('product.interestDialog.dataNotice')}</p>
        <Form.Group className="mb-3" controlId="interest-agree">
          <Form.Check
            type="checkbox"
            label={t('product.interestDialog.agree')}
            checked={agree}
            isInvalid={Boolean(errors.agree)}
            feedback={errors.agree}
            feedbackType="invalid"
            onChange={(e) => {
              setAgree(e.target.checked);
              setErrors((x) => ({ ...x, agree: undefined }));
            }}
          />
        </Form.Group>
        <fieldset aria-describedby={errors.preference ? 'interest-preference-error' : undefined}>
          <legend className="fs-6 fw-semibold">{t('product.interestDialog.contactQuestion')}</legend>
          {CONTACT_PREFERENCES.map((option) => (
            <Form.Check
              key={option}
              type="radio"
              id={`interest-preference-${option}`}
              name="contactPreference"
              label={t(`product.interestDialog.options.${option}`)}
              checked={preference === option}
              isInvalid={Boolean(errors.preference)}
              onChange={() => {
                setPreference(option);
                setErrors((x) => ({ ...x, preference: undefined }));
              }}
            />
          ))}
          {errors.preference ? (
            <div id="interest-preference-error" className="invalid-feedback d-block">
              {errors.preference}
            </div>
          ) : null}
        </fieldset>
        <CreateOutcomeNotice
          once={once}
          texts={createTexts(t, 'product.interestDialog.once')}
          onResend={() => void confirm()}
          ns="catalog"
          className="mt-3 mb-0"
        />
        <p className="small text-body-secondary mt-3 mb-0">
          <LegalLinksText text={t('product.interestDialog.legal')} newTab={t('product.interestDialog.newTab')} />
        </p>
      </Modal.Body>
      <DialogFooter onCancel={onClose} cancelDisabled={once.busy} variant="success" onClick={confirm} busy={once.busy} disabled={once.locked}>
        {t('product.interestDialog.confirm')}
      </DialogFooter>
    </Modal>
  );
}
