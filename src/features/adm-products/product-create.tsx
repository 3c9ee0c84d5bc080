import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQuery } from '@/api/profile';
import { profileProgressOf } from '@/lib/profile-progress';
import { useSession } from '@/stores/session';
import { pageTitle } from '@/lib/page-title';
import { EMPTY_PRODUCT, ProductForm } from './product-form';
import { ProfileCompletionModal } from './profile-completion-modal';

const CREATE_DRAFT = 'product-create';

/** The profile editor, given by the route (another feature's screen). */
export type ProfileDialog = ComponentType<{ show: boolean; onClose: () => void }>;

/**
 * Whether to ask for the profile: the token's claim is as of the login, so when it says
 * 'incomplete' the saved profile decides (and a profile saved since counts at once). When the
 * profile cannot be read, the claim stands.
 */
function useIncompleteProfile(): boolean {
  const user = useSession();
  const claimed = user?.progress === 'incomplete';
  const profile = useQuery({ ...profileQuery(), enabled: claimed });
  if (!claimed) return false;
  if (profile.isError) return true;
  return profile.isSuccess && profileProgressOf(profile.data) === 'incomplete';
}

/** /adm/productCreate. */
export function ProductCreate({ ProfileDialog }: { ProfileDialog: ProfileDialog }) {
  const { t } = useTranslation('advertiser');
  const incomplete = useIncompleteProfile();
  const [dismissed, setDismissed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <div style={{ width: 0, minWidth: '100%', maxWidth: 1100 }}>
      <title>{pageTitle(t('form.createTitle'))}</title>
      <h1 className="h3 mb-3">{t('form.createTitle')}</h1>
      <ProductForm mode="create" initial={EMPTY_PRODUCT} draftName={CREATE_DRAFT}>
        <ProfileCompletionModal
          show={incomplete && !dismissed && !profileOpen}
          onClose={() => setDismissed(true)}
          onOpenProfile={() => {
            setDismissed(true);
            setProfileOpen(true);
          }}
        />
      </ProductForm>
      {/* Outside the product form: a submit inside the profile must not reach it through the portal. */}
      {profileOpen ? <ProfileDialog show onClose={() => setProfileOpen(false)} /> : null}
    </div>
  );
}
