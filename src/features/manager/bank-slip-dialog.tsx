import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isAccessError } from '@/api/errors';
import { findBankSlip, useCreateBankSlip, type BankSlipInput, type PaymentOrder, type SlipProbe } from './api/manager';
import { CreateOutcomeNotice } from '@/components/feedback/create-outcome-notice';
import { DialogFooter } from '@/components/feedback/dialog-footer';
import { SlowNotice } from '@/components/feedback/slow-notice';
import { useTakingLong } from '@/components/feedback/use-taking-long';
import { awayTexts, createTexts, tellAway, useCreateOnce } from '@/components/feedback/use-create-once';
import { Field } from '@/components/form/field';
import { errorText } from '@/api/error-text';
import { formatBRL } from '@/lib/format';
import { latestDueDate, LIMITS, todayIso } from '@/lib/validation';
import { BANK_SLIP_FIELDS, bankSlipSchema, type BankSlipField, type BankSlipValues } from './bank-slip-schema';
import { reloadWithToast } from './reload-with-toast';

/** The digitable line as people type it, with its dots and spaces (47 digits plus separators). */
const BARCODE_TYPED_MAX = 60;

interface Props {
  order: PaymentOrder;
  show: boolean;
  onHide: () => void;
}

/**
 * Registers a bank slip for a payment order: due date, our number and
 * barcode (telephone-type inputs) and a PDF, all required; only the first chosen file is sent.
 * The server's code shows under the form in the catalogue's words. Cancelar, the close button
 * and Escape work while the upload runs: they stop it, the form keeps what was typed, and whether
 * the slip was registered all the same is checked (a slip is registered once: useCreateOnce).
 * The messages show on Registrar, the first field with one takes the focus, and a field's
 * message goes as soon as that field changes.
 */
export function BankSlipDialog({ order, show, onHide }: Props) {
  const { t } = useTranslation('manager');
  const uid = useId();
  const rules = useMemo(() => bankSlipSchema(t), [t]);
  const { register, handleSubmit, setValue, clearErrors, formState } = useForm<BankSlipValues>({
    resolver: zodResolver(rules),
    defaultValues: { dueDate: '', ourNumber: '', barcode: '', file: null },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const [serverError, setServerError] = useState('');

  const mutation = useCreateBankSlip();
  // A slip is registered once: see useCreateOnce (a lost reply is looked for on the order, never sent again by itself).
  const once = useCreateOnce<SlipProbe, string, PaymentOrder>(`slip:${order.payment_order_id}`, {
    find: findBankSlip,
    onDone: (outcome) =>
      reloadWithToast({
        type: 'success',
        message: outcome.kind === 'sent' ? t(`success.${outcome.result}`, { defaultValue: outcome.result }) : t('slipDialog.once.found'),
      }),
    // A 401 or 403 is the session code's (login, or the plans page).
    onError: (error) => {
      if (!isAccessError(error)) setServerError(errorText(t, error, ['manager']));
    },
    away: (probe) => awayTexts(t, 'slipDialog.once', String(probe.payment_order)),
    // Registered after the dialog went: as after every slip action, the page reloads with the toast.
    reportAway: (kind, text) => (kind === 'done' ? reloadWithToast({ type: 'success', message: text }) : tellAway(kind, text)),
  });
  const done = once.phase === 'done';
  const busy = once.busy || done;
  const slow = useTakingLong(once.phase === 'sending');

  const send = (input: BankSlipInput) =>
    once.run({ payment_order: input.payment_order, our_number: input.our_number }, (signal) => mutation.mutateAsync({ input, signal }));

  // After a success the page reloads with the toast: nothing left to stop. While the upload runs,
  // closing stops waiting for it: whether the slip was registered is then checked (see useCreateOnce).
  const close = () => {
    if (done) return;
    once.stop();
    onHide();
  };

  const focusFirst = (found: FieldErrors<BankSlipValues>) => {
    const first = BANK_SLIP_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(`${uid}-${first}`)?.focus();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setServerError('');
    void handleSubmit(({ dueDate, ourNumber, barcode, file }) => {
      if (!file) return;
      void send({ payment_order: order.payment_order_id, due_date: dueDate, our_number: ourNumber.trim(), barcode: barcode.trim(), file });
    }, focusFirst)(e);
  };

  // A field's message goes as soon as it changes; the rules run again on Registrar.
  const typed = (field: Exclude<BankSlipField, 'file'>) => register(field, { onChange: () => clearErrors(field) });
  /** Our number and the barcode: digits on a phone keypad, never filled in by the browser. */
  const digitsInput = (field: 'ourNumber' | 'barcode', maxLength: number) =>
    ({ ...typed(field), type: 'tel', inputMode: 'numeric', autoComplete: 'off', required: true, maxLength, disabled: busy }) as const;
  /** A value's Field: its id, its label and its message. */
  const fieldOf = (field: BankSlipField) => ({ id: `${uid}-${field}`, label: t(`slipDialog.${field}`), error: errors[field]?.message, className: 'mb-3' });
  const titleId = `${uid}-title`;

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId} backdrop={busy ? 'static' : true}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!done} closeLabel={t('actions.close', { ns: 'common' })}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('slipDialog.title', { id: order.payment_order_id })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">
            {t('slipDialog.summary', {
              user: order.user,
              plan: t(`plans.${order.description}`, { defaultValue: order.description ?? '' }),
              amount: formatBRL(order.amount),
            })}
          </p>
          <Field {...fieldOf('dueDate')}>
            {(field) => <Form.Control {...field} {...typed('dueDate')} type="date" required min={todayIso()} max={latestDueDate()} disabled={busy} />}
          </Field>
          <Field {...fieldOf('ourNumber')}>{(field) => <Form.Control {...field} {...digitsInput('ourNumber', LIMITS.ourNumber)} />}</Field>
          <Field {...fieldOf('barcode')} hint={t('slipDialog.barcodeHelp')} hintFirst>
            {(field) => <Form.Control {...field} {...digitsInput('barcode', BARCODE_TYPED_MAX)} />}
          </Field>
          <Field {...fieldOf('file')}>
            {(field) => (
              <Form.Control
                {...field}
                type="file"
                accept=".pdf,application/pdf"
                multiple
                required
                disabled={busy}
                onChange={(e) => {
                  // Only the first chosen file is sent.
                  setValue('file', (e.target as HTMLInputElement).files?.[0] ?? null);
                  clearErrors('file');
                }}
              />
            )}
          </Field>
          {serverError ? (
            <Alert variant="danger" className="mb-0" role="alert">
              {serverError}
            </Alert>
          ) : null}
          {/* The footer's Cancelar is this wait's cancel; trying again stops waiting and checks (nothing is sent twice). */}
          <SlowNotice show={slow} onRetry={once.stop} layout="inline" />
          <CreateOutcomeNotice once={once} texts={createTexts(t, 'slipDialog.once')} ns="manager" className="mt-3 mb-0" />
        </Modal.Body>
        <DialogFooter onCancel={close} cancelDisabled={done} variant="primary" busy={once.busy} disabled={once.locked}>
          {t('slipDialog.submit')}
        </DialogFooter>
      </Form>
    </Modal>
  );
}
