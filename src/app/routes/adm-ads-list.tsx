import { BannerListPage } from '@/features/ads/banner-list-page';

/** /adm/ads-list. */
export function Component() {
  return <BannerListPage />;
}
