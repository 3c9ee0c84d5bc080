import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { admProductKeys, deleteProduct, type AdmProduct } from '@/api/adm-products';
import { isAccessError } from '@/api/errors';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/toast/toast-store';
import { errorText } from '@/lib/error-text';

/** Permanent deletion after confirmation; on success the card leaves the list. */
export function DeleteDialog({ product, onClose }: { product: AdmProduct; onClose: () => void }) {
  const { t } = useTranslation('advertiser');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteProduct(product.id),
    onSuccess: () => {
      queryClient.setQueryData<AdmProduct[]>(admProductKeys.list(), (list) => list?.filter((p) => p.id !== product.id));
      queryClient.removeQueries({ queryKey: admProductKeys.detail(product.id) });
      toast.success(t('delete.success'));
      onClose();
    },
    onError: (error) => {
      if (isAccessError(error)) return;
      toast.danger(errorText(t, error, ['advertiser']));
    },
  });
  return (
    <ConfirmDialog
      show
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutateAsync()}
      onCancel={onClose}
    >
      {t('delete.text', { name: product.part_name })}
    </ConfirmDialog>
  );
}
