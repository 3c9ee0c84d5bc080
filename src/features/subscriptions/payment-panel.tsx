import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isAccessError, isApiError } from '@/api/errors';
import type { PaymentTarget } from '@/features/subscriptions/shared/payment-intent';
import {
  paymentDataQuery,
  useFindPaymentRequest,
  useRequestPayment,
  useUpdateChosenPlan,
  type PaymentData,
  type PaymentMethod,
  type PaymentProbe,
  type PaymentResult,
} from '@/features/subscriptions/api/payments';
import type { StatementRow } from '@/features/subscriptions/api/subscriptions';
import { CreateOutcomeNotice } from '@/components/feedback/create-outcome-notice';
import { awayTexts, createTexts, useCreateOnce } from '@/components/feedback/use-create-once';
import { QueryBody } from '@/components/feedback/query-body';
import { focusFirstError } from '@/components/form/focus-first-error';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { reloadPage } from '@/lib/browser-actions';
import { useTimeout } from '@/lib/use-timeout';
import { errorText } from '@/api/error-text';
import { formatBRL } from '@/lib/format';
import { useSession } from '@/stores/session';
import { documentDigits, formatDocument, formatPhone, LIMITS } from '@/lib/validation';
import { useDowngradeGuard } from './downgrade-dialog';
import { paymentSchema, type PaymentValues } from './payment-schema';
import { planCap, planTitle } from './plan-info';

/** Redirect delay after a successful payment request (a plan change reloads, a new payment goes to /adm/dashboard). */
const PAYMENT_REDIRECT_MS = 3000;

const METHODS: { value: PaymentMethod; enabled: boolean }[] = [
  { value: 'bank_slip', enabled: true },
  { value: 'credit_card', enabled: false },
  { value: 'pix', enabled: false },
];

type PayerField = 'identification' | 'email' | 'phone';

/** Which field a server message is about: it mentions mail, phone or identification. */
export function fieldOfMessage(...texts: string[]): PayerField | null {
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
  /** A change to a smaller plan was confirmed when the plan was chosen: the send does not ask again. */
  downgradeConfirmed?: boolean;
}

/** The chosen plan or package, the payment options and the payer's form. */
export function PaymentPanel({ target, mode = 'request', downgradeConfirmed = false }: Props) {
  const { t } = useTranslation('subscriptions');
  const query = useQuery(paymentDataQuery(target));
  return (
    <QueryBody query={query} errorMessage={() => t('payment.loadError')}>
      {(data) => (
        <Row className="g-4">
          <Col lg={5}>
            <PaymentSummary target={target} data={data} />
          </Col>
          <Col lg={7}>
            <PaymentForm target={target} data={data} mode={mode} downgradeConfirmed={downgradeConfirmed} />
          </Col>
        </Row>
      )}
    </QueryBody>
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

/**
 * The payer's form. The messages show on submit and then follow what is typed; a server message
 * about a field shows under that field until it changes (the phone's until the next submit). A
 * plan smaller than the active one, not confirmed when it was chosen (a visitor's choice that
 * returns after the login), is confirmed before it is sent.
 */
function PaymentForm({
  target,
  data,
  mode,
  downgradeConfirmed,
}: {
  target: PaymentTarget;
  data: PaymentData;
  mode: 'request' | 'change';
  downgradeConfirmed: boolean;
}) {
  const { t } = useTranslation('subscriptions');
  const user = useSession();
  const navigate = useNavigate();
  const formId = useId();
  const free = formatBRL(data.price) === formatBRL(0);
  const rules = useMemo(() => paymentSchema(t, free), [t, free]);
  const { control, register, handleSubmit, setError, formState } = useForm<PaymentValues>({
    resolver: zodResolver(rules),
    defaultValues: { method: 'bank_slip', identification: '', email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const [done, setDone] = useState<string | null>(null);
  const later = useTimeout();
  const guard = useDowngradeGuard();
  const [confirmedHere, setConfirmedHere] = useState(false);

  const request = useRequestPayment();
  const change = useUpdateChosenPlan();
  const mutation = mode === 'change' ? change : request;

  const paid = (text: string) => {
    setDone(text);
    later.start(() => {
      // A plan change reloads the statement page it started from; a new payment goes to the panel.
      if (mode === 'change') reloadPage();
      else navigate(paths.adm.dashboard);
    }, PAYMENT_REDIRECT_MS);
  };
  const findRequest = useFindPaymentRequest();
  // An order is made once: see useCreateOnce (a lost reply is looked for in the statement, never sent again by itself).
  const once = useCreateOnce<PaymentProbe, PaymentResult, StatementRow>(
    `payment:${target.kind}:${target.id}:${target.kind === 'plan' ? target.frequency : ''}`,
    {
      find: findRequest,
      onDone: (outcome) => {
        if (outcome.kind === 'found') return paid(t('payment.once.found'));
        const { message } = outcome.result;
        paid((message ? t(`errors.${message}`, { defaultValue: message }) : '') || t('payment.success'));
      },
      onError: (error) => {
        if (isAccessError(error)) return;
        const text = errorText(t, error, ['subscriptions']);
        const field = fieldOfMessage(isApiError(error) ? error.code : '', text);
        if (field === 'phone') setError('root.phone', { type: 'server', message: text });
        else if (field) setError(field, { type: 'server', message: text });
        else toast.danger(text);
      },
      away: () => awayTexts(t, 'payment.once', target.kind === 'plan' ? planTitle(t, data.name) : data.name),
    },
  );
  const formRef = useRef<HTMLFormElement>(null);
  // The message shows above the form, off screen on a phone where the button is: it is brought to view and focused.
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!done || !doneRef.current) return;
    doneRef.current.scrollIntoView?.({ block: 'center' });
    doneRef.current.focus({ preventScroll: true });
  }, [done]);
  const send = (values: PaymentValues) =>
    void once.run({ target, free }, () =>
      mutation.mutateAsync({
        target,
        // A free plan is paid by nothing: no e-mail or document is asked for or sent.
        form: free
          ? { email: '', method: values.method, identification: '' }
          : { email: values.email.trim(), method: values.method, identification: values.identification },
      }),
    );
  const submit = handleSubmit(
    (values) => {
      if (done) return;
      if (target.kind !== 'plan' || downgradeConfirmed || confirmedHere) return send(values);
      guard.check({ id: target.id, name: data.name, max: data.limit ?? undefined, free }, (confirmed) => {
        if (confirmed) setConfirmedHere(true);
        send(values);
      });
    },
    () => focusFirstError(formRef.current),
  );

  return (
    <Card className="shadow-sm">
      <Card.Body>
        {done ? (
          <Alert ref={doneRef} tabIndex={-1} variant="success" role="status" className="d-flex align-items-center gap-2" data-testid="payment-done">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span>{done}</span>
          </Alert>
        ) : null}
        <Form ref={formRef} noValidate onSubmit={(e) => void submit(e)} id={formId}>
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
                  {...register('method')}
                  value={m.value}
                  disabled={!m.enabled}
                  label={m.enabled ? t(`methods.${m.value}`) : `${t(`methods.${m.value}`)} (${t('payment.unavailable')})`}
                />
              ))}
            </fieldset>
          )}
          {free ? null : (
            <>
              <Controller
                control={control}
                name="identification"
                render={({ field: { value, onChange, ...input } }) => (
                  <Field
                    id={`${formId}-identification`}
                    label={t('payment.identification')}
                    error={errors.identification?.message}
                    hint={t('payment.identificationHelp')}
                    hintFirst
                    className="mb-3"
                  >
                    {(field) => (
                      <Form.Control
                        {...field}
                        {...input}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        value={formatDocument(value)}
                        onChange={(e) => onChange(documentDigits(e.target.value))}
                        required
                        disabled={once.busy}
                      />
                    )}
                  </Field>
                )}
              />
              <Field id={`${formId}-email`} label={t('payment.email')} error={errors.email?.message} className="mb-3">
                {(field) => (
                  <Form.Control {...field} {...register('email')} type="email" autoComplete="email" maxLength={LIMITS.email} required disabled={once.busy} />
                )}
              </Field>
            </>
          )}
          <Field id={`${formId}-phone`} label={t('payment.phone')} error={errors.root?.phone?.message} className="mb-4">
            {(field) => <Form.Control {...field} type="tel" value={formatPhone(user?.phone ?? '')} readOnly />}
          </Field>
          <CreateOutcomeNotice once={once} texts={createTexts(t, 'payment.once')} ns="subscriptions" />
          <SubmitButton size="lg" className="w-100" busy={once.busy} disabled={once.locked || Boolean(done)}>
            {free ? t('payment.submitFree') : t('payment.submit')}
          </SubmitButton>
        </Form>
        {guard.dialog}
      </Card.Body>
    </Card>
  );
}
