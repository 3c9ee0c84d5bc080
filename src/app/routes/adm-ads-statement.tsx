import { StatementPage } from '@/features/subscriptions/statement-page';

/** /adm/ads-statement: the user's advertising packages. */
export function Component() {
  return <StatementPage kind="ads" />;
}
