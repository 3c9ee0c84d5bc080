import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { signup, signupConfigQuery, validateSignupCode } from '@/api/account';
import { paths } from '@/config/paths';
import { SubmitButton } from '@/components/form/submit-button';
import { PhoneInput } from '@/components/masked-input';
import { clearDraft, loadDraft, saveDraft } from '@/lib/draft';
import { errorText } from '@/lib/error-text';
import { storeGlobalToast } from '@/lib/global-toast';
import { useSingleFlight } from '@/lib/use-single-flight';
import { ApiError } from '@/api/errors';
import { DEFAULT_PASSWORD_LEVEL, formatPhone, isAcceptablePassword, isEmail, isFullName, isValidCode, phoneProblem, TEXT_MAX } from '@/lib/validation';
import { AuthCard } from './auth-card';
import { CodeInput } from './code-input';
import { PasswordField } from './password-field';
import { PasswordGuide } from './password-guide';
import { StepIndicator } from './step-indicator';

const DRAFT = 'signup';
type Field = 'name' | 'phone' | 'email' | 'password' | 'passwordConfirm' | 'terms' | 'age';
type Errors = Partial<Record<Field | 'code', string>>;
type Notice = { variant: 'danger' | 'success' | 'info'; text: string; title?: string; inUse?: 'phone' | 'email' } | null;

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

const SERVER_FIELDS = ['name', 'phone', 'email', 'password'];

export function SignupPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const config = useQuery(signupConfigQuery());
  const level = config.data?.passwordStrength ?? DEFAULT_PASSWORD_LEVEL;

  const [initial] = useState(() => loadDraft<Draft>(DRAFT));
  // Step 2 (the validation) is transient: a reload comes back to the code entry.
  const [step, setStep] = useState(() => Math.min(Number(initial.step) || 0, 1));
  const [name, setName] = useState(String(initial.name ?? ''));
  const [phone, setPhone] = useState(String(initial.phone ?? ''));
  const [email, setEmail] = useState(String(initial.email ?? ''));
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [terms, setTerms] = useState(initial.terms === true);
  const [age, setAge] = useState(initial.age === true);
  const [code, setCode] = useState(String(initial.code ?? ''));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    saveDraft(DRAFT, { step: Math.min(step, 1), name, phone, email, terms, age, code });
  }, [step, name, phone, email, terms, age, code]);

  const phoneDigits = phone.replace(/\D/g, '');

  const validate = (f: Field): string | undefined => {
    switch (f) {
      case 'name':
        return isFullName(name) && name.trim().length <= TEXT_MAX ? undefined : t('feedback.name');
      case 'phone': {
        const p = phoneProblem(phone);
        return p === 'empty' ? t('feedback.phoneEmpty') : p ? t('feedback.phoneInvalid') : undefined;
      }
      case 'email':
        return isEmail(email) ? undefined : t('feedback.email');
      case 'password':
        return isAcceptablePassword(password, level, { name, phone: phoneDigits, email }) ? undefined : t('feedback.password');
      case 'passwordConfirm':
        return !passwordConfirm ? t('feedback.passwordConfirmRequired') : passwordConfirm !== password ? t('feedback.passwordConfirm') : undefined;
      case 'terms':
        return terms ? undefined : t('feedback.accept');
      case 'age':
        return age ? undefined : t('feedback.accept');
    }
  };

  /** After the first submit, a field's message follows what is typed. */
  const recheck = (f: Field) => {
    if (submitted) setErrors((e) => ({ ...e, [f]: validate(f) }));
    else setErrors((e) => ({ ...e, [f]: undefined }));
  };
  useEffect(() => {
    for (const f of ['name', 'phone', 'email', 'password', 'passwordConfirm', 'terms', 'age'] as Field[]) if (errors[f] !== undefined || submitted) recheck(f);
    // Re-validate when a value changes, not when the messages do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, phone, email, password, passwordConfirm, terms, age]);

  const send = useMutation({
    mutationFn: () => signup({ name, phone: phoneDigits, email, password, terms, age }),
  });

  const verify = useMutation({
    mutationFn: () => validateSignupCode(phoneDigits, code),
  });

  /** What the server's answer to POST /signup means for the screen. */
  const onSignupAnswer = (answer: string, resend: boolean) => {
    if (answer === 'success') {
      setNotice(resend ? { variant: 'success', text: t('signup.resent') } : null);
      setStep(1);
      return;
    }
    if (SERVER_FIELDS.includes(answer)) {
      setStep(0);
      setNotice(null);
      setErrors((e) => ({ ...e, [answer]: t(`errors.${answer}`) }));
      return;
    }
    const inUse = IN_USE[answer];
    if (inUse) {
      // Not a typing mistake: the account exists. Say so, and offer the way in.
      setStep(0);
      setErrors((e) => ({ ...e, [inUse]: t(inUse === 'phone' ? 'feedback.phoneInUse' : 'feedback.emailInUse') }));
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
  const [sendSignup] = useSingleFlight((resent: boolean) =>
    send.mutateAsync().then(
      (answer) => onSignupAnswer(answer, resent),
      (err: unknown) => setNotice({ variant: 'danger', text: errorText(t, err, ['account']) }),
    ),
  );

  const submitForm = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    const next: Errors = {};
    for (const f of ['name', 'phone', 'email', 'password', 'passwordConfirm', 'terms', 'age'] as Field[]) next[f] = validate(f);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setNotice(null);
    sendSignup(false);
  };

  const resend = () => {
    if (send.isPending) return;
    if (!password) {
      setStep(0);
      setNotice({ variant: 'info', text: t('signup.resendNeedsPassword') });
      return;
    }
    setNotice(null);
    sendSignup(true);
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
      setCode('');
    } else setStep(1);
    if (answer === 'SIGNUP_INVALID_CODE') {
      setNotice({ variant: 'danger', title: t('wrongCode.title'), text: t('wrongCode.text') });
      return;
    }
    setNotice({ variant: 'danger', text: errorText(t, new ApiError({ kind: 'refused', status: 200, code: answer }), ['account']) });
  };

  const [verifyCode] = useSingleFlight(() =>
    verify.mutateAsync().then(onCodeAnswer, (err: unknown) => {
      setStep(1);
      setNotice({ variant: 'danger', text: errorText(t, err, ['account']) });
    }),
  );

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (verify.isPending) return;
    if (!isValidCode(code)) {
      setErrors((x) => ({ ...x, code: t('feedback.code') }));
      return;
    }
    setErrors((x) => ({ ...x, code: undefined }));
    setNotice(null);
    setStep(2);
    verifyCode();
  };

  const steps = [
    { label: t('signup.steps.hello'), hint: t('signup.steps.helloHint') },
    { label: t('signup.steps.contact'), hint: t('signup.steps.contactHint') },
    { label: t('signup.steps.validation'), hint: t('signup.steps.validationHint') },
  ];

  // Step 1 is the form, step 2 the phone check (the code being sent by SMS), step 3 the code.
  const shownStep = step === 0 ? (send.isPending ? 1 : 0) : 2;

  const feedback = (f: Field | 'code') =>
    errors[f] ? (
      <Form.Control.Feedback type="invalid" id={`signup-${f}-feedback`}>
        {errors[f]}
      </Form.Control.Feedback>
    ) : null;
  const described = (f: Field | 'code') => (errors[f] ? `signup-${f}-feedback` : undefined);

  return (
    <AuthCard title={t('signup.title')} wide>
      <StepIndicator steps={steps} current={shownStep} label={t('signup.steps.label')} />
      <p className="visually-hidden" aria-live="polite">
        {t('signup.stepOf', { current: shownStep + 1, total: 3 })}: {steps[shownStep].label}
      </p>
      {notice ? (
        <Alert variant={notice.variant} role={notice.variant === 'danger' ? 'alert' : 'status'}>
          {notice.title ? <Alert.Heading as="h2" className="h6">{notice.title}</Alert.Heading> : null}
          {notice.text}
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
        </Alert>
      ) : null}

      {step === 0 ? (
        <Form noValidate onSubmit={submitForm}>
          <Form.Group className="mb-3" controlId="signup-name">
            <Form.Label>{t('fields.name')}</Form.Label>
            <Form.Control name="name" value={name} onChange={(e) => setName(e.target.value)} isInvalid={!!errors.name} aria-describedby={described('name')} autoComplete="name" maxLength={TEXT_MAX} />
            {feedback('name')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="signup-phone">
            <Form.Label>{t('fields.phone')}</Form.Label>
            <PhoneInput name="phone" value={phone} onValueChange={(m) => setPhone(m)} isInvalid={!!errors.phone} aria-describedby={described('phone')} placeholder="(11) 9-8765-4321" />
            {feedback('phone')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="signup-email">
            <Form.Label>{t('fields.email')}</Form.Label>
            <Form.Control type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} isInvalid={!!errors.email} aria-describedby={described('email')} autoComplete="email" maxLength={TEXT_MAX} />
            {feedback('email')}
          </Form.Group>
          <PasswordField label={t('fields.password')} name="password" value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" describedBy="signup-password-guide" />
          <PasswordGuide id="signup-password-guide" password={password} level={level} personal={{ name, phone: phoneDigits, email }} />
          <PasswordField label={t('fields.passwordConfirm')} name="passwordConfirm" value={passwordConfirm} onChange={setPasswordConfirm} error={errors.passwordConfirm} autoComplete="new-password" />
          <Form.Group className="mb-2" controlId="signup-terms">
            <Form.Check type="checkbox">
              <Form.Check.Input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} isInvalid={!!errors.terms} aria-describedby={described('terms')} />
              <Form.Check.Label>{t('fields.terms')}</Form.Check.Label>
              {feedback('terms')}
            </Form.Check>
          </Form.Group>
          <Form.Group className="mb-3" controlId="signup-age">
            <Form.Check type="checkbox">
              <Form.Check.Input type="checkbox" checked={age} onChange={(e) => setAge(e.target.checked)} isInvalid={!!errors.age} aria-describedby={described('age')} />
              <Form.Check.Label>{t('fields.age')}</Form.Check.Label>
              {feedback('age')}
            </Form.Check>
          </Form.Group>
          <SubmitButton className="w-100 mb-3" busy={send.isPending}>
            {t('signup.submit')}
          </SubmitButton>
          <p className="text-center m-0">
            {t('signup.haveAccount')} <Link to={paths.auth} className="text-decoration-underline">{t('signup.loginLink')}</Link>
          </p>
        </Form>
      ) : (
        <Form noValidate onSubmit={submitCode}>
          <p>{t('signup.codeIntro', { phone: formatPhone(phone) })}</p>
          <CodeInput id="signup-code" label={t('fields.code')} value={code} onChange={(v) => setCode(v)} error={errors.code} autoFocus />
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
