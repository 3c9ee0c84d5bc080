import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { descriptionsOf, useUpdateStock, type AdmProduct } from './shared/api/adm-products';
import { isAccessError, isApiError } from '@/api/errors';
import { Field } from '@/components/form/field';
import { toast } from '@/components/toast/toast-store';
import { catalogText } from '@/api/error-text';
import { DialogFooter } from '@/components/feedback/dialog-footer';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isValidQuantity, LIMITS, wholeNumber } from '@/lib/validation';
import { FormQuantityInput } from './quantity-input';

interface Props {
  product: AdmProduct;
  onClose: () => void;
}

interface StockValues {
  quantity: string;
}

/** A stock quantity as typed: a whole number (digits only) from 0 to 99.999; null when right, else what is wrong. */
function stockProblem(value: string): 'invalid' | 'tooHigh' | null {
  const n = wholeNumber(value);
  if (Number.isNaN(n)) return 'invalid';
  return isValidQuantity(n, 0) ? null : 'tooHigh';
}

/** Stock dialog: starts at the current quantity; minus stops at 0. A wrong value is told as it is typed. */
export function StockDialog({ product, onClose }: Props) {
  const { t } = useTranslation('advertiser');
  const schema = useMemo(
    () =>
      z.object({
        quantity: z.string().check(
          z.superRefine((value: string, ctx) => {
            const problem = stockProblem(value);
            if (problem)
              ctx.addIssue({ code: 'custom', input: value, message: problem === 'tooHigh' ? t('errors.PRODUCT_QUANTITY_TOO_HIGH') : t('stock.invalid') });
          }),
        ),
      }) satisfies z.ZodMiniType<StockValues, StockValues>,
    [t],
  );
  const { control, handleSubmit, setValue } = useForm<StockValues>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: String(product.quantity) },
    mode: 'onChange',
    shouldFocusError: false,
  });
  const value = useWatch({ control, name: 'quantity' });
  const quantity = wholeNumber(value);
  // The schema is also read on every render, so the message and the button follow the value from the start.
  const message = z.safeParse(schema, { quantity: value }).error?.issues[0]?.message;
  const valid = !message;

  const mutation = useUpdateStock();

  const [save] = useSingleFlight(
    handleSubmit((v) =>
      mutation.mutateAsync(
        { id: product.id, quantity: wholeNumber(v.quantity) },
        {
          onSuccess: () => {
            toast.success(t('stock.success'));
            onClose();
          },
          onError: (error) => {
            if (isAccessError(error)) return;
            const first = isApiError(error) ? descriptionsOf(error.field('description'))[0] : undefined;
            toast.danger(first ? catalogText(t, first, ['advertiser']) : t('stock.failed'));
          },
        },
      ),
    ),
  );
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!valid || mutation.isPending) return;
    save(e);
  };

  const step = (delta: number) =>
    setValue('quantity', String(Math.min(LIMITS.quantityMax, Math.max(0, (Number.isFinite(quantity) ? Math.floor(quantity) : 0) + delta))), {
      shouldValidate: true,
    });

  return (
    <Modal show onHide={onClose} centered aria-labelledby="stock-dialog-title">
      <Form onSubmit={submit} noValidate>
        <DialogHeader id="stock-dialog-title">{t('stock.title')}</DialogHeader>
        <Modal.Body>
          <p className="fw-semibold">{product.part_name}</p>
          <Field id="stock-quantity" label={t('stock.label')} error={message} messageInside>
            {(c, message) => (
              <InputGroup hasValidation>
                <Button variant="outline-secondary" onClick={() => step(-1)} disabled={mutation.isPending || quantity <= 0} aria-label={t('stock.decrease')}>
                  −
                </Button>
                <FormQuantityInput {...c} control={control} name="quantity" disabled={mutation.isPending} className="text-center" />
                <Button variant="outline-secondary" onClick={() => step(1)} disabled={mutation.isPending} aria-label={t('stock.increase')}>
                  +
                </Button>
                {message}
              </InputGroup>
            )}
          </Field>
        </Modal.Body>
        <DialogFooter onCancel={onClose} cancelDisabled={mutation.isPending} variant="primary" busy={mutation.isPending} disabled={!valid}>
          {t('stock.save')}
        </DialogFooter>
      </Form>
    </Modal>
  );
}
