import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BannerForm as BannerFormValues } from './shared/api/ads';
import { errorText } from '@/api/error-text';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { BANNER_TOAST_MS } from './banner-toast';

/**
 * The banner edit form's save (a create goes through useCreateOnce instead). It returns the
 * mutation's promise (a second 'Gravar' waits for it); once saved, the `saved` toast and back to
 * the list; when refused, why.
 */
export function useSaveBanner<T>(mutation: UseMutationResult<T, Error, BannerFormValues>, saved: 'ads.updated') {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  return (values: BannerFormValues) =>
    mutation.mutateAsync(values, {
      onSuccess: () => {
        toast.success(t(saved), { delay: BANNER_TOAST_MS });
        navigate(paths.adm.adsList);
      },
      onError: (error) => toast.danger(t('ads.saveError', { detail: errorText(t, error, ['subscriptions']) }), { delay: BANNER_TOAST_MS }),
    });
}
