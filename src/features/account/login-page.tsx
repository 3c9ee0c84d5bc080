import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { login } from '@/api/auth';
import { paths } from '@/config/paths';
import { PhoneInput } from '@/components/masked-input';
import { errorText } from '@/lib/error-text';
import { useSessionActions, type SessionEnd } from '@/lib/session';
import { formatPhone, phoneProblem } from '@/lib/validation';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { reloadPage } from './reload-page';

/** Redirect to /home this long after a login without a stored origin. */
export const LOGIN_REDIRECT_MS = 1000;
const RELOADED_KEY = 'auth-reloaded';

/** Honours the reload flag of the navigation state once: the flag is cleared before reloading. */
function useReloadFlag() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { reload?: unknown } | null;
  const wantsReload = !!state?.reload;
  useEffect(() => {
    if (!wantsReload) return;
    const { reload: _reload, ...rest } = state ?? {};
    const alreadyDone = sessionStorage.getItem(RELOADED_KEY) === '1';
    void Promise.resolve(navigate(`${location.pathname}${location.search}`, { replace: true, state: Object.keys(rest).length ? rest : null })).then(() => {
      if (alreadyDone) {
        sessionStorage.removeItem(RELOADED_KEY);
        return;
      }
      sessionStorage.setItem(RELOADED_KEY, '1');
      reloadPage();
    });
    // Runs only when the flag appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsReload]);
  useEffect(() => {
    if (!wantsReload) sessionStorage.removeItem(RELOADED_KEY);
  }, [wantsReload]);
}

/** The message of a login the app asked for: the session ran out, or a call needed one. */
function SessionEndNotice() {
  const { t } = useTranslation();
  const state = useLocation().state as { sessionEnd?: SessionEnd } | null;
  const reason = state?.sessionEnd;
  if (reason !== 'expired' && reason !== 'loginRequired') return null;
  return (
    <Alert variant="warning" role="alert" className="py-2">
      {t(reason === 'expired' ? 'session.expired' : 'session.loginToContinue')}
    </Alert>
  );
}

export function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const sessionActions = useSessionActions();
  useReloadFlag();
  const [step, setStep] = useState<1 | 2>(1);
  // After signup (or from its 'already has an account' notice) the login opens with that phone.
  const handedPhone = (useLocation().state as { phone?: unknown } | null)?.phone;
  const [phone, setPhone] = useState(() => (typeof handedPhone === 'string' ? formatPhone(handedPhone) : ''));
  const [password, setPassword] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const digits = phone.replace(/\D/g, '');

  const mutation = useMutation({
    mutationFn: () => login(digits, password),
    onSuccess: (token) => {
      // Back to the stored place when this account's role may open it.
      if (sessionActions.login(token, digits)) return;
      setDone(true);
      timer.current = setTimeout(() => navigate(paths.home, { replace: true }), LOGIN_REDIRECT_MS);
    },
  });

  const phoneMessage = (p: ReturnType<typeof phoneProblem>) => (p === 'empty' ? t('feedback.phoneEmpty') : p === 'invalid' ? t('feedback.phoneInvalid') : null);

  const submitPhone = (e: FormEvent) => {
    e.preventDefault();
    const problem = phoneMessage(phoneProblem(phone));
    setPhoneError(problem);
    if (!problem) {
      mutation.reset();
      setStep(2);
    }
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending || done) return;
    const problem = password ? null : t('feedback.passwordRequired');
    setPasswordError(problem);
    if (!problem) mutation.mutate();
  };

  return (
    <AuthCard title={t('login.title')}>
      {done ? null : <SessionEndNotice />}
      {step === 1 ? (
        <Form noValidate onSubmit={submitPhone}>
          <p className="text-body-secondary">{t('login.phoneIntro')}</p>
          <Form.Group className="mb-3" controlId="login-phone">
            <Form.Label>{t('fields.phone')}</Form.Label>
            <PhoneInput
              name="phone"
              value={phone}
              onValueChange={(masked) => {
                setPhone(masked);
                if (phoneError) setPhoneError(phoneMessage(phoneProblem(masked)));
              }}
              isInvalid={!!phoneError}
              aria-describedby={phoneError ? 'login-phone-feedback' : undefined}
              autoFocus
              placeholder="(11) 9-8765-4321"
            />
            {phoneError ? (
              <Form.Control.Feedback type="invalid" id="login-phone-feedback">
                {phoneError}
              </Form.Control.Feedback>
            ) : null}
          </Form.Group>
          <Button type="submit" className="w-100 mb-3">
            {t('login.continue')}
          </Button>
          <p className="text-center m-0">
            {t('login.noAccount')} <Link to={paths.signup} className="text-decoration-underline">{t('login.signupLink')}</Link>
          </p>
        </Form>
      ) : (
        <Form noValidate onSubmit={submitPassword}>
          <p className="text-body-secondary mb-2">{t('login.passwordIntro')}</p>
          <p className="fw-semibold">{t('login.changePhone', { phone: formatPhone(phone) })}</p>
          <PasswordField
            label={t('fields.password')}
            name="password"
            value={password}
            onChange={(v) => {
              setPassword(v);
              if (passwordError && v) setPasswordError(null);
            }}
            error={passwordError}
            autoFocus
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
          <Button type="submit" className="w-100 mb-2" disabled={mutation.isPending || done}>
            {mutation.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {t('login.submit')}
          </Button>
          <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-3">
            <Button
              variant="link"
              className="px-0"
              onClick={() => {
                setStep(1);
                setPassword('');
                setPasswordError(null);
                mutation.reset();
              }}
              disabled={mutation.isPending}
            >
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
