import { EngagementPage } from '@/features/engagement/engagement-page';

/** /adm/engagement. */
export function Component() {
  return <EngagementPage />;
}
