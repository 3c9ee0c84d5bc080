import { lazy, Suspense } from 'react';
import { ProductCreate } from '@/features/adm-products/product-create';

// Loaded only when the advertiser opens the profile from the completion notice.
const ProfileModal = lazy(() => import('@/features/profile/profile-modal').then((m) => ({ default: m.ProfileModal })));

function ProfileDialog(props: { show: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <ProfileModal {...props} />
    </Suspense>
  );
}

/** /adm/productCreate. */
export function Component() {
  return <ProductCreate ProfileDialog={ProfileDialog} />;
}
