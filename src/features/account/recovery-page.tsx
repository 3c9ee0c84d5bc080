import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signupConfigQuery, useRequestRecovery, useSetRecoveryPassword, useValidateRecoveryCode } from './api/account';
import { ApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { clearDraft, loadDraft, saveDraft } from '@/stores/draft';
import { errorText } from '@/api/error-text';
import { storeGlobalToast } from '@/lib/global-toast';
import { useSingleFlight } from '@/lib/use-single-flight';
import { contactKind, DEFAULT_PASSWORD_LEVEL, formatPhone, normalizeContact, TEXT_MAX } from '@/lib/validation';
import { recoveryContactSchema, recoveryPasswordSchema, type RecoveryContactValues, type RecoveryPasswordValues } from './account-schemas';
import { AuthCard } from './auth-card';
import { CodeFormField, useCodeForm } from './code-input';
import { NoticeAlert, type Notice } from './notice-alert';
import { PasswordField } from './password-field';
import { PasswordGuide } from './password-guide';
import { StepIndicator } from './step-indicator';

const DRAFT = 'recovery';
const OK = 'RECOVERY_SUCCESS';

interface Draft {
  step: number;
  contact: string;
  code: string;
  [key: string]: string | number;
}

/** The contact handed over by the login step or the signup page (navigation state), if any. */
function contactFromState(state: unknown): string | null {
  const contact = state && typeof state === 'object' ? (state as { contact?: unknown }).contact : undefined;
  return typeof contact === 'string' && contact.trim() ? contact.trim() : null;
}

export function RecoveryPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const handedOver = contactFromState(useLocation().state);
  const config = useQuery(signupConfigQuery());
  const level = config.data?.passwordStrength ?? DEFAULT_PASSWORD_LEVEL;
  const [initial] = useState(() => loadDraft<Draft>(DRAFT));
  // A contact handed over by another page starts a new recovery, unless it is the draft's own.
  const [step, setStep] = useState(() => (handedOver && handedOver !== initial.contact ? 0 : Math.min(Math.max(Number(initial.step) || 0, 0), 2)));
  const [notice, setNotice] = useState<Notice | null>(null);

  // Each step's message comes with its submit; the contact's also follows what is typed while it shows.
  const contactRules = useMemo(() => recoveryContactSchema(t), [t]);
  const contactForm = useForm<RecoveryContactValues>({
    resolver: zodResolver(contactRules),
    defaultValues: { contact: handedOver ?? String(initial.contact ?? '') },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const contact = useWatch({ control: contactForm.control, name: 'contact' });
  const contactError = contactForm.formState.errors.contact?.message;

  const codeForm = useCodeForm(t, String(initial.code ?? ''));
  const code = useWatch({ control: codeForm.control, name: 'code' });

  useEffect(() => {
    saveDraft(DRAFT, { step, contact, code });
  }, [step, contact, code]);

  const sent = normalizeContact(contact);
  const kind = contactKind(contact);
  const personal = useMemo(() => (kind === 'phone' ? { phone: sent } : { email: sent }), [kind, sent]);

  const passwordRules = useMemo(() => recoveryPasswordSchema(t, level, personal), [t, level, personal]);
  const passwordForm = useForm<RecoveryPasswordValues>({
    resolver: zodResolver(passwordRules),
    defaultValues: { password: '', passwordConfirm: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const password = useWatch({ control: passwordForm.control, name: 'password' });
  const passwordErrors = passwordForm.formState.errors;

  /** The catalogue's text for an answer; in recovery a blocked phone reads as a wrong number. */
  const message = (answer: string) =>
    answer === 'SIGNUP_PHONE_BLOCKED'
      ? t('errors.RECOVERY_PHONE_BLOCKED')
      : errorText(t, new ApiError({ kind: 'refused', status: 200, code: answer }), ['account']);

  const fail = (answer: string) => {
    if (answer === 'RECOVERY_INVALID_CODE' || answer === 'SIGNUP_INVALID_CODE') {
      setStep(1);
      setNotice({ variant: 'danger', title: t('wrongCode.title'), text: t('wrongCode.text') });
      return;
    }
    if (answer === 'RECOVERY_CODE_EXPIRED') {
      setStep(0);
      codeForm.setValue('code', '');
    }
    setNotice({ variant: 'danger', text: message(answer) });
  };
  const failed = (err: unknown) => setNotice({ variant: 'danger', text: errorText(t, err, ['account']) });

  const request = useRequestRecovery();
  const validate = useValidateRecoveryCode();
  const save = useSetRecoveryPassword();

  // Each call once at a time, even for two clicks in the same task.
  const [sendContact] = useSingleFlight((resend: boolean) => {
    setNotice(null);
    return request.mutateAsync(normalizeContact(contactForm.getValues('contact')), {
      onSuccess: (answer) => {
        if (answer === OK) {
          setNotice({ variant: 'success', text: resend ? t('recovery.resent') : t('errors.RECOVERY_SUCCESS') });
          setStep(1);
          return;
        }
        if (answer === 'WAIT_TO_RESEND' || answer === 'SIGNUP_WAIT_TO_RETRY') setStep(1);
        fail(answer);
      },
      onError: failed,
    });
  });

  const [checkCode] = useSingleFlight((typed: string) => {
    setNotice(null);
    return validate.mutateAsync(
      { contact: sent, code: typed },
      {
        onSuccess: (answer) => {
          if (answer === OK) setStep(2);
          else fail(answer);
        },
        onError: failed,
      },
    );
  });

  const [savePassword] = useSingleFlight((newPassword: string) => {
    setNotice(null);
    return save.mutateAsync(
      { contact: sent, code, password: newPassword },
      {
        onSuccess: (answer) => {
          if (answer === OK) {
            clearDraft(DRAFT);
            storeGlobalToast({ type: 'success', message: t('recovery.done') });
            navigate(paths.auth);
          } else fail(answer);
        },
        onError: failed,
      },
    );
  });

  const submitContact = (e: FormEvent) => {
    e.preventDefault();
    void contactForm.handleSubmit(() => sendContact(false))(e);
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (validate.isPending) return;
    void codeForm.handleSubmit((values) => checkCode(values.code))(e);
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    void passwordForm.handleSubmit((values) => savePassword(values.password))(e);
  };

  const restart = () => {
    setStep(0);
    codeForm.setValue('code', '');
    setNotice(null);
  };

  const steps = [{ label: t('recovery.steps.contact') }, { label: t('recovery.steps.code') }, { label: t('recovery.steps.password') }];

  return (
    <AuthCard title={t('recovery.title')}>
      <StepIndicator steps={steps} current={step} label={t('recovery.steps.label')} />
      {notice ? <NoticeAlert notice={notice} /> : null}

      {step === 0 ? (
        <Form noValidate onSubmit={submitContact}>
          <p className="text-body-secondary">{t('recovery.contactIntro')}</p>
          <Field
            id="recovery-contact"
            label={t('fields.contact')}
            error={contactError}
            hint={t('fields.contactHint')}
            className="mb-3"
            after={
              <Form.Text className="d-block fw-semibold text-body" aria-live="polite">
                {contact.trim() ? t(kind === 'phone' ? 'recovery.readAsPhone' : 'recovery.readAsEmail') : null}
              </Form.Text>
            }
          >
            {(control) => (
              <Form.Control
                {...control}
                {...contactForm.register('contact', {
                  onChange: () => {
                    if (contactError) void contactForm.trigger('contact');
                  },
                })}
                autoComplete="username"
                maxLength={TEXT_MAX}
                autoFocus
              />
            )}
          </Field>
          <SubmitButton className="w-100 mb-3" busy={request.isPending}>
            {t('recovery.send')}
          </SubmitButton>
        </Form>
      ) : null}

      {step === 1 ? (
        <Form noValidate onSubmit={submitCode}>
          <p>{kind === 'phone' ? t('recovery.codeIntroPhone', { phone: formatPhone(sent) }) : t('recovery.codeIntroEmail', { email: sent })}</p>
          <CodeFormField form={codeForm} id="recovery-code" label={t('fields.code')} />
          <SubmitButton className="w-100 mb-2" busy={validate.isPending}>
            {t('recovery.verify')}
          </SubmitButton>
          <div className="d-flex justify-content-between flex-wrap gap-2">
            <Button variant="link" className="px-0" onClick={() => sendContact(true)} disabled={request.isPending || validate.isPending}>
              {t('recovery.resend')}
            </Button>
            <Button variant="link" className="px-0" onClick={restart} disabled={validate.isPending}>
              {t('recovery.restart')}
            </Button>
          </div>
        </Form>
      ) : null}

      {step === 2 ? (
        <Form noValidate onSubmit={submitPassword}>
          <p className="text-body-secondary">{t('recovery.passwordIntro')}</p>
          <PasswordField
            label={t('fields.newPassword')}
            error={passwordErrors.password?.message}
            autoComplete="new-password"
            autoFocus
            describedBy="recovery-password-guide"
            {...passwordForm.register('password')}
          />
          <PasswordGuide id="recovery-password-guide" password={password} level={level} personal={personal} />
          <PasswordField
            label={t('fields.newPasswordConfirm')}
            error={passwordErrors.passwordConfirm?.message}
            autoComplete="new-password"
            {...passwordForm.register('passwordConfirm')}
          />
          <SubmitButton className="w-100 mb-2" busy={save.isPending}>
            {t('recovery.save')}
          </SubmitButton>
          <Button variant="link" className="px-0" onClick={restart} disabled={save.isPending}>
            {t('recovery.restart')}
          </Button>
        </Form>
      ) : null}

      <p className="text-center mt-3 mb-0">
        <Link to={paths.auth}>{t('recovery.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
