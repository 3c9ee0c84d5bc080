import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { admProductQuery } from '@/api/adm-products';
import { isApiError } from '@/api/errors';
import { ErrorView } from '@/components/feedback/error-view';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { pageTitle } from '@/lib/page-title';
import { ProductForm } from './product-form';
import { productIdFrom } from './product-update-target';
import { formValuesOf, photosOf } from './product-values';

const updateDraftName = (id: number) => `product-update-${id}`;

/** /adm/productUpdate: productId from navigation state, or ?id= after a reload. */
export function ProductUpdate() {
  const location = useLocation();
  const id = productIdFrom(location.state, location.search);
  if (id === null) return <Navigate to={paths.adm.productList} replace />;
  return <UpdateScreen id={id} />;
}

function UpdateScreen({ id }: { id: number }) {
  const { t } = useTranslation('advertiser');
  const query = useQuery(admProductQuery(id));
  const current = useMemo(() => (query.data ? photosOf(query.data) : []), [query.data]);
  let body;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    body = (
      <ErrorView
        message={notFound ? errorText(t, query.error, ['advertiser']) : t('form.loadFailed')}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  } else {
    body = <ProductForm key={id} mode="update" productId={id} initial={formValuesOf(query.data)} currentImages={current} draftName={updateDraftName(id)} />;
  }
  return (
    <div style={{ width: 0, minWidth: '100%', maxWidth: 1100 }}>
      <title>{pageTitle(t('form.updateTitle'))}</title>
      <h1 className="h3 mb-3">{t('form.updateTitle')}</h1>
      {body}
    </div>
  );
}
