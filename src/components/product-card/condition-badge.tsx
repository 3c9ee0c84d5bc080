import type { TFunction } from 'i18next';
import { isNewCondition } from '@/lib/condition';

export { isNewCondition };

/**
 * 'Novo' highlighted; any other condition shown plainly as 'Usado'. It takes the caller's `t`
 * (any namespace): a page of cards then translates once per card, not once per badge.
 */
export function ConditionBadge({ condition, className = '', t }: { condition: string | null | undefined; className?: string; t: TFunction }) {
  // Bootstrap's badge markup (every product card has one: no component code for a span).
  return isNewCondition(condition) ? (
    <span className={`${className} badge bg-success`.trim()}>{t('card.new', { ns: 'catalog' })}</span>
  ) : (
    <span className={`border ${className} badge text-dark bg-light`.replace(/\s+/g, ' ').trim()}>{t('card.used', { ns: 'catalog' })}</span>
  );
}
