import { BannerCreatePage } from '@/features/ads/banner-create-page';

/** /adm/ads-create. */
export function Component() {
  return <BannerCreatePage />;
}
