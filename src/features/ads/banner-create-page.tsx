import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { admProductsQuery } from '@/features/adm-products/shared/api/adm-products';
import { useCreateBanner, useFindCreatedBanner, type BannerForm as BannerFormValues, type BannerProbe, type BannerRow } from './shared/api/ads';
import { errorText } from '@/api/error-text';
import { CreateOutcomeNotice } from '@/components/feedback/create-outcome-notice';
import { awayTexts, createTexts, useCreateOnce } from '@/components/feedback/use-create-once';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { pageTitle } from '@/lib/page-title';
import { BannerForm } from './banner-form';
import { BANNER_TOAST_MS } from './banner-toast';

/** /adm/ads-create: a banner is created once (see useCreateOnce); then the list with a toast. */
export function BannerCreatePage() {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  const mutation = useCreateBanner();
  // The form's own list of parts (the same query): the banner list names a banner's part by its name.
  const products = useQuery(admProductsQuery());
  const findCreated = useFindCreatedBanner();
  const once = useCreateOnce<BannerProbe, unknown, BannerRow>('banner-create', {
    find: findCreated,
    onDone: (outcome) => {
      toast.success(t(outcome.kind === 'sent' ? 'ads.created' : 'ads.once.found'), { delay: BANNER_TOAST_MS });
      navigate(paths.adm.adsList);
    },
    onError: (error) => toast.danger(t('ads.saveError', { detail: errorText(t, error, ['subscriptions']) }), { delay: BANNER_TOAST_MS }),
    away: (probe) => awayTexts(t, 'ads.once', probe.description),
  });
  const save = (values: BannerFormValues) => {
    const productName = products.data?.find((p) => p.uuid === values.product)?.part_name ?? '';
    return once.run({ description: values.description, productName }, () => mutation.mutateAsync(values));
  };
  return (
    <section>
      <title>{pageTitle(t('ads.createTitle'))}</title>
      <h1 className="h3 mb-4">{t('ads.createTitle')}</h1>
      <BannerForm
        mode="create"
        busy={once.busy}
        locked={once.locked}
        onSubmit={save}
        notice={<CreateOutcomeNotice once={once} texts={createTexts(t, 'ads.once')} ns="subscriptions" />}
      />
    </section>
  );
}
