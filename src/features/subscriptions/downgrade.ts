import type { Plan, StatementRow } from '@/features/subscriptions/api/subscriptions';
import { parseDate } from '@/lib/dates';
import { maxItems } from '@/features/subscriptions/shared/plan-usage-rules';

/** The parts each known plan allows, when the plans list does not say (null = unlimited). */
const KNOWN_MAX: Record<string, number | null> = { Free: 4, Basic: 200, Standard: 1000, Premium: null };

/** The parts a plan allows: its `max`, else what its name is known to allow; null = unlimited, undefined = unknown. */
export function planMax(plan: Pick<Plan, 'name' | 'max'>): number | null | undefined {
  if (plan.max !== undefined) {
    const max = maxItems(plan.max);
    return max === 'unlimited' ? null : max;
  }
  return plan.name in KNOWN_MAX ? KNOWN_MAX[plan.name] : undefined;
}

/** What the check needs of the chosen plan (a plans-list entry, or the payment step's data). */
export type PlanLike = Pick<Plan, 'id' | 'name' | 'max' | 'free'>;

/** What a change to a smaller plan takes away, for the confirmation. */
export interface Downgrade {
  target: PlanLike;
  /** The active plan: its name and frequency as the statement gives them. */
  current: { name: string; frequency: string };
  /** The end of the paid period (ISO), when a paid plan still has one left. */
  paidUntil: string | null;
  /** The free plan replaces the active one at once; a paid one only once its bank slip is paid. */
  atOnce: boolean;
  /** The parts the advertiser has, the new plan's limit and how many are above it. */
  used: number;
  max: number;
  over: number;
}

interface Input {
  /** The newest ACTIVATED row of the statement, if any. */
  active: StatementRow | undefined;
  target: PlanLike;
  /** The parts the advertiser has. */
  used: number;
  now?: number;
}

/**
 * A change is to a smaller plan when the chosen plan allows fewer parts than the active one, or
 * when it is the free plan while a paid one is active. Anything else (an upgrade, the same size,
 * no active plan, a plan of unknown size) needs no confirmation: null.
 */
export function downgradeOf({ active, target, used, now = Date.now() }: Input): Downgrade | null {
  if (!active || active.planId === target.id) return null;
  const max = planMax(target);
  if (max === undefined || max === null) return null;
  const current = maxItems(active.max);
  const currentMax = current === 'unlimited' ? null : current;
  const paid = active.amount > 0;
  const smaller = currentMax === null || max < currentMax;
  if (!smaller && !(target.free && paid)) return null;
  const end = parseDate(active.expires);
  const paidUntil = paid && end && end.getTime() > now ? active.expires : null;
  const count = Math.max(0, used);
  return {
    target,
    current: { name: active.description, frequency: active.frequency },
    paidUntil,
    atOnce: target.free,
    used: count,
    max,
    over: Math.max(0, count - max),
  };
}
