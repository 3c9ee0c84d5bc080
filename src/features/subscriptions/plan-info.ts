import type { TFunction } from 'i18next';
import type { Frequency, Plan } from '@/features/subscriptions/api/subscriptions';

/** Plan tiers known by name: Free 'livre', Basic 'Bronze', Standard 'Silver', Premium 'Gold'. */
const PLAN_NAMES = ['Free', 'Basic', 'Standard', 'Premium'] as const;

function known(name: string): boolean {
  return (PLAN_NAMES as readonly string[]).includes(name);
}

export function planTitle(t: TFunction, name: string): string {
  return known(name) ? t(`plans.names.${name}`, { ns: 'subscriptions' }) : name;
}

export function planCap(t: TFunction, name: string): string {
  return known(name) ? t(`plans.caps.${name}`, { ns: 'subscriptions' }) : '';
}

/** How a known plan is billed at this frequency ('Cobrança mensal'); an unknown plan keeps the server's text. */
export function planBilling(t: TFunction, plan: Plan, frequency: Frequency): string {
  if (!known(plan.name)) return plan[`${frequency}_description`];
  return t(plan.free ? 'plans.billing.free' : `plans.billing.${frequency}`, { ns: 'subscriptions' });
}

/** The description is looked up by name; an unknown plan keeps the server's text. */
export function planDescription(t: TFunction, plan: Pick<Plan, 'name' | 'description'>): string {
  return known(plan.name) ? t(`plans.descriptions.${plan.name}`, { ns: 'subscriptions' }) : (plan.description ?? '');
}
