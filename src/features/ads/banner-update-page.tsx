import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { bannerQuery, useUpdateBanner } from './shared/api/ads';
import { QueryBody } from '@/components/feedback/query-body';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { pageTitle } from '@/lib/page-title';
import { BannerForm } from './banner-form';
import { useSaveBanner } from './use-save-banner';

function positiveId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The banner being edited: the URL's ?id= first, then the navigation state older links passed. */
function bannerIdOf(search: string, state: unknown): { id: number | null; inUrl: boolean } {
  const fromUrl = positiveId(new URLSearchParams(search).get('id') || NaN);
  if (fromUrl !== null) return { id: fromUrl, inUrl: true };
  return { id: positiveId((state as { id?: unknown } | null)?.id ?? NaN), inUrl: false };
}

/** /adm/ads-update?id=…: the banner id is in the URL (so a reload keeps the banner); images are optional here. */
export function BannerUpdatePage() {
  const { t } = useTranslation('subscriptions');
  const location = useLocation();
  const { id, inUrl } = bannerIdOf(location.search, location.state);
  if (id === null) return <Navigate to={paths.adm.adsList} replace />;
  // An id that came in navigation state only is written into the URL, in place.
  if (!inUrl) return <Navigate to={paths.adm.adsUpdateOf(id)} state={location.state} replace />;
  return (
    <section>
      <title>{pageTitle(t('ads.updateTitle'))}</title>
      <h1 className="h3 mb-4">{t('ads.updateTitle')}</h1>
      <BannerUpdate id={id} />
    </section>
  );
}

function BannerUpdate({ id }: { id: number }) {
  const { t } = useTranslation('subscriptions');
  const query = useQuery(bannerQuery(id));
  const mutation = useUpdateBanner(id);
  const save = useSaveBanner(mutation, 'ads.updated');
  return (
    <QueryBody query={query} errorMessage={(error) => t('ads.lookupError', { detail: errorText(t, error, ['subscriptions']) })}>
      {(b) => (
        <BannerForm
          mode="update"
          initial={{ product: b.product, description: b.description, showDescription: b.show_description, images: b.images }}
          busy={mutation.isPending}
          onSubmit={save}
        />
      )}
    </QueryBody>
  );
}
