import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { admProductQuery } from './shared/api/adm-products';
import { QueryBody } from '@/components/feedback/query-body';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { pageTitle } from '@/lib/page-title';
import { ProductForm } from './product-form';
import { isMissingPart, productIdFrom } from './product-update-target';
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
  return (
    <div style={{ width: 0, minWidth: '100%', maxWidth: 1100 }}>
      <title>{pageTitle(t('form.updateTitle'))}</title>
      <h1 className="h3 mb-3">{t('form.updateTitle')}</h1>
      <QueryBody
        query={query}
        errorMessage={(error) => (isMissingPart(error) ? errorText(t, error, ['advertiser']) : t('form.loadFailed'))}
        retryable={(error) => !isMissingPart(error)}
      >
        {(product) => (
          <ProductForm key={id} mode="update" productId={id} initial={formValuesOf(product)} currentImages={current} draftName={updateDraftName(id)} />
        )}
      </QueryBody>
    </div>
  );
}
