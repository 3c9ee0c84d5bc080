import { MorePartsPage } from '@/features/catalog/more-parts-page';

/** /more_parts. */
export function Component() {
  return <MorePartsPage />;
}
