import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isAccessError } from '@/api/errors';
import { useRegisterInterest } from '@/api/product';
import { CONTACT_PREFERENCES, type ContactPreference } from '@/api/values';
import { DialogFooter } from '@/components/feedback/dialog-footer';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { storeLoginCallback } from '@/lib/login-callback';
import { useSession, type SessionEnd } from '@/stores/session';
import { interestReturnState, type InterestChoice } from './interest-return';

interface Props {
  show: boolean;
  productId: number | string;
  url: string;
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
export function InterestDialog({ show, productId, url, onClose, initial }: Props) {
  const { t } = useTranslation('catalog');
  const user = useSession();
  const navigate = useNavigate();
  const [agree, setAgree] = useState(initial?.agree ?? false);
  const [preference, setPreference] = useState<ContactPreference | ''>(initial?.preference ?? '');
  const [errors, setErrors] = useState<{ agree?: string; preference?: string }>({});

  const mutation = useRegisterInterest(url, user?.phone ?? '');

  // Returns the request's promise: SubmitButton ignores clicks until it settles, so a double
  // click registers the interest once.
  const confirm = () => {
    if (mutation.isPending) return;
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
    return mutation.mutateAsync(
      { productId, preference },
      {
        onSuccess: () => {
          toast.success(t('product.interestDialog.sent'));
          onClose();
        },
        onError: (error) => {
          console.error('Erro na requisição', error);
          // A lost session is handled by the app (stored route, logout, /auth).
          if (isAccessError(error)) return;
          toast.danger(errorText(t, error, ['catalog']));
        },
      },
    );
  };

  return (
    <Modal show={show} onHide={() => !mutation.isPending && onClose()} centered aria-labelledby="interest-title">
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
      </Modal.Body>
      <DialogFooter onCancel={onClose} cancelDisabled={mutation.isPending} variant="success" onClick={confirm} busy={mutation.isPending}>
        {t('product.interestDialog.confirm')}
      </DialogFooter>
    </Modal>
  );
}
