import { useTranslation } from 'react-i18next';
import { useDeleteProduct, type AdmProduct } from './shared/api/adm-products';
import { isAccessError } from '@/api/errors';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/toast/toast-store';
import { errorText } from '@/api/error-text';

/** Permanent deletion after confirmation; on success the card leaves the list. */
export function DeleteDialog({ product, onClose }: { product: AdmProduct; onClose: () => void }) {
  const { t } = useTranslation('advertiser');
  const mutation = useDeleteProduct();
  const remove = () =>
    mutation.mutateAsync(product.id, {
      onSuccess: () => {
        toast.success(t('delete.success'));
        onClose();
      },
      onError: (error) => {
        if (isAccessError(error)) return;
        toast.danger(errorText(t, error, ['advertiser']));
      },
    });
  return (
    <ConfirmDialog show title={t('delete.title')} confirmLabel={t('delete.confirm')} busy={mutation.isPending} onConfirm={remove} onCancel={onClose}>
      {t('delete.text', { name: product.part_name })}
    </ConfirmDialog>
  );
}
