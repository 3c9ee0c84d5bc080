import { PlansPage } from '@/features/subscriptions/plans-page';

/** /subscription: the subscription plans. */
export function Component() {
  return <PlansPage />;
}
