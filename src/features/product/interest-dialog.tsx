import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isAccessError } from '@/api/errors';
import { CONTACT_PREFERENCES, getProductPhone, requestEngagement, type AdvertiserPhone, type ContactPreference } from '@/api/product';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { storeLoginCallback } from '@/lib/login-callback';
import { useSession } from '@/stores/session';

interface Props {
  show: boolean;
  productId: number | string;
  url: string;
  onClose: () => void;
  onPhone: (phone: AdvertiserPhone) => void;
}

/**
 * The interest dialog: the disclaimer, the agreement, how the buyer wants to be contacted.
 * Confirming registers the interest (POST /engagement-request) and then fetches the phone.
 */
export function InterestDialog({ show, productId, url, onClose, onPhone }: Props) {
  const { t } = useTranslation('catalog');
  const user = useSession();
  const [agree, setAgree] = useState(false);
  const [preference, setPreference] = useState<ContactPreference | ''>('');
  const [errors, setErrors] = useState<{ agree?: string; preference?: string }>({});
  const [loginNeeded, setLoginNeeded] = useState(false);

  const mutation = useMutation({
    mutationFn: async (choice: ContactPreference) => {
      await requestEngagement(productId, choice);
      return getProductPhone(url);
    },
    onSuccess: (phone) => {
      onPhone(phone);
      toast.success(t('product.interestDialog.sent'));
      onClose();
    },
    onError: (error) => {
      console.error('Erro na requisição', error);
      // A lost session is handled by the app (stored route, logout, /auth).
      if (isAccessError(error)) return;
      toast.danger(errorText(t, error, ['catalog']));
    },
  });

  const showLogin = !user || loginNeeded;
  const confirm = () => {
    if (mutation.isPending) return;
    if (!user) {
      storeLoginCallback(paths.product(url));
      setLoginNeeded(true);
      return;
    }
    const next = {
      agree: agree ? undefined : t('product.interestDialog.mustAgree'),
      preference: preference ? undefined : t('product.interestDialog.chooseOption'),
    };
    setErrors(next);
    if (next.agree || next.preference || !preference) return;
    mutation.mutate(preference);
  };

  return (
    <Modal
      show={show}
      onHide={() => !mutation.isPending && onClose()}
      onShow={() => {
        if (!user) storeLoginCallback(paths.product(url));
      }}
      centered
      aria-labelledby="interest-title"
    >
      <DialogHeader id="interest-title">{t('product.interestDialog.title')}</DialogHeader>
      <Modal.Body>
        {showLogin ? (
          <Alert variant="warning" className="d-flex flex-column gap-2" role="alert">
            <span>{t('product.interestDialog.loginRequired')}</span>
            <Link to={paths.auth} className="btn btn-primary align-self-start" onClick={() => storeLoginCallback(paths.product(url))}>
              {t('product.interestDialog.goToLogin')}
            </Link>
          </Alert>
        ) : null}
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
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={mutation.isPending}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <SubmitButton variant="success" onClick={confirm} busy={mutation.isPending}>
          {t('product.interestDialog.confirm')}
        </SubmitButton>
      </Modal.Footer>
    </Modal>
  );
}
