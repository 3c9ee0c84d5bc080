import { SubscriptionsReportPage } from '@/features/manager/subscriptions-report-page';

/** /adm/report/subscriptions: the manager's subscriptions report. */
export function Component() {
  return <SubscriptionsReportPage />;
}
