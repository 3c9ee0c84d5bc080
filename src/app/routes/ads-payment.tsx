import { PaymentPage } from '@/features/subscriptions/payment-page';

/** /ads/payment: the advertising package id arrives in navigation state. */
export function Component() {
  return <PaymentPage kind="ads" />;
}
