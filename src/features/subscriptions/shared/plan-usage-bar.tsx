import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlanUsage, type PartsCountSource, type PlanUsage } from '@/features/subscriptions/shared/use-plan-usage';
import { ProgressMeter } from '@/components/progress-meter';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { useSession } from '@/stores/session';

interface Props {
  /** Where the parts are counted: the page's own cached query (see usePlanUsage). */
  countFrom?: PartsCountSource;
  className?: string;
}

const BAR_VARIANT = { ok: 'bg-primary', warning: 'bg-warning', full: 'bg-danger' } as const;

/**
 * 'N de M peças' of the active plan with a bar (role progressbar), a warning with a way to the
 * plans from 90 %; a plan without a maximum shows the count alone. Its empty place while the plan
 * loads; nothing when there is no plan or its calls failed: the count is a guide, the server
 * still enforces the limit.
 */
export function PlanUsageBar(props: Props) {
  // A subscriber's bar keeps its place while the plan and the bar's texts load, so the list under
  // it does not move when it arrives (the browser would move a scrolled page by the bar's height).
  // Only a subscriber's plan is ever asked, so nobody else gets an empty gap.
  const place = useSession()?.role === 'subscriber' ? <BarPlace className={props.className} /> : null;
  return (
    <Suspense fallback={place}>
      <UsageBar {...props} place={place} />
    </Suspense>
  );
}

/** The bar's label line, its gap and the bar (1.5 + 0.25 + 0.625 rem). */
const BAR_HEIGHT = '2.375rem';

function BarPlace({ className = '' }: { className?: string }) {
  return <div className={`plan-usage ${className}`} style={{ height: BAR_HEIGHT }} aria-hidden="true" data-testid="plan-usage-pending" />;
}

function UsageBar({ countFrom, className, place }: Props & { place: ReactNode }) {
  const usage = usePlanUsage({ countFrom });
  if (usage.isPending) return place;
  if (usage.isError || !usage.hasPlan) return null;
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
