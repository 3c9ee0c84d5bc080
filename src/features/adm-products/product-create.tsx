import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EMPTY_PRODUCT, ProductForm } from './product-form';
import { ProfileCompletionModal } from './profile-completion-modal';

export const CREATE_DRAFT = 'product-create';

/** /adm/productCreate. */
export function ProductCreate() {
  const { t } = useTranslation('advertiser');
  useDocumentTitle(t('form.createTitle'));
  const user = useSession();
  const [profileModal, setProfileModal] = useState(user?.progress === 'incomplete');
  return (
    <div style={{ width: 0, minWidth: '100%', maxWidth: 1100 }}>
      <h1 className="h3 mb-3">{t('form.createTitle')}</h1>
      <ProductForm mode="create" initial={EMPTY_PRODUCT} draftName={CREATE_DRAFT}>
        <ProfileCompletionModal show={profileModal} onClose={() => setProfileModal(false)} />
      </ProductForm>
    </div>
  );
}
