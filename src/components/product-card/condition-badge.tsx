import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

export function isNewCondition(condition: string | null | undefined): boolean {
  return condition === 'PRODUCT_NEW';
}

/** 'Novo' highlighted; any other condition shown plainly as 'Usado'. */
export function ConditionBadge({ condition, className = '' }: { condition: string | null | undefined; className?: string }) {
  const { t } = useTranslation('catalog');
  return isNewCondition(condition) ? (
    <Badge bg="success" className={className}>
      {t('card.new')}
    </Badge>
  ) : (
    <Badge bg="light" text="dark" className={`border ${className}`}>
      {t('card.used')}
    </Badge>
  );
}
