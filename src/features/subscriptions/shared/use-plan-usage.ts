import { queryOptions, useQuery } from '@tanstack/react-query';
import { maxItems, planUsage, type PlanUsageLevel } from '@/features/subscriptions/shared/plan-usage-rules';
import { useSession } from '@/stores/session';
import { admProductsQuery } from '@/features/adm-products/shared/api/adm-products';
import { subscriberDashboardQuery } from '@/features/dashboard/shared/api/dashboard';
import { getStatement, subscriptionKeys, type Statement } from '../api/subscriptions';

/**
 * The plan statement (GET /subscriptions-user) as the plan usage reads it: the same key and call
 * as the statement page, so one answer serves both; kept a minute (a plan changes only through
 * a payment, whose mutation invalidates it).
 */
export const statementQuery = () => queryOptions({ queryKey: subscriptionKeys.statement, queryFn: getStatement, staleTime: 60_000 });

/** The active plan's maximum items: the newest ACTIVATED row's `max` (4 when it gives none, null when unlimited); undefined without an active plan. */
export function activePlanMax(statement: Statement): number | null | undefined {
  const row = statement.data.find((r) => r.status === 'ACTIVATED');
  if (!row) return undefined;
  const max = maxItems(row.max);
  return max === 'unlimited' ? null : max;
}

export interface PlanUsage {
  used: number;
  /** The active plan's maximum items; null = unlimited. */
  max: number | null;
  /** used / max, null when unlimited. */
  ratio: number | null;
  level: PlanUsageLevel;
  /** false when the statement has no active plan (nothing to measure against). */
  hasPlan: boolean;
  isPending: boolean;
  isError: boolean;
}

/**
 * Where the number of the advertiser's parts is read: 'dashboard' = `publishedCarParts` of
 * GET /adm-dashboard-page (one small reply; the dashboard, create and import pages), 'products' =
 * the length of GET /products-adm/list (the product list page, which has it cached already).
 * Both count every part the advertiser owns, as the server does when it refuses a create.
 */
export type PartsCountSource = 'dashboard' | 'products';

/**
 * How much of the active plan the advertiser uses: 'N de M peças', a warning from 90 %, 'full' at
 * the maximum (the server then refuses a create with 409 PLAN_LIMIT_REACHED). Only a subscriber
 * asks; for anyone else it stays pending and sends nothing.
 */
export function usePlanUsage({ countFrom = 'dashboard' }: { countFrom?: PartsCountSource } = {}): PlanUsage {
  const subscriber = useSession()?.role === 'subscriber';
  const statement = useQuery({ ...statementQuery(), enabled: subscriber, select: activePlanMax });
  const dashboard = useQuery({ ...subscriberDashboardQuery(), enabled: subscriber && countFrom === 'dashboard', select: (d) => d.publishedCarParts });
  const products = useQuery({ ...admProductsQuery(), enabled: subscriber && countFrom === 'products', select: (list) => list.length });
  const count = countFrom === 'dashboard' ? dashboard : products;
  const isPending = statement.isPending || count.isPending;
  const isError = statement.isError || count.isError;
  const max = statement.data;
  const measure = planUsage(count.data ?? 0, max ?? null);
  return { ...measure, hasPlan: max !== undefined && !statement.isPending, isPending, isError };
}
