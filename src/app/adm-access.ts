import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/session-token';

/** Admin paths a registered user without a subscription may open: the dashboard and the statement. */
export const UNSUBSCRIBED_ADM_PATHS: string[] = [paths.adm.dashboard, paths.adm.statement];

/**
 * 'allow' for subscribers and managers (other users: the paths above only), else 'login': the
 * user must go to /auth with a return to /adm/dashboard.
 */
export function admAccess(user: SessionUser | null, pathname: string): 'allow' | 'login' {
  if (!user || !user.username) return 'login';
  if (user.subscriber === 'true' || user.subscriber === 'manager') return 'allow';
  const path = pathname.replace(/\/+$/, '');
  return UNSUBSCRIBED_ADM_PATHS.includes(path) ? 'allow' : 'login';
}
