import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useDeleteAccount } from './api/account';
import { ApiError, isAccessError } from '@/api/errors';
import { CheckField } from '@/components/form/check-field';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { toast } from '@/components/toast/toast-store';
import { APP_VERSION } from '@/config/env';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { useTimeout } from '@/lib/use-timeout';
import { storeGlobalToast } from '@/lib/global-toast';
import { storeLoginCallback } from '@/lib/login-callback';
import { authProvider, type SessionEnd } from '@/auth/auth-provider';
import { useSession } from '@/stores/session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { LIMITS } from '@/lib/validation';
import { deleteAccountSchema, type DeleteAccountValues } from './account-schemas';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

/** After ACCESS_DENIED the page shows the error, then goes to /auth after this delay. */
const ACCESS_DENIED_REDIRECT_MS = 3000;

/**
 * /account/delete-account. A visitor is asked to log in first, with this page as the way back. The
 * question is asked once, when the page opens: the session that ends with the deletion itself
 * (or a call's 401, which stores its own way back) must not send the user to the login again.
 */
export function DeleteAccountPage() {
  const user = useSession();
  const [visitor] = useState(() => user === null);
  return visitor ? <LoginFirst /> : <DeleteAccountForm />;
}

function LoginFirst() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    storeLoginCallback(`${pathname}${search}`);
    const sessionEnd: SessionEnd = 'loginRequired';
    navigate(paths.auth, { replace: true, state: { sessionEnd } });
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <PageSpinner />;
}

function DeleteAccountForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const schema = useMemo(() => deleteAccountSchema(t), [t]);
  const form = useForm<DeleteAccountValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', nps: '', terms: false },
    // Messages come with the first submit; after it, every change checks the whole form again (below).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errors = form.formState.errors;
  const [password, nps, terms] = useWatch({ control: form.control, name: ['password', 'nps', 'terms'] });
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
  const later = useTimeout();

  // Once the form was submitted, the messages follow what is typed; a change also takes away
  // the server's verdict on a field (e.g. 'Senha incorreta').
  useEffect(() => {
    if (submitted) void form.trigger();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [password, terms, nps]);

  const mutation = useDeleteAccount();

  // One POST /delete-account at a time, even for two clicks in the same task.
  const [send] = useSingleFlight(
    form.handleSubmit((values) => {
      dropErrorToast();
      return mutation.mutateAsync(
        { password: values.password, terms: values.terms, nps: values.nps.trim() },
        {
          onSuccess: (result) => {
            if (result.ok) {
              dropErrorToast();
              storeGlobalToast({ type: 'success', message: t('delete.done') });
              authProvider.logout({ replace: true });
              return;
            }
            const text = errorText(t, new ApiError({ kind: 'refused', status: result.status, code: result.code }), ['account']);
            const field: keyof DeleteAccountValues | null =
              result.code === 'ACCESS_DENIED' ? null : result.field !== 'other' ? result.field : result.code === 'USER_WRONG_PASSWORD' ? 'password' : null;
            if (!field) {
              showError(text);
              if (result.code === 'ACCESS_DENIED') later.start(() => navigate(paths.auth), ACCESS_DENIED_REDIRECT_MS);
              return;
            }
            // One message, at the field it is about (not a toast plus the field's own hint).
            form.setError(field, { type: 'server', message: text });
          },
          onError: (err) => {
            if (!isAccessError(err)) showError(errorText(t, err, ['account']));
          },
        },
      );
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending || later.pending()) return;
    setSubmitted(true);
    send(e);
  };

  return (
    <AuthCard title={t('delete.title')}>
      <p>{t('delete.intro')}</p>
      <Form noValidate onSubmit={submit}>
        <PasswordField label={t('delete.password')} error={errors.password?.message} {...form.register('password')} />
        <Field id="delete-nps" label={t('delete.nps')} error={errors.nps?.message} className="mb-3">
          {(control) => <Form.Control {...control} as="textarea" rows={3} {...form.register('nps')} maxLength={LIMITS.nps} required />}
        </Field>
        <CheckField id="delete-terms" label={t('delete.terms')} error={errors.terms?.message} className="mb-3">
          {(control) => <Form.Check.Input type="checkbox" {...control} {...form.register('terms')} />}
        </CheckField>
        <SubmitButton variant="danger" className="w-100 mb-2" busy={mutation.isPending}>
          {t('delete.submit')}
        </SubmitButton>
        <p className="text-center mb-0">
          <Link to={paths.home}>{t('delete.cancel')}</Link>
        </p>
      </Form>
      <p className="small text-body-secondary text-center mt-3 mb-0">{t('delete.version', { version: APP_VERSION })}</p>
    </AuthCard>
  );
}
