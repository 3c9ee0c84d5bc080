import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { admProductQuery } from './shared/api/adm-products';
import { errorText } from '@/api/error-text';
import { isMissingPart } from './product-update-target';
import { usePlanUsage } from '@/features/subscriptions/shared/use-plan-usage';
import { profileQuery } from '@/features/profile/shared/api/profile';
import { QueryBody } from '@/components/feedback/query-body';
import { PlanLimitNotice } from '@/features/subscriptions/shared/plan-limit-notice';
import { profileProgressOf } from '@/features/adm-products/profile-progress';
import { useSession } from '@/stores/session';
import { pageTitle } from '@/lib/page-title';
import { EMPTY_PRODUCT, ProductForm } from './product-form';
import { ProfileCompletionModal } from './profile-completion-modal';
import { copySourceOf, copyValuesOf } from './product-values';

const CREATE_DRAFT = 'product-create';
/** A copy keeps its own draft: the blank form's draft is never laid over another part's values. */
const copyDraftName = (id: number) => `product-copy-${id}`;

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

/** /adm/productCreate; with ?from=<id>, a new listing prefilled from that part (photos aside). */
export function ProductCreate({ ProfileDialog }: { ProfileDialog: ProfileDialog }) {
  const { t } = useTranslation('advertiser');
  const from = copySourceOf(useLocation().search);
  const incomplete = useIncompleteProfile();
  const [dismissed, setDismissed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  // At the plan's maximum the server refuses a create: the page says why instead of the form
  // (the draft stays as it was for when the plan allows more). While unknown, the form shows.
  const usage = usePlanUsage();
  const atLimit = !usage.isPending && usage.hasPlan && usage.level === 'full';
  const modal = (
    <ProfileCompletionModal
      show={incomplete && !dismissed && !profileOpen}
      onClose={() => setDismissed(true)}
      onOpenProfile={() => {
        setDismissed(true);
        setProfileOpen(true);
      }}
    />
  );
  return (
    <div style={{ width: 0, minWidth: '100%', maxWidth: 1100 }}>
      <title>{pageTitle(t('form.createTitle'))}</title>
      <h1 className="h3 mb-3">{t('form.createTitle')}</h1>
      {atLimit ? (
        <PlanLimitNotice />
      ) : from === null ? (
        <ProductForm mode="create" initial={EMPTY_PRODUCT} draftName={CREATE_DRAFT}>
          {modal}
        </ProductForm>
      ) : (
        <CopyForm key={from} id={from}>
          {modal}
        </CopyForm>
      )}
      {/* Outside the product form: a submit inside the profile must not reach it through the portal. */}
      {profileOpen ? <ProfileDialog show onClose={() => setProfileOpen(false)} /> : null}
    </div>
  );
}

/** The create form prefilled from one of the advertiser's parts, with a note that this is a copy. */
function CopyForm({ id, children }: { id: number; children: ReactNode }) {
  const { t } = useTranslation('advertiser');
  const query = useQuery(admProductQuery(id));
  return (
    <QueryBody
      query={query}
      errorMessage={(error) => (isMissingPart(error) ? errorText(t, error, ['advertiser']) : t('form.copyLoadFailed'))}
      retryable={(error) => !isMissingPart(error)}
    >
      {(product) => (
        <ProductForm mode="create" initial={copyValuesOf(product)} draftName={copyDraftName(id)}>
          {children}
          <Alert variant="info" className="py-2" data-testid="copy-notice">
            <p className="mb-1">{t('form.copyOf', { name: product.part_name })}</p>
            <p className="mb-0 small">{t('form.copyPhotos')}</p>
          </Alert>
        </ProductForm>
      )}
    </QueryBody>
  );
}
