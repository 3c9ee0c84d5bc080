import { StatementPage } from '@/features/subscriptions/statement-page';

/** /adm/subscription/statement. */
export function Component() {
  return <StatementPage kind="plan" />;
}
