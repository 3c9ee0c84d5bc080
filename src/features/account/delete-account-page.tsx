import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { deleteAccount } from '@/api/account';
import { ApiError, isAccessError } from '@/api/errors';
import { toast } from '@/components/toast/toast-store';
import { APP_VERSION } from '@/config/env';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { storeGlobalToast } from '@/lib/global-toast';
import { useSessionActions } from '@/lib/session';
import { LIMITS, PASSWORD_MIN } from '@/lib/validation';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

/** After ACCESS_DENIED the page shows the error, then goes to /auth after this delay. */
export const ACCESS_DENIED_REDIRECT_MS = 3000;

type Field = 'password' | 'terms' | 'nps';

export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const sessionActions = useSessionActions();
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [nps, setNps] = useState('');
  const [invalid, setInvalid] = useState<Partial<Record<Field, boolean>>>({});
  /** The server's message for a field it refused (e.g. 'Senha incorreta'): shown there, once. */
  const [serverText, setServerText] = useState<Partial<Record<Field, string>>>({});
  /** The error toast of the last attempt: a later attempt or success takes it away. */
  const errorToast = useRef<number | null>(null);
  const dropErrorToast = () => {
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    errorToast.current = null;
  };
  const showError = (text: string) => {
    dropErrorToast();
    errorToast.current = toast.danger(text);
  };
  const [submitted, setSubmitted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = (): Partial<Record<Field, boolean>> => ({
    password: password.length < PASSWORD_MIN,
    terms: !terms,
    nps: !nps.trim(),
  });
  useEffect(() => {
    setServerText({});
    if (submitted) setInvalid(check());
    // Follows what is typed once the form was submitted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [password, terms, nps]);

  const mutation = useMutation({ mutationFn: () => deleteAccount({ password, terms, nps: nps.trim() }) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending || timer.current) return;
    setSubmitted(true);
    const next = check();
    setInvalid(next);
    if (Object.values(next).some(Boolean)) return;
    dropErrorToast();
    setServerText({});
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        if (result.ok) {
          dropErrorToast();
          storeGlobalToast({ type: 'success', message: t('delete.done') });
          sessionActions.logout({ replace: true });
          return;
        }
        const text = errorText(t, new ApiError({ kind: 'refused', status: result.status, code: result.code }), ['account']);
        const field: Field | null =
          result.code === 'ACCESS_DENIED' ? null : result.field !== 'other' ? result.field : result.code === 'USER_WRONG_PASSWORD' ? 'password' : null;
        if (!field) {
          showError(text);
          if (result.code === 'ACCESS_DENIED') timer.current = setTimeout(() => navigate(paths.auth), ACCESS_DENIED_REDIRECT_MS);
          return;
        }
        // One message, at the field it is about (not a toast plus the field's own hint).
        setInvalid((x) => ({ ...x, [field]: true }));
        setServerText({ [field]: text });
      },
      onError: (err) => {
        if (!isAccessError(err)) showError(errorText(t, err, ['account']));
      },
    });
  };

  return (
    <AuthCard title={t('delete.title')}>
      <p>{t('delete.intro')}</p>
      <Form noValidate onSubmit={submit}>
        <PasswordField label={t('delete.password')} name="password" value={password} onChange={setPassword} error={serverText.password ?? (invalid.password ? t('delete.feedback_password') : null)} />
        <Form.Group className="mb-3" controlId="delete-nps">
          <Form.Label>{t('delete.nps')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            name="nps"
            value={nps}
            onChange={(e) => setNps(e.target.value)}
            isInvalid={!!invalid.nps}
            aria-describedby={invalid.nps ? 'delete-nps-feedback' : undefined}
            maxLength={LIMITS.nps}
            required
          />
          {invalid.nps ? (
            <Form.Control.Feedback type="invalid" id="delete-nps-feedback">
              {serverText.nps ?? t('delete.feedback_nps')}
            </Form.Control.Feedback>
          ) : null}
        </Form.Group>
        <Form.Group className="mb-3" controlId="delete-terms">
          <Form.Check type="checkbox">
            <Form.Check.Input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} isInvalid={!!invalid.terms} aria-describedby={invalid.terms ? 'delete-terms-feedback' : undefined} />
            <Form.Check.Label>{t('delete.terms')}</Form.Check.Label>
            {invalid.terms ? (
              <Form.Control.Feedback type="invalid" id="delete-terms-feedback">
                {serverText.terms ?? t('delete.feedback_terms')}
              </Form.Control.Feedback>
            ) : null}
          </Form.Check>
        </Form.Group>
        <Button type="submit" variant="danger" className="w-100 mb-2" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {t('delete.submit')}
        </Button>
        <p className="text-center mb-0">
          <Link to={paths.home}>{t('delete.cancel')}</Link>
        </p>
      </Form>
      <p className="small text-body-secondary text-center mt-3 mb-0">{t('delete.version', { version: APP_VERSION })}</p>
    </AuthCard>
  );
}
