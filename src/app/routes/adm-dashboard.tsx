import { lazy } from 'react';
import { useSession } from '@/stores/session';

const ManagerDashboard = lazy(() => import('@/features/manager/manager-dashboard').then((m) => ({ default: m.ManagerDashboard })));
const SubscriberDashboard = lazy(() => import('@/features/dashboard/subscriber-dashboard').then((m) => ({ default: m.SubscriberDashboard })));

/** /adm/dashboard: the finance panel for a manager, the advertiser panel for everyone else. */
export function Component() {
  const user = useSession();
  return user?.role === 'manager' ? <ManagerDashboard /> : <SubscriberDashboard />;
}
