import { AdsPlansPage } from '@/features/ads/ads-plans-page';

/** /ads/subscribe: the advertising packages. */
export function Component() {
  return <AdsPlansPage />;
}
