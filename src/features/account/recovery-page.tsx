import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { requestRecovery, setRecoveryPassword, signupConfigQuery, validateRecoveryCode } from '@/api/account';
import { ApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { clearDraft, loadDraft, saveDraft } from '@/lib/draft';
import { errorText } from '@/lib/error-text';
import { storeGlobalToast } from '@/lib/global-toast';
import {
  contactKind,
  contactProblem,
  DEFAULT_PASSWORD_LEVEL,
  formatPhone,
  isAcceptablePassword,
  isValidCode,
  normalizeContact,
  TEXT_MAX,
} from '@/lib/validation';
import { AuthCard } from './auth-card';
import { CodeInput } from './code-input';
import { PasswordField } from './password-field';
import { PasswordGuide } from './password-guide';
import { StepIndicator } from './step-indicator';

const DRAFT = 'recovery';
const OK = 'RECOVERY_SUCCESS';
type Notice = { variant: 'danger' | 'success'; text: string; title?: string } | null;

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
  const [contact, setContact] = useState(() => handedOver ?? String(initial.contact ?? ''));
  const [code, setCode] = useState(String(initial.code ?? ''));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'contact' | 'code' | 'password' | 'confirm', string>>>({});
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    saveDraft(DRAFT, { step, contact, code });
  }, [step, contact, code]);

  const sent = normalizeContact(contact);
  const kind = contactKind(contact);
  const personal = kind === 'phone' ? { phone: sent } : { email: sent };

  /** The catalogue's text for an answer; in recovery a blocked phone reads as a wrong number. */
  const message = (answer: string) =>
    answer === 'SIGNUP_PHONE_BLOCKED' ? t('errors.RECOVERY_PHONE_BLOCKED') : errorText(t, new ApiError({ kind: 'refused', status: 200, code: answer }), ['account']);

  const fail = (answer: string) => {
    if (answer === 'RECOVERY_INVALID_CODE' || answer === 'SIGNUP_INVALID_CODE') {
      setStep(1);
      setNotice({ variant: 'danger', title: t('wrongCode.title'), text: t('wrongCode.text') });
      return;
    }
    if (answer === 'RECOVERY_CODE_EXPIRED') {
      setStep(0);
      setCode('');
    }
    setNotice({ variant: 'danger', text: message(answer) });
  };
  const failed = (err: unknown) => setNotice({ variant: 'danger', text: errorText(t, err, ['account']) });

  const request = useMutation({ mutationFn: () => requestRecovery(sent) });
  const validate = useMutation({ mutationFn: () => validateRecoveryCode(sent, code) });
  const save = useMutation({ mutationFn: () => setRecoveryPassword(sent, code, password) });

  const contactMessage = (value: string) => {
    const p = contactProblem(value);
    return p === 'empty' ? t('feedback.contactEmpty') : p === 'invalidPhone' ? t('feedback.phoneInvalid') : p === 'invalidEmail' ? t('feedback.email') : undefined;
  };

  const sendContact = (resend: boolean) => {
    if (request.isPending) return;
    setNotice(null);
    request.mutate(undefined, {
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
  };

  const submitContact = (e: FormEvent) => {
    e.preventDefault();
    const problem = contactMessage(contact);
    setErrors((x) => ({ ...x, contact: problem }));
    if (!problem) sendContact(false);
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (validate.isPending) return;
    const problem = isValidCode(code) ? undefined : t('feedback.code');
    setErrors((x) => ({ ...x, code: problem }));
    if (problem) return;
    setNotice(null);
    validate.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer === OK) setStep(2);
        else fail(answer);
      },
      onError: failed,
    });
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const next = {
      password: isAcceptablePassword(password, level, personal) ? undefined : t('feedback.password'),
      confirm: !confirm ? t('feedback.passwordConfirmRequired') : confirm !== password ? t('feedback.passwordConfirm') : undefined,
    };
    setErrors((x) => ({ ...x, ...next }));
    if (next.password || next.confirm) return;
    setNotice(null);
    save.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer === OK) {
          clearDraft(DRAFT);
          storeGlobalToast({ type: 'success', message: t('recovery.done') });
          navigate(paths.auth);
        } else fail(answer);
      },
      onError: failed,
    });
  };

  const restart = () => {
    setStep(0);
    setCode('');
    setNotice(null);
  };

  const steps = [{ label: t('recovery.steps.contact') }, { label: t('recovery.steps.code') }, { label: t('recovery.steps.password') }];

  return (
    <AuthCard title={t('recovery.title')}>
      <StepIndicator steps={steps} current={step} label={t('recovery.steps.label')} />
      {notice ? (
        <Alert variant={notice.variant} role={notice.variant === 'danger' ? 'alert' : 'status'}>
          {notice.title ? (
            <Alert.Heading as="h2" className="h6">
              {notice.title}
            </Alert.Heading>
          ) : null}
          {notice.text}
        </Alert>
      ) : null}

      {step === 0 ? (
        <Form noValidate onSubmit={submitContact}>
          <p className="text-body-secondary">{t('recovery.contactIntro')}</p>
          <Form.Group className="mb-3" controlId="recovery-contact">
            <Form.Label>{t('fields.contact')}</Form.Label>
            <Form.Control
              name="contact"
              value={contact}
              onChange={(e) => {
                setContact(e.target.value);
                if (errors.contact) setErrors((x) => ({ ...x, contact: contactMessage(e.target.value) }));
              }}
              isInvalid={!!errors.contact}
              aria-describedby={`recovery-contact-help${errors.contact ? ' recovery-contact-feedback' : ''}`}
              autoComplete="username"
              maxLength={TEXT_MAX}
              autoFocus
            />
            {errors.contact ? (
              <Form.Control.Feedback type="invalid" id="recovery-contact-feedback">
                {errors.contact}
              </Form.Control.Feedback>
            ) : null}
            <Form.Text id="recovery-contact-help" className="text-body-secondary d-block">
              {t('fields.contactHint')}
            </Form.Text>
            <Form.Text className="d-block fw-semibold text-body" aria-live="polite">
              {contact.trim() ? t(kind === 'phone' ? 'recovery.readAsPhone' : 'recovery.readAsEmail') : null}
            </Form.Text>
          </Form.Group>
          <Button type="submit" className="w-100 mb-3" disabled={request.isPending}>
            {request.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {t('recovery.send')}
          </Button>
        </Form>
      ) : null}

      {step === 1 ? (
        <Form noValidate onSubmit={submitCode}>
          <p>{kind === 'phone' ? t('recovery.codeIntroPhone', { phone: formatPhone(sent) }) : t('recovery.codeIntroEmail', { email: sent })}</p>
          <CodeInput id="recovery-code" label={t('fields.code')} value={code} onChange={setCode} error={errors.code} autoFocus />
          <Button type="submit" className="w-100 mb-2" disabled={validate.isPending}>
            {validate.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {t('recovery.verify')}
          </Button>
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
          <PasswordField label={t('fields.newPassword')} name="password" value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" autoFocus describedBy="recovery-password-guide" />
          <PasswordGuide id="recovery-password-guide" password={password} level={level} personal={personal} />
          <PasswordField label={t('fields.newPasswordConfirm')} name="passwordConfirm" value={confirm} onChange={setConfirm} error={errors.confirm} autoComplete="new-password" />
          <Button type="submit" className="w-100 mb-2" disabled={save.isPending}>
            {save.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {t('recovery.save')}
          </Button>
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
