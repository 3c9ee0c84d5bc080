import { useTranslation } from 'react-i18next';

export function isNewCondition(condition: string | null | undefined): boolean {
  return condition === 'PRODUCT_NEW';
}

/** 'Novo' highlighted; any other condition shown plainly as 'Usado'. */
export function ConditionBadge({ condition, className = '' }: { condition: string | null | undefined; className?: string }) {
  const { t } = useTranslation('catalog');
  // Bootstrap's badge markup (every product card has one: no component code for a span).
  return isNewCondition(condition) ? (
    <span className={`${className} badge bg-success`.trim()}>{t('card.new')}</span>
  ) : (
    <span className={`border ${className} badge text-dark bg-light`.replace(/\s+/g, ' ').trim()}>{t('card.used')}</span>
  );
}
