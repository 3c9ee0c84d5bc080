import { BannerUpdatePage } from '@/features/ads/banner-update-page';

/** /adm/ads-update?id=…: the banner id is in the URL (navigation state from older links is still read). */
export function Component() {
  return <BannerUpdatePage />;
}
