import { BannerUpdatePage } from '@/features/ads/banner-update-page';

/** /adm/ads-update: the banner id arrives in navigation state. */
export function Component() {
  return <BannerUpdatePage />;
}
