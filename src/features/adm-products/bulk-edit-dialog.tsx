import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { descriptionsOf, useBulkProductEdit, type AdmProduct, type BulkChange } from './shared/api/adm-products';
import { catalogText, errorText } from '@/api/error-text';
import { isApiError } from '@/api/errors';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { Field } from '@/components/form/field';
import { formatBRL } from '@/lib/format';
import type { LimitedOutcome } from '@/lib/run-limited';
import { LIMITS } from '@/lib/validation';
import { parsePercent, parseQuantity, PERCENT_MAX, PERCENT_MIN, planBulkEdit, type BulkEdit, type BulkPlan, type PlannedChange } from './bulk-plan';
import { ProgressMeter } from '@/components/progress-meter';
import { TableHead } from '@/components/table-head';

export type BulkKind = 'stock' | 'price';

interface Props {
  kind: BulkKind;
  /** The selected products, in list order. */
  products: AdmProduct[];
  /** Closed; `changed` once something was sent (the selection can be cleared). */
  onClose: (changed: boolean) => void;
}

interface Failure {
  id: number;
  name: string;
  message: string;
}

type Step =
  | { name: 'input' }
  | { name: 'confirm'; plan: BulkPlan }
  | { name: 'running'; total: number; done: number }
  | { name: 'done'; changed: number; failures: Failure[] };

/**
 * Bulk stock or price change: the value, then a confirmation with the first rows before -> after
 * and the count, then the requests (at most 3 at a time) with a progress bar, and a summary that
 * names each failure with its message.
 */
export function BulkEditDialog({ kind, products, onClose }: Props) {
  const { t } = useTranslation('advertiser');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'input' });
  const bulk = useBulkProductEdit();

  const value = kind === 'stock' ? parseQuantity(text) : parsePercent(text);
  const message =
    touched && value === null
      ? t(kind === 'stock' ? 'listTools.bulk.quantityInvalid' : 'listTools.bulk.percentInvalid', {
          min: PERCENT_MIN,
          max: PERCENT_MAX,
          maxQuantity: LIMITS.quantityMax,
        })
      : '';
  const edit: BulkEdit | null = value === null ? null : kind === 'stock' ? { kind: 'stock', quantity: value } : { kind: 'price', percent: value };

  const format = (n: number) => (kind === 'price' ? formatBRL(n) : String(n));

  const review = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (edit) setStep({ name: 'confirm', plan: planBulkEdit(products, edit) });
  };

  const failureOf = (change: PlannedChange, error: unknown): Failure => {
    let message: string;
    const descriptions = isApiError(error) ? descriptionsOf(error.field('description')) : [];
    if (descriptions.length) message = descriptions.map((d) => catalogText(t, d, ['advertiser'])).join(' ');
    else message = errorText(t, error, ['advertiser']);
    return { id: change.product.id, name: change.product.part_name, message };
  };

  const run = async (plan: BulkPlan) => {
    const sent = plan.send;
    const changes: BulkChange[] = sent.map((c) =>
      kind === 'stock' ? { id: c.product.id, kind: 'stock', quantity: c.after } : { id: c.product.id, kind: 'price', price: c.after },
    );
    const refused: Failure[] = plan.invalid.map((c) => ({
      id: c.product.id,
      name: c.product.part_name,
      message:
        c.problem === 'outOfStock'
          ? t('listTools.bulk.outOfStockRow')
          : t('listTools.bulk.priceOutOfRange', { price: formatBRL(c.after), max: formatBRL(LIMITS.priceMax) }),
    }));
    let done = 0;
    setStep({ name: 'running', total: changes.length, done });
    let outcomes: LimitedOutcome<void>[];
    try {
      outcomes = await bulk.mutateAsync({
        changes,
        onSettled: () => {
          done += 1;
          setStep({ name: 'running', total: changes.length, done });
        },
      });
    } catch (error) {
      // runLimited never rejects; a failure here is the mutation itself.
      outcomes = changes.map((_, index) => ({ index, status: 'failed', error }));
    }
    const failures = [
      ...outcomes.filter((o) => o.status !== 'done').map((o) => failureOf(sent[o.index], o.status === 'failed' ? o.error : undefined)),
      ...refused,
    ];
    const changed = outcomes.filter((o) => o.status === 'done').length;
    setStep({ name: 'done', changed, failures });
  };

  const busy = step.name === 'running';
  const outOfStock = step.name === 'confirm' ? step.plan.invalid.filter((c) => c.problem === 'outOfStock').length : 0;
  const outOfRange = step.name === 'confirm' ? step.plan.invalid.length - outOfStock : 0;
  const titleId = 'bulk-edit-title';
  const close = () => {
    if (!busy) onClose(step.name === 'done' && step.changed > 0);
  };

  return (
    <Modal show onHide={close} centered backdrop={busy ? 'static' : true} keyboard={!busy} aria-labelledby={titleId} size="lg">
      <DialogHeader id={titleId} closeButton={!busy}>
        {t(kind === 'stock' ? 'listTools.bulk.stockTitle' : 'listTools.bulk.priceTitle')}
      </DialogHeader>
      {step.name === 'input' ? (
        <Form onSubmit={review} noValidate>
          <Modal.Body>
            <p>{t('listTools.bulk.selected', { count: products.length })}</p>
            <Field
              id="bulk-value"
              label={t(kind === 'stock' ? 'listTools.bulk.quantityLabel' : 'listTools.bulk.percentLabel')}
              hint={kind === 'price' ? t('listTools.bulk.percentHint') : undefined}
              error={message}
            >
              {(c) => (
                <Form.Control
                  {...c}
                  inputMode={kind === 'stock' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onBlur={() => setTouched(text !== '')}
                  style={{ maxWidth: 200 }}
                />
              )}
            </Field>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" variant="primary">
              {t('listTools.bulk.review')}
            </Button>
          </Modal.Footer>
        </Form>
      ) : null}
      {step.name === 'confirm' ? (
        <>
          <Modal.Body>
            <p className="fw-semibold">{t('listTools.bulk.confirmText', { count: step.plan.send.length })}</p>
            <Table size="sm" className="mb-2 small">
              <caption className="caption-top">{t('listTools.bulk.previewCaption', { shown: step.plan.preview.length, total: step.plan.total })}</caption>
              <TableHead
                columns={[
                  { label: t('listTools.bulk.product') },
                  { label: t('listTools.bulk.before'), numeric: true },
                  { label: t('listTools.bulk.after'), numeric: true },
                ]}
              />
              <tbody>
                {step.plan.preview.map((c) => (
                  <tr key={c.product.id} data-testid="bulk-preview-row">
                    <td style={{ overflowWrap: 'break-word' }}>{c.product.part_name}</td>
                    <td className="text-end text-nowrap">{format(c.before)}</td>
                    <td className={`text-end text-nowrap fw-semibold ${c.problem ? 'text-danger' : ''}`}>
                      <span aria-hidden="true">→ </span>
                      {format(c.after)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {step.plan.unchanged.length ? (
              <p className="small text-body-secondary mb-1">{t('listTools.bulk.unchanged', { count: step.plan.unchanged.length })}</p>
            ) : null}
            {outOfRange ? <p className="small text-danger mb-1">{t('listTools.bulk.invalid', { count: outOfRange })}</p> : null}
            {outOfStock ? <p className="small text-danger mb-1">{t('listTools.bulk.outOfStock', { count: outOfStock })}</p> : null}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setStep({ name: 'input' })}>
              {t('actions.back', { ns: 'common' })}
            </Button>
            <Button variant="primary" onClick={() => void run(step.plan)} disabled={step.plan.send.length === 0 && step.plan.invalid.length === 0}>
              {t('listTools.bulk.confirm', { count: step.plan.send.length })}
            </Button>
          </Modal.Footer>
        </>
      ) : null}
      {step.name === 'running' ? (
        <Modal.Body>
          <p id="bulk-progress-label" className="mb-1">
            {t('listTools.bulk.sending')}
          </p>
          <ProgressMeter
            now={step.done}
            max={step.total}
            aria-labelledby="bulk-progress-label"
            valueText={t('listTools.bulk.progress', { done: step.done, total: step.total })}
          />
          <p className="small text-body-secondary mt-1 mb-0" aria-hidden="true">
            {t('listTools.bulk.progress', { done: step.done, total: step.total })}
          </p>
        </Modal.Body>
      ) : null}
      {step.name === 'done' ? (
        <>
          <Modal.Body>
            <p role="status" className={`fw-semibold ${step.failures.length ? 'text-danger-emphasis' : 'text-success-emphasis'}`} data-testid="bulk-summary">
              {t('listTools.bulk.summary', {
                changed: t('counts.changed', { count: step.changed }),
                failed: t('counts.failed', { count: step.failures.length }),
              })}
            </p>
            {step.failures.length ? (
              <ul className="small mb-0" aria-label={t('listTools.bulk.failures')}>
                {step.failures.map((f) => (
                  <li key={f.id}>
                    <span className="fw-semibold">{f.name}</span>: {f.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="primary" onClick={close}>
              {t('actions.close', { ns: 'common' })}
            </Button>
          </Modal.Footer>
        </>
      ) : null}
    </Modal>
  );
}
