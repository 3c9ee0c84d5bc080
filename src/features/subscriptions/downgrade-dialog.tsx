import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriberDashboardQuery } from '@/features/dashboard/shared/api/dashboard';
import { errorText } from '@/api/error-text';
import { statementQuery } from '@/features/subscriptions/shared/use-plan-usage';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/toast/toast-store';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/stores/session';
import { downgradeOf, type Downgrade, type PlanLike } from './downgrade';
import { planTitle } from './plan-info';

/** The confirmation of a change to a smaller plan: the paid period left, the parts above the new limit and what happens to them. */
function DowngradeDialog({ change, onConfirm, onCancel }: { change: Downgrade | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('subscriptions');
  if (!change) return null;
  const plan = planTitle(t, change.target.name);
  const current = planTitle(t, change.current.name);
  const frequency = t(`frequency.${change.current.frequency}`, { defaultValue: change.current.frequency });
  const values = { plan, current, frequency, count: change.used, max: change.max, over: change.over };
  return (
    <ConfirmDialog
      show
      title={t('downgrade.title', { plan })}
      confirmLabel={t('downgrade.confirm')}
      confirmVariant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('downgrade.intro', { plan })}</p>
      <h3 className="h6">{t('downgrade.periodTitle')}</h3>
      <p>
        {change.paidUntil
          ? t(change.atOnce ? 'downgrade.periodAtOnce' : 'downgrade.periodOnPayment', { ...values, date: formatDate(change.paidUntil) })
          : t('downgrade.noPeriod', values)}
      </p>
      <h3 className="h6">{t('downgrade.partsTitle')}</h3>
      {change.over > 0 ? (
        <>
          <p className="mb-2">
            <strong>{t('downgrade.partsOver', values)}</strong>
          </p>
          <p className="mb-0">{t('downgrade.partsOverFate', values)}</p>
        </>
      ) : (
        <p className="mb-0">{t('downgrade.partsFit', values)}</p>
      )}
    </ConfirmDialog>
  );
}

/** Goes on with a plan change; `confirmed` is true when the advertiser confirmed a downgrade on the way. */
export type Proceed = (confirmed: boolean) => void;

/**
 * Guards a change of plan: a change to a smaller plan first shows what is lost and goes on only
 * when confirmed; any other change goes on at once. What is lost is read from the statement (the
 * active plan and its paid period) and the dashboard (the advertiser's parts), cached reads:
 * nothing is sent before the confirmation. Only a subscriber holds a plan to lose.
 */
export function useDowngradeGuard(): { check: (target: PlanLike, proceed: Proceed) => void; dialog: ReactNode } {
  const { t } = useTranslation('subscriptions');
  const queryClient = useQueryClient();
  const subscriber = useSession()?.role === 'subscriber';
  const [pending, setPending] = useState<{ change: Downgrade; proceed: Proceed } | null>(null);
  const [checking, setChecking] = useState(false);

  const check = (target: PlanLike, proceed: Proceed) => {
    if (!subscriber) {
      proceed(false);
      return;
    }
    if (checking) return;
    setChecking(true);
    void Promise.all([queryClient.fetchQuery(statementQuery()), queryClient.fetchQuery(subscriberDashboardQuery())])
      .then(([statement, dashboard]) => {
        const active = statement.data.find((row) => row.status === 'ACTIVATED');
        const change = downgradeOf({ active, target, used: dashboard.publishedCarParts });
        if (change) setPending({ change, proceed });
        else proceed(false);
      })
      .catch((error: unknown) => {
        console.error('Erro na requisição', error);
        // Without the current plan, what a change takes away is unknown: say so rather than go on.
        toast.danger(t('downgrade.checkFailed', { message: errorText(t, error, ['subscriptions']) }));
      })
      .finally(() => setChecking(false));
  };

  const dialog = (
    <DowngradeDialog
      change={pending?.change ?? null}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (!pending) return;
        setPending(null);
        pending.proceed(true);
      }}
    />
  );
  return { check, dialog };
}
