import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { isCancelledCall } from '@/api/client';
import { isAccessError } from '@/api/errors';
import { createBankSlip, type BankSlipInput, type PaymentOrder } from '@/api/manager';
import { SlowNotice } from '@/components/feedback/slow-notice';
import { useTakingLong } from '@/components/feedback/use-taking-long';
import { errorText } from '@/lib/error-text';
import { formatBRL } from '@/lib/format';
import { isDueDateAllowed, LIMITS, todayIso } from '@/lib/validation';
import { reloadWithToast } from './reload-with-toast';

type Field = 'dueDate' | 'ourNumber' | 'barcode' | 'file';
/** The digitable line as people type it, with its dots and spaces (47 digits plus separators). */
const BARCODE_TYPED_MAX = 60;

function isPdfFile(file: File): boolean {
  return /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
}

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
 */
export function BankSlipDialog({ order, show, onHide }: Props) {
  const { t } = useTranslation('manager');
  const uid = useId();
  const [dueDate, setDueDate] = useState('');
  const [ourNumber, setOurNumber] = useState('');
  const [barcode, setBarcode] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState('');

  const upload = useRef<AbortController | null>(null);
  const [attempt, setAttempt] = useState(0);

  const mutation = useMutation({
    mutationFn: ({ input, signal }: { input: BankSlipInput; signal: AbortSignal }) => createBankSlip(input, signal),
    onSuccess: (code) => reloadWithToast({ type: 'success', message: t(`success.${code}`, { defaultValue: code }) }),
    onError: (error) => {
      // Stopped on purpose (Cancelar, or a retry that replaced it): nothing to say.
      if (isCancelledCall(error)) return;
      // A 401 or 403 is the session code's (login, or the plans page).
      if (isAccessError(error)) return;
      setServerError(errorText(t, error, ['manager']));
    },
  });
  const busy = mutation.isPending || mutation.isSuccess;
  const slow = useTakingLong(mutation.isPending, attempt);

  const send = (input: BankSlipInput) => {
    upload.current?.abort();
    upload.current = new AbortController();
    mutation.mutate({ input, signal: upload.current.signal });
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

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!dueDate) found.dueDate = t('slipDialog.required.dueDate');
    else if (!isDueDateAllowed(dueDate)) found.dueDate = t('slipDialog.pastDueDate');
    if (!ourNumber.trim()) found.ourNumber = t('slipDialog.required.ourNumber');
    if (!barcode.trim()) found.barcode = t('slipDialog.required.barcode');
    if (!file) found.file = t('slipDialog.required.file');
    else if (!isPdfFile(file)) found.file = t('slipDialog.notPdf');
    return found;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setServerError('');
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length || !file) {
      const first = (['dueDate', 'ourNumber', 'barcode', 'file'] as Field[]).find((f) => found[f]);
      if (first) document.getElementById(`${uid}-${first}`)?.focus();
      return;
    }
    send({ payment_order: order.payment_order_id, due_date: dueDate, our_number: ourNumber.trim(), barcode: barcode.trim(), file });
  };

  const clearError = (field: Field) => setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
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
            {t('slipDialog.summary', { user: order.user, plan: t(`plans.${order.description}`, { defaultValue: order.description ?? '' }), amount: formatBRL(order.amount) })}
          </p>
          <Form.Group className="mb-3" controlId={`${uid}-dueDate`}>
            <Form.Label>{t('slipDialog.dueDate')}</Form.Label>
            <Form.Control
              type="date"
              required
              min={todayIso()}
              value={dueDate}
              disabled={busy}
              isInvalid={!!errors.dueDate}
              aria-describedby={errors.dueDate ? `${uid}-dueDate-error` : undefined}
              onChange={(e) => {
                setDueDate(e.target.value);
                clearError('dueDate');
              }}
            />
            <Form.Control.Feedback type="invalid" id={`${uid}-dueDate-error`}>
              {errors.dueDate}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${uid}-ourNumber`}>
            <Form.Label>{t('slipDialog.ourNumber')}</Form.Label>
            <Form.Control
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              required
              maxLength={LIMITS.ourNumber}
              value={ourNumber}
              disabled={busy}
              isInvalid={!!errors.ourNumber}
              aria-describedby={errors.ourNumber ? `${uid}-ourNumber-error` : undefined}
              onChange={(e) => {
                setOurNumber(e.target.value);
                clearError('ourNumber');
              }}
            />
            <Form.Control.Feedback type="invalid" id={`${uid}-ourNumber-error`}>
              {errors.ourNumber}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${uid}-barcode`}>
            <Form.Label>{t('slipDialog.barcode')}</Form.Label>
            <Form.Control
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              required
              maxLength={BARCODE_TYPED_MAX}
              value={barcode}
              disabled={busy}
              isInvalid={!!errors.barcode}
              aria-describedby={`${uid}-barcode-help${errors.barcode ? ` ${uid}-barcode-error` : ''}`}
              onChange={(e) => {
                setBarcode(e.target.value);
                clearError('barcode');
              }}
            />
            <Form.Text id={`${uid}-barcode-help`} className="text-body-secondary">
              {t('slipDialog.barcodeHelp')}
            </Form.Text>
            <Form.Control.Feedback type="invalid" id={`${uid}-barcode-error`}>
              {errors.barcode}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${uid}-file`}>
            <Form.Label>{t('slipDialog.file')}</Form.Label>
            <Form.Control
              type="file"
              accept=".pdf,application/pdf"
              multiple
              required
              disabled={busy}
              isInvalid={!!errors.file}
              aria-describedby={errors.file ? `${uid}-file-error` : undefined}
              onChange={(e) => {
                const input = e.target as HTMLInputElement;
                setFile(input.files?.[0] ?? null);
                clearError('file');
              }}
            />
            <Form.Control.Feedback type="invalid" id={`${uid}-file-error`}>
              {errors.file}
            </Form.Control.Feedback>
          </Form.Group>
          {serverError ? (
            <Alert variant="danger" className="mb-0" role="alert">
              {serverError}
            </Alert>
          ) : null}
          {/* The footer's Cancelar is this wait's cancel. */}
          <SlowNotice show={slow} onRetry={retry} layout="inline" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={mutation.isSuccess}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {mutation.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {t('slipDialog.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
