import { useTranslation } from 'react-i18next';
import { useCreateBanner } from '@/api/ads';
import { pageTitle } from '@/lib/page-title';
import { BannerForm } from './banner-form';
import { useSaveBanner } from './use-save-banner';

/** /adm/ads-create. */
export function BannerCreatePage() {
  const { t } = useTranslation('subscriptions');
  const mutation = useCreateBanner();
  const save = useSaveBanner(mutation, 'ads.created');
  return (
    <section>
      <title>{pageTitle(t('ads.createTitle'))}</title>
      <h1 className="h3 mb-4">{t('ads.createTitle')}</h1>
      <BannerForm mode="create" busy={mutation.isPending} onSubmit={save} />
    </section>
  );
}
