import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLogin } from '@/api/auth';
import { paths } from '@/config/paths';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { PhoneInput } from '@/components/masked-input';
import { errorText } from '@/api/error-text';
import { authProvider, type SessionEnd } from '@/auth/auth-provider';
import { useTimeout } from '@/lib/use-timeout';
import { useSingleFlight } from '@/lib/use-single-flight';
import { formatPhone } from '@/lib/validation';
import { loginPasswordSchema, loginPhoneSchema, type LoginPasswordValues, type LoginPhoneValues } from './account-schemas';
import { AuthCard, AuthSwitch } from './auth-card';
import { PasswordField } from './password-field';

/** Redirect to /home this long after a login without a stored origin. */
const LOGIN_REDIRECT_MS = 1000;

/**
 * The message of a login the app asked for: the session ran out, or something needed one (an
 * interest sent logged out: 'Faça o login antes de tentar novamente').
 */
function SessionEndNotice() {
  const { t } = useTranslation('account');
  const state = useLocation().state as { sessionEnd?: SessionEnd } | null;
  const reason = state?.sessionEnd;
  if (reason !== 'expired' && reason !== 'loginRequired') return null;
  return (
    <Alert variant="warning" role="alert" className="py-2">
      {t(reason === 'expired' ? 'session.expired' : 'session.loginRequired')}
    </Alert>
  );
}

/** The first step: the phone, checked on submit and again as it is typed while its message shows. */
function PhoneStep({ phone, onDone }: { phone: string; onDone: (phone: string) => void }) {
  const { t } = useTranslation('account');
  const schema = useMemo(() => loginPhoneSchema(t), [t]);
  const { control, handleSubmit, trigger, formState } = useForm<LoginPhoneValues>({
    resolver: zodResolver(schema),
    defaultValues: { phone },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = formState.errors.phone?.message;
  const submit = handleSubmit((values) => onDone(values.phone));
  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <p className="text-body-secondary">{t('login.phoneIntro')}</p>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <Field id="login-phone" label={t('fields.phone')} error={error} className="mb-3">
            {(props) => (
              <PhoneInput
                {...props}
                name={field.name}
                value={field.value}
                onValueChange={(masked) => {
                  field.onChange(masked);
                  if (error) void trigger('phone');
                }}
                onBlur={field.onBlur}
                autoFocus
                placeholder="(11) 9-8765-4321"
              />
            )}
          </Field>
        )}
      />
      <SubmitButton className="w-100 mb-3">{t('login.continue')}</SubmitButton>
      <AuthSwitch text={t('login.noAccount')} to={paths.signup} label={t('login.signupLink')} />
    </Form>
  );
}

export function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  // After signup (or from its 'already has an account' notice) the login opens with that phone.
  const handedPhone = (useLocation().state as { phone?: unknown } | null)?.phone;
  const [phone, setPhone] = useState(() => (typeof handedPhone === 'string' ? formatPhone(handedPhone) : ''));
  const [done, setDone] = useState(false);
  const later = useTimeout();

  const digits = phone.replace(/\D/g, '');

  const mutation = useLogin();
  const passwordSchema = useMemo(() => loginPasswordSchema(t), [t]);
  const passwordForm = useForm<LoginPasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const passwordError = passwordForm.formState.errors.password?.message;

  // One POST /login at a time, even for two clicks in the same task.
  const [sendPassword] = useSingleFlight(
    passwordForm.handleSubmit(({ password }) =>
      mutation.mutateAsync(
        { phone: digits, password },
        {
          onSuccess: (token) => {
            // Back to the stored place when this account's role may open it.
            if (authProvider.login({ token, phone: digits })) return;
            setDone(true);
            later.start(() => navigate(paths.home, { replace: true }), LOGIN_REDIRECT_MS);
          },
        },
      ),
    ),
  );

  const backToPhone = () => {
    setStep(1);
    passwordForm.reset({ password: '' });
    mutation.reset();
  };

  return (
    <AuthCard title={t('login.title')}>
      {done ? null : <SessionEndNotice />}
      {step === 1 ? (
        <PhoneStep
          phone={phone}
          onDone={(value) => {
            setPhone(value);
            mutation.reset();
            setStep(2);
          }}
        />
      ) : (
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (mutation.isPending || done) return;
            sendPassword(e);
          }}
        >
          <p className="text-body-secondary mb-2">{t('login.passwordIntro')}</p>
          <p className="fw-semibold">{t('login.changePhone', { phone: formatPhone(phone) })}</p>
          <PasswordField
            label={t('fields.password')}
            error={passwordError}
            autoFocus
            {...passwordForm.register('password', {
              // The message goes once a password is typed.
              onChange: (e: { target: { value: string } }) => {
                if (passwordError && e.target.value) passwordForm.clearErrors('password');
              },
            })}
          />
          {mutation.isError ? (
            <Alert variant="danger" role="alert">
              {errorText(t, mutation.error, ['account'])}
            </Alert>
          ) : null}
          {done ? (
            <Alert variant="success" role="status">
              {t('login.success')}
            </Alert>
          ) : null}
          <SubmitButton className="w-100 mb-2" busy={mutation.isPending} disabled={done}>
            {t('login.submit')}
          </SubmitButton>
          <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-3">
            <Button variant="link" className="px-0" onClick={backToPhone} disabled={mutation.isPending}>
              {t('login.back')}
            </Button>
            <Link to={paths.recovery} state={{ contact: digits }}>
              {t('login.forgot')}
            </Link>
          </div>
          <Button variant="outline-primary" className="w-100" onClick={() => navigate(paths.signup)}>
            {t('login.createAccount')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
