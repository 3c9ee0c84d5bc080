/** Maximum items of a plan when its statement row gives none. */
export const DEFAULT_MAX_ITEMS = 4;

/** Share of the plan's maximum from which the advertiser is warned (90 %). */
export const PLAN_WARNING_RATIO = 0.9;

/** The maximum items of a statement row: the server's number, 'unlimited', or 4 when nothing is given. */
export function maxItems(max: number | string | null | undefined): number | 'unlimited' {
  if (max === null || max === undefined || max === '') return DEFAULT_MAX_ITEMS;
  if (typeof max === 'number') return max;
  const n = Number(max);
  if (Number.isFinite(n)) return n;
  return /unlimit|ilimit/i.test(max) ? 'unlimited' : DEFAULT_MAX_ITEMS;
}

export type PlanUsageLevel = 'ok' | 'warning' | 'full';

export interface PlanUsageMeasure {
  used: number;
  /** null: the plan has no maximum. */
  max: number | null;
  /** used / max (0 to 1 and beyond when over), null without a maximum. */
  ratio: number | null;
  level: PlanUsageLevel;
}

/** How full a plan is: 'full' once the parts reach the maximum, 'warning' from 90 % of it, else 'ok'; a plan without a maximum is never full. */
export function planUsage(used: number, max: number | null): PlanUsageMeasure {
  const count = Math.max(0, used);
  if (max === null) return { used: count, max, ratio: null, level: 'ok' };
  const limit = Math.max(0, max);
  const ratio = limit === 0 ? 1 : count / limit;
  const level: PlanUsageLevel = count >= limit ? 'full' : ratio >= PLAN_WARNING_RATIO ? 'warning' : 'ok';
  return { used: count, max: limit, ratio, level };
}
