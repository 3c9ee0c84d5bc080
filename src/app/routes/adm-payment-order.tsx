import { PaymentOrdersPage } from '@/features/manager/payment-orders-page';

/** /adm/paymentOrder: the manager's payment orders (financial control). */
export function Component() {
  return <PaymentOrdersPage />;
}
