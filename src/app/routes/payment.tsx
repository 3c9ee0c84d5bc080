import { PaymentPage } from '@/features/subscriptions/payment-page';

/** /payment: plan id and frequency arrive in navigation state. */
export function Component() {
  return <PaymentPage kind="plan" />;
}
