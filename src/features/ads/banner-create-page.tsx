import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateBanner, type BannerForm as BannerFormValues } from '@/api/ads';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { pageTitle } from '@/lib/page-title';
import { BANNER_TOAST_MS } from './banner-toast';
import { BannerForm } from './banner-form';

/** /adm/ads-create. */
export function BannerCreatePage() {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  const mutation = useCreateBanner();
  const save = (values: BannerFormValues) =>
    mutation.mutateAsync(values, {
      onSuccess: () => {
        toast.success(t('ads.created'), { delay: BANNER_TOAST_MS });
        navigate(paths.adm.adsList);
      },
      onError: (error) => toast.danger(t('ads.saveError', { detail: errorText(t, error, ['subscriptions']) }), { delay: BANNER_TOAST_MS }),
    });
  return (
    <section>
      <title>{pageTitle(t('ads.createTitle'))}</title>
      <h1 className="h3 mb-4">{t('ads.createTitle')}</h1>
      <BannerForm mode="create" busy={mutation.isPending} onSubmit={save} />
    </section>
  );
}
