import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isCancelledCall } from '@/api/client';
import { isAccessError } from '@/api/errors';
import { useCreateBankSlip, type BankSlipInput, type PaymentOrder } from '@/api/manager';
import { DialogFooter } from '@/components/feedback/dialog-footer';
import { SlowNotice } from '@/components/feedback/slow-notice';
import { useTakingLong } from '@/components/feedback/use-taking-long';
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
 * and Escape work while the upload runs: they stop it, and the form keeps what was typed.
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

  const upload = useRef<AbortController | null>(null);
  const [attempt, setAttempt] = useState(0);

  const mutation = useCreateBankSlip();
  const busy = mutation.isPending || mutation.isSuccess;
  const slow = useTakingLong(mutation.isPending, attempt);

  const send = (input: BankSlipInput) => {
    upload.current?.abort();
    upload.current = new AbortController();
    mutation.mutate(
      { input, signal: upload.current.signal },
      {
        onSuccess: (code) => reloadWithToast({ type: 'success', message: t(`success.${code}`, { defaultValue: code }) }),
        onError: (error) => {
          // Stopped on purpose (Cancelar, or a retry that replaced it): nothing to say.
          if (isCancelledCall(error)) return;
          // A 401 or 403 is the session code's (login, or the plans page).
          if (isAccessError(error)) return;
          setServerError(errorText(t, error, ['manager']));
        },
      },
    );
  };

  const retry = () => {
    const input = mutation.variables?.input;
    if (!input) return;
    setAttempt((n) => n + 1);
    send(input);
  };

  // After a success the page reloads with the toast: nothing left to stop.
  const close = () => {
    if (mutation.isSuccess) return;
    upload.current?.abort();
    upload.current = null;
    mutation.reset();
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
      send({ payment_order: order.payment_order_id, due_date: dueDate, our_number: ourNumber.trim(), barcode: barcode.trim(), file });
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
        <Modal.Header closeButton={!mutation.isSuccess} closeLabel={t('actions.close', { ns: 'common' })}>
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
          {/* The footer's Cancelar is this wait's cancel. */}
          <SlowNotice show={slow} onRetry={retry} layout="inline" />
        </Modal.Body>
        <DialogFooter onCancel={close} cancelDisabled={mutation.isSuccess} variant="primary" busy={mutation.isPending} disabled={busy}>
          {t('slipDialog.submit')}
        </DialogFooter>
      </Form>
    </Modal>
  );
}
