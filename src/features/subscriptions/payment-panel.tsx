import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isAccessError, isApiError } from '@/api/errors';
import { paymentDataQuery, requestPayment, updateChosenPlan, type PaymentData, type PaymentMethod, type PaymentTarget } from '@/api/payments';
import { systemKeys } from '@/api/system';
import { ErrorView } from '@/components/feedback/error-view';
import { SubmitButton } from '@/components/form/submit-button';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { documentDigits, formatDocument, isValidDocument } from '@/lib/document-mask';
import { errorText } from '@/lib/error-text';
import { formatBRL } from '@/lib/format';
import { useSession, useSessionActions } from '@/lib/session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { formatPhone, isEmail, LIMITS } from '@/lib/validation';
import { clearPaymentTarget } from '@/lib/payment-intent';
import { planCap, planTitle } from './plan-info';

/** Redirect delay after a successful payment request (a plan change reloads, a new payment goes to /adm/dashboard). */
export const PAYMENT_REDIRECT_MS = 3000;

const METHODS: { value: PaymentMethod; enabled: boolean }[] = [
  { value: 'bank_slip', enabled: true },
  { value: 'credit_card', enabled: false },
  { value: 'pix', enabled: false },
];

type Field = 'identification' | 'email' | 'phone';

/** Which field a server message is about: it mentions mail, phone or identification. */
export function fieldOfMessage(...texts: string[]): Field | null {
  const all = texts.join(' ');
  if (/mail/i.test(all)) return 'email';
  if (/phone|telefone|celular/i.test(all)) return 'phone';
  if (/identifica|cpf|cnpj|document/i.test(all)) return 'identification';
  return null;
}

interface Props {
  target: PaymentTarget;
  /** 'change' is the statement's change-plan step: PUT /subscription-update-chosen, then a reload. */
  mode?: 'request' | 'change';
}

/** The chosen plan or package, the payment options and the payer's form. */
export function PaymentPanel({ target, mode = 'request' }: Props) {
  const { t } = useTranslation('subscriptions');
  const query = useQuery(paymentDataQuery(target));
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <ErrorView message={t('payment.loadError')} onRetry={() => void query.refetch()} />;
  return (
    <Row className="g-4">
      <Col lg={5}>
        <PaymentSummary target={target} data={query.data} />
      </Col>
      <Col lg={7}>
        <PaymentForm target={target} data={query.data} mode={mode} />
      </Col>
    </Row>
  );
}

function PaymentSummary({ target, data }: { target: PaymentTarget; data: PaymentData }) {
  const { t } = useTranslation('subscriptions');
  const items: [string, string][] =
    target.kind === 'plan'
      ? [
          [t('payment.plan'), planTitle(t, data.name)],
          [t('payment.price'), formatBRL(data.price)],
          [t('payment.discount'), `${data.discount ?? 0}%`],
          [t('payment.limit'), planCap(t, data.name) || String(data.limit ?? '')],
          [t('payment.period'), data.period ? t(`frequency.${data.period}`, { defaultValue: data.period }) : ''],
        ]
      : [
          [t('payment.package'), data.name],
          [t('payment.price'), formatBRL(data.price)],
          [t('payment.discount'), `${data.discount ?? 0}%`],
          [t('payment.duration'), t('payment.days', { count: Number(data.limit ?? 0) })],
        ];
  return (
    <Card className="h-100 shadow-sm">
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-3">
          {t('payment.summary')}
        </Card.Title>
        <dl className="mb-0">
          {items.map(([label, value]) => (
            <div key={label} className="d-flex justify-content-between border-bottom py-2">
              <dt className="fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-0 fw-semibold text-end">{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

function PaymentForm({ target, data, mode }: { target: PaymentTarget; data: PaymentData; mode: 'request' | 'change' }) {
  const { t } = useTranslation('subscriptions');
  const user = useSession();
  const sessionActions = useSessionActions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const free = formatBRL(data.price) === formatBRL(0);
  const [method, setMethod] = useState<PaymentMethod>('bank_slip');
  const [identification, setIdentification] = useState('');
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<{ field: Field; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const mutation = useMutation({
    mutationFn: () => {
      const form = { email: email.trim(), method, identification: documentDigits(identification) };
      return mode === 'change' ? updateChosenPlan(target, form) : requestPayment(target, form);
    },
    onSuccess: (result) => {
      if (result.token && user) sessionActions.replaceToken(result.token);
      clearPaymentTarget();
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      void queryClient.invalidateQueries({ queryKey: ['ads'] });
      void queryClient.invalidateQueries({ queryKey: systemKeys.userStatus });
      const text = result.message ? t(`errors.${result.message}`, { defaultValue: result.message }) : '';
      setDone(text || t('payment.success'));
      timer.current = setTimeout(() => {
        // A plan change reloads the statement page it started from; a new payment goes to the panel.
        if (mode === 'change') navigate(0);
        else navigate(paths.adm.dashboard);
      }, PAYMENT_REDIRECT_MS);
    },
    onError: (error) => {
      if (isAccessError(error)) return;
      const text = errorText(t, error, ['subscriptions']);
      const field = fieldOfMessage(isApiError(error) ? error.code : '', text);
      if (field) setServerError({ field, text });
      else toast.danger(text);
    },
  });

  const emailInvalid = checked && !isEmail(email);
  const identificationInvalid = checked && !isValidDocument(identification);

  const [send] = useSingleFlight(() => mutation.mutateAsync());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    setServerError(null);
    if (!isEmail(email) || !isValidDocument(identification) || mutation.isPending || done) return;
    send();
  };

  const fieldError = (field: Field) => (serverError?.field === field ? serverError.text : null);

  return (
    <Card className="shadow-sm">
      <Card.Body>
        {done ? (
          <Alert variant="success" role="status" className="d-flex align-items-center gap-2">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span>{done}</span>
          </Alert>
        ) : null}
        <Form noValidate onSubmit={submit} id={formId}>
          {free ? (
            <Alert variant="primary">{t('payment.free')}</Alert>
          ) : (
            <fieldset className="mb-3">
              <legend className="h6">{t('payment.methods')}</legend>
              {METHODS.map((m) => (
                <Form.Check
                  key={m.value}
                  type="radio"
                  id={`${formId}-${m.value}`}
                  name="method"
                  value={m.value}
                  checked={method === m.value}
                  disabled={!m.enabled}
                  onChange={() => setMethod(m.value)}
                  label={m.enabled ? t(`methods.${m.value}`) : `${t(`methods.${m.value}`)} (${t('payment.unavailable')})`}
                />
              ))}
            </fieldset>
          )}
          <Form.Group className="mb-3" controlId={`${formId}-identification`}>
            <Form.Label>{t('payment.identification')}</Form.Label>
            <Form.Control
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={formatDocument(identification)}
              onChange={(e) => {
                setIdentification(documentDigits(e.target.value));
                if (serverError?.field === 'identification') setServerError(null);
              }}
              isInvalid={identificationInvalid || Boolean(fieldError('identification'))}
              aria-describedby={`${formId}-identification-help`}
              required
              disabled={mutation.isPending}
            />
            <Form.Text id={`${formId}-identification-help`} className="text-body-secondary">
              {t('payment.identificationHelp')}
            </Form.Text>
            <Form.Control.Feedback type="invalid">{fieldError('identification') ?? t('payment.identificationInvalid')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${formId}-email`}>
            <Form.Label>{t('payment.email')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (serverError?.field === 'email') setServerError(null);
              }}
              isInvalid={emailInvalid || Boolean(fieldError('email'))}
              required
              disabled={mutation.isPending}
            />
            <Form.Control.Feedback type="invalid">{fieldError('email') ?? t('payment.emailInvalid')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-4" controlId={`${formId}-phone`}>
            <Form.Label>{t('payment.phone')}</Form.Label>
            <Form.Control type="tel" value={formatPhone(user?.phone ?? '')} readOnly isInvalid={Boolean(fieldError('phone'))} />
            <Form.Control.Feedback type="invalid">{fieldError('phone')}</Form.Control.Feedback>
          </Form.Group>
          <SubmitButton size="lg" className="w-100" busy={mutation.isPending} disabled={Boolean(done)}>
            {free ? t('payment.submitFree') : t('payment.submit')}
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
