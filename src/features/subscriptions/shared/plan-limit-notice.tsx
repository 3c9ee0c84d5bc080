import { Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlanUsage, type PartsCountSource } from '@/features/subscriptions/shared/use-plan-usage';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';

interface Props {
  countFrom?: PartsCountSource;
  /** The heading level inside the page (an h2 under the page's h1 by default). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * At the plan's maximum: why nothing more can be listed ('Seu plano permite até M peças e você
 * já tem N.') and the way to the plans. Renders nothing below the maximum, for a plan without
 * one, or while the plan is unknown.
 */
export function PlanLimitNotice(props: Props) {
  return (
    <Suspense fallback={null}>
      <LimitNotice {...props} />
    </Suspense>
  );
}

function LimitNotice({ countFrom, headingLevel = 2, className = '' }: Props) {
  const { t, i18n } = useTranslation('subscriptions');
  const usage = usePlanUsage({ countFrom });
  if (usage.isPending || usage.isError || !usage.hasPlan || usage.level !== 'full' || usage.max === null) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <Alert variant="warning" className={className} data-testid="plan-limit-notice">
      <Heading className="h5 alert-heading">{t('planUsage.limitTitle')}</Heading>
      <p>{t('planUsage.limitText', { count: usage.max, max: formatCount(usage.max, i18n.language), used: formatCount(usage.used, i18n.language) })}</p>
      <Link to={paths.subscription} className="btn btn-primary btn-sm">
        {t('planUsage.seePlans')}
      </Link>
    </Alert>
  );
}
