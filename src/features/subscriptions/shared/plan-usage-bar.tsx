import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlanUsage, type PartsCountSource, type PlanUsage } from '@/features/subscriptions/shared/use-plan-usage';
import { ProgressMeter } from '@/components/progress-meter';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';

interface Props {
  /** Where the parts are counted: the page's own cached query (see usePlanUsage). */
  countFrom?: PartsCountSource;
  className?: string;
}

const BAR_VARIANT = { ok: 'bg-primary', warning: 'bg-warning', full: 'bg-danger' } as const;

/**
 * 'N de M peças' of the active plan with a bar (role progressbar), a warning with a way to the
 * plans from 90 %; a plan without a maximum shows the count alone. Nothing while the plan is
 * unknown or its calls failed: the count is a guide, the server still enforces the limit.
 */
export function PlanUsageBar(props: Props) {
  return (
    <Suspense fallback={null}>
      <UsageBar {...props} />
    </Suspense>
  );
}

function UsageBar({ countFrom, className }: Props) {
  const usage = usePlanUsage({ countFrom });
  if (usage.isPending || usage.isError || !usage.hasPlan) return null;
  return <PlanUsageView usage={usage} className={className} />;
}

export function PlanUsageView({ usage, className = '' }: { usage: Pick<PlanUsage, 'used' | 'max' | 'level'>; className?: string }) {
  const { t, i18n } = useTranslation('subscriptions');
  const labelId = useId();
  const used = formatCount(usage.used, i18n.language);
  if (usage.max === null) {
    return (
      <div className={`plan-usage ${className}`} data-testid="plan-usage">
        <span className="fw-semibold me-2">{t('planUsage.label')}</span>
        <span>{t('planUsage.unlimited', { count: usage.used, used })}</span>
      </div>
    );
  }
  const text = t('planUsage.count', { count: usage.max, used, max: formatCount(usage.max, i18n.language) });
  return (
    <div className={`plan-usage ${className}`} data-testid="plan-usage">
      <div className="d-flex flex-wrap justify-content-between column-gap-2 mb-1">
        <span id={labelId} className="fw-semibold">
          {t('planUsage.label')}
        </span>
        <span data-testid="plan-usage-count">{text}</span>
      </div>
      <ProgressMeter
        now={usage.used}
        max={usage.max}
        aria-labelledby={labelId}
        valueText={text}
        barClassName={BAR_VARIANT[usage.level]}
        style={{ height: '0.625rem' }}
      />
      {usage.level !== 'ok' ? (
        <p className="small text-warning-emphasis mt-1 mb-0">
          {t(usage.level === 'full' ? 'planUsage.full' : 'planUsage.warning')}{' '}
          <Link to={paths.subscription} className="text-decoration-underline">
            {t('planUsage.seePlans')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
