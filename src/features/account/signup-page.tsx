import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { signupConfigQuery, useSignup, useValidateSignupCode } from './api/account';
import { paths } from '@/config/paths';
import { CheckField } from '@/components/form/check-field';
import { LegalLinksText } from '@/components/legal-links-text';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { PhoneInput } from '@/components/masked-input';
import { clearDraft, loadDraft, saveDraft } from '@/stores/draft';
import { errorText } from '@/api/error-text';
import { storeGlobalToast } from '@/lib/global-toast';
import { useSingleFlight } from '@/lib/use-single-flight';
import { ApiError } from '@/api/errors';
import { DEFAULT_PASSWORD_LEVEL, formatPhone, TEXT_MAX } from '@/lib/validation';
import { signupSchema, type SignupValues } from './account-schemas';
import { AuthCard, AuthSwitch } from './auth-card';
import { CodeFormField, useCodeForm } from './code-input';
import { NoticeAlert, type Notice } from './notice-alert';
import { PasswordField } from './password-field';
import { PasswordGuide } from './password-guide';
import { StepIndicator } from './step-indicator';

const DRAFT = 'signup';
type SignupNotice = Notice & { inUse?: 'phone' | 'email' };

/** The answers saying the phone or e-mail already belongs to an account, and the field each is about. */
const IN_USE: Record<string, 'phone' | 'email'> = { SIGNUP_PHONE_IN_USE: 'phone', SIGNUP_EMAIL_IN_USE: 'email' };

interface Draft {
  step: number;
  name: string;
  phone: string;
  email: string;
  terms: boolean;
  age: boolean;
  code: string;
  [key: string]: string | number | boolean;
}

/** The field names POST /signup may answer with: the server refused that value. */
const SERVER_FIELDS = ['name', 'phone', 'email', 'password'] as const;
const isServerField = (answer: string): answer is (typeof SERVER_FIELDS)[number] => (SERVER_FIELDS as readonly string[]).includes(answer);

export function SignupPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const config = useQuery(signupConfigQuery());
  const level = config.data?.passwordStrength ?? DEFAULT_PASSWORD_LEVEL;

  const [initial] = useState(() => loadDraft<Draft>(DRAFT));
  // Step 2 (the validation) is transient: a reload comes back to the code entry.
  const [step, setStep] = useState(() => Math.min(Number(initial.step) || 0, 1));
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<SignupNotice | null>(null);

  const schema = useMemo(() => signupSchema(t, level), [t, level]);
  const form = useForm<SignupValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: String(initial.name ?? ''),
      phone: String(initial.phone ?? ''),
      email: String(initial.email ?? ''),
      password: '',
      passwordConfirm: '',
      terms: initial.terms === true,
      age: initial.age === true,
    },
    // Messages come with the first submit; after it, every change checks the whole form again (below).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errors = form.formState.errors;
  const codeForm = useCodeForm(t, String(initial.code ?? ''));

  const [name, phone, email, password, passwordConfirm, terms, age] = useWatch({
    control: form.control,
    name: ['name', 'phone', 'email', 'password', 'passwordConfirm', 'terms', 'age'],
  });
  const code = useWatch({ control: codeForm.control, name: 'code' });

  useEffect(() => {
    saveDraft(DRAFT, { step: Math.min(step, 1), name, phone, email, terms, age, code });
  }, [step, name, phone, email, terms, age, code]);

  const phoneDigits = phone.replace(/\D/g, '');

  /**
   * After the first submit, every message follows what is typed, the whole form at once: the
   * password's rule reads the name, phone and e-mail, the confirmation reads the password, and
   * a message the server gave goes as soon as anything changes.
   */
  useEffect(() => {
    if (submitted) void form.trigger();
    // Re-validate when a value changes, not when the submit does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, phone, email, password, passwordConfirm, terms, age]);

  const send = useSignup();
  const verify = useValidateSignupCode();

  /** What the server's answer to POST /signup means for the screen. */
  const onSignupAnswer = (answer: string, resend: boolean) => {
    if (answer === 'success') {
      setNotice(resend ? { variant: 'success', text: t('signup.resent') } : null);
      setStep(1);
      return;
    }
    if (isServerField(answer)) {
      setStep(0);
      setNotice(null);
      form.setError(answer, { type: 'server', message: t(`errors.${answer}`) });
      return;
    }
    const inUse = IN_USE[answer];
    if (inUse) {
      // Not a typing mistake: the account exists. Say so, and offer the way in.
      setStep(0);
      form.setError(inUse, { type: 'server', message: t(inUse === 'phone' ? 'feedback.phoneInUse' : 'feedback.emailInUse') });
      setNotice({ variant: 'danger', text: t(`errors.${answer}`), inUse });
      return;
    }
    if (answer === 'WAIT_TO_RESEND' || answer === 'SIGNUP_WAIT_TO_RETRY') {
      // A code was already sent to this phone: the code step is where it is used.
      setStep(1);
    }
    setNotice({ variant: 'danger', text: errorText(t, new ApiError({ kind: 'refused', status: 200, code: answer }), ['account']) });
  };

  // One POST /signup at a time, from the form or from 'resend', even for two clicks in the same task.
  const [sendSignup] = useSingleFlight((values: SignupValues, resent: boolean) =>
    send
      .mutateAsync({
        name: values.name,
        phone: values.phone.replace(/\D/g, ''),
        email: values.email,
        password: values.password,
        terms: values.terms,
        age: values.age,
      })
      .then(
        (answer) => onSignupAnswer(answer, resent),
        (err: unknown) => setNotice({ variant: 'danger', text: errorText(t, err, ['account']) }),
      ),
  );

  const submitForm = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    // A new submit starts the messages anew, the code's included.
    codeForm.clearErrors();
    void form.handleSubmit((values) => {
      setNotice(null);
      sendSignup(values, false);
    })(e);
  };

  const resend = () => {
    if (send.isPending) return;
    if (!password) {
      setStep(0);
      setNotice({ variant: 'info', text: t('signup.resendNeedsPassword') });
      return;
    }
    setNotice(null);
    sendSignup(form.getValues(), true);
  };

  /** What the server's answer to the code check means for the screen. */
  const onCodeAnswer = (answer: string) => {
    if (answer === 'success') {
      clearDraft(DRAFT);
      storeGlobalToast({ type: 'success', message: t('signup.done') });
      // The login opens with the phone just registered.
      navigate(paths.auth, { state: { phone: phoneDigits } });
      return;
    }
    if (answer === 'SIGNUP_USER_NOT_FOUND') {
      setStep(0);
      codeForm.setValue('code', '');
    } else setStep(1);
    if (answer === 'SIGNUP_INVALID_CODE') {
      setNotice({ variant: 'danger', title: t('wrongCode.title'), text: t('wrongCode.text') });
      return;
    }
    setNotice({ variant: 'danger', text: errorText(t, new ApiError({ kind: 'refused', status: 200, code: answer }), ['account']) });
  };

  const [verifyCode] = useSingleFlight((typed: string) =>
    verify.mutateAsync({ phone: phoneDigits, code: typed }).then(onCodeAnswer, (err: unknown) => {
      setStep(1);
      setNotice({ variant: 'danger', text: errorText(t, err, ['account']) });
    }),
  );

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (verify.isPending) return;
    void codeForm.handleSubmit((values) => {
      setNotice(null);
      setStep(2);
      verifyCode(values.code);
    })(e);
  };

  const steps = [
    { label: t('signup.steps.hello'), hint: t('signup.steps.helloHint') },
    { label: t('signup.steps.contact'), hint: t('signup.steps.contactHint') },
    { label: t('signup.steps.validation'), hint: t('signup.steps.validationHint') },
  ];

  // Step 1 is the form, step 2 the phone check (the code being sent by SMS), step 3 the code.
  const shownStep = step === 0 ? (send.isPending ? 1 : 0) : 2;

  return (
    <AuthCard title={t('signup.title')} wide>
      <StepIndicator steps={steps} current={shownStep} label={t('signup.steps.label')} />
      <p className="visually-hidden" aria-live="polite">
        {t('signup.stepOf', { current: shownStep + 1, total: 3 })}: {steps[shownStep].label}
      </p>
      {notice ? (
        <NoticeAlert notice={notice}>
          {notice.inUse ? (
            <>
              {' '}
              {t('signup.inUseHelp')}
              <span className="d-flex flex-wrap gap-3 mt-2">
                <Link to={paths.auth} state={{ phone: notice.inUse === 'phone' ? phoneDigits : undefined }} className="alert-link">
                  {t('signup.inUseLogin')}
                </Link>
                <Link to={paths.recovery} state={{ contact: notice.inUse === 'phone' ? phoneDigits : email.trim() }} className="alert-link">
                  {t('signup.inUseRecover')}
                </Link>
              </span>
            </>
          ) : null}
        </NoticeAlert>
      ) : null}

      {step === 0 ? (
        <Form noValidate onSubmit={submitForm}>
          <Field id="signup-name" label={t('fields.name')} error={errors.name?.message} className="mb-3">
            {(control) => <Form.Control {...control} {...form.register('name')} autoComplete="name" maxLength={TEXT_MAX} />}
          </Field>
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <Field id="signup-phone" label={t('fields.phone')} error={errors.phone?.message} className="mb-3">
                {(control) => (
                  <PhoneInput
                    {...control}
                    name={field.name}
                    value={field.value}
                    onValueChange={(masked) => field.onChange(masked)}
                    onBlur={field.onBlur}
                    placeholder="(11) 9-8765-4321"
                  />
                )}
              </Field>
            )}
          />
          <Field id="signup-email" label={t('fields.email')} error={errors.email?.message} className="mb-3">
            {(control) => <Form.Control {...control} type="email" {...form.register('email')} autoComplete="email" maxLength={TEXT_MAX} />}
          </Field>
          <PasswordField
            label={t('fields.password')}
            error={errors.password?.message}
            autoComplete="new-password"
            describedBy="signup-password-guide"
            {...form.register('password')}
          />
          <PasswordGuide id="signup-password-guide" password={password} level={level} personal={{ name, phone: phoneDigits, email }} />
          <PasswordField
            label={t('fields.passwordConfirm')}
            error={errors.passwordConfirm?.message}
            autoComplete="new-password"
            {...form.register('passwordConfirm')}
          />
          <CheckField
            id="signup-terms"
            label={<LegalLinksText text={t('fields.terms')} newTab={t('fields.newTab')} />}
            error={errors.terms?.message}
            className="mb-2"
          >
            {(control) => <Form.Check.Input type="checkbox" {...control} {...form.register('terms')} />}
          </CheckField>
          <CheckField id="signup-age" label={t('fields.age')} error={errors.age?.message} className="mb-3">
            {(control) => <Form.Check.Input type="checkbox" {...control} {...form.register('age')} />}
          </CheckField>
          <SubmitButton className="w-100 mb-3" busy={send.isPending}>
            {t('signup.submit')}
          </SubmitButton>
          <AuthSwitch text={t('signup.haveAccount')} to={paths.auth} label={t('signup.loginLink')} />
        </Form>
      ) : (
        <Form noValidate onSubmit={submitCode}>
          <p>{t('signup.codeIntro', { phone: formatPhone(phone) })}</p>
          <CodeFormField form={codeForm} id="signup-code" label={t('fields.code')} />
          <SubmitButton className="w-100 mb-2" busy={verify.isPending} busyLabel={t('signup.validating')} disabled={step === 2}>
            {t('signup.verify')}
          </SubmitButton>
          <div className="d-flex justify-content-between flex-wrap gap-2">
            <Button variant="link" className="px-0" onClick={resend} disabled={send.isPending || verify.isPending}>
              {t('signup.resend')}
            </Button>
            <Button
              variant="link"
              className="px-0"
              onClick={() => {
                setNotice(null);
                setStep(0);
              }}
              disabled={verify.isPending}
            >
              {t('signup.editData')}
            </Button>
          </div>
        </Form>
      )}
    </AuthCard>
  );
}
