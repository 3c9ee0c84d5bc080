import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { admProductKeys, descriptionsOf, updateStock, type AdmProduct } from '@/api/adm-products';
import { isAccessError, isApiError } from '@/api/errors';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/components/toast/toast-store';
import { catalogText } from '@/lib/error-text';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isValidQuantity, LIMITS } from '@/lib/validation';

interface Props {
  product: AdmProduct;
  onClose: () => void;
}

/** Stock dialog: starts at the current quantity; minus stops at 0. */
export function StockDialog({ product, onClose }: Props) {
  const { t } = useTranslation('advertiser');
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(product.quantity));
  const quantity = Number(value);
  const valid = value !== '' && isValidQuantity(quantity, 0);

  const mutation = useMutation({
    mutationFn: (q: number) => updateStock(product.id, q),
    onSuccess: (_messages, q) => {
      queryClient.setQueryData<AdmProduct[]>(admProductKeys.list(), (list) => list?.map((p) => (p.id === product.id ? { ...p, quantity: q } : p)));
      void queryClient.invalidateQueries({ queryKey: admProductKeys.detail(product.id) });
      toast.success(t('stock.success'));
      onClose();
    },
    onError: (error) => {
      if (isAccessError(error)) return;
      const first = isApiError(error) ? descriptionsOf(error.field('description'))[0] : undefined;
      toast.danger(first ? catalogText(t, first, ['advertiser']) : t('stock.failed'));
    },
  });

  const [save] = useSingleFlight((q: number) => mutation.mutateAsync(q));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || mutation.isPending) return;
    save(quantity);
  };

  const step = (delta: number) => setValue(String(Math.min(LIMITS.quantityMax, Math.max(0, (Number.isFinite(quantity) ? Math.floor(quantity) : 0) + delta))));

  return (
    <Modal show onHide={onClose} centered aria-labelledby="stock-dialog-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('actions.close', { ns: 'common' })}>
          <Modal.Title id="stock-dialog-title" as="h2" className="h5">
            {t('stock.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="fw-semibold">{product.part_name}</p>
          <Form.Label htmlFor="stock-quantity">{t('stock.label')}</Form.Label>
          <InputGroup hasValidation>
            <Button variant="outline-secondary" onClick={() => step(-1)} disabled={mutation.isPending || quantity <= 0} aria-label={t('stock.decrease')}>
              −
            </Button>
            <Form.Control
              id="stock-quantity"
              type="number"
              inputMode="numeric"
              min={0}
              max={LIMITS.quantityMax}
              step={1}
              value={value}
              onChange={(e) => setValue(e.target.value.replace(/[^\d]/g, '').slice(0, String(LIMITS.quantityMax).length))}
              isInvalid={!valid}
              disabled={mutation.isPending}
              className="text-center"
            />
            <Button variant="outline-secondary" onClick={() => step(1)} disabled={mutation.isPending} aria-label={t('stock.increase')}>
              +
            </Button>
            <Form.Control.Feedback type="invalid">{t('stock.invalid')}</Form.Control.Feedback>
          </InputGroup>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <SubmitButton variant="primary" busy={mutation.isPending} disabled={!valid}>
            {t('stock.save')}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
