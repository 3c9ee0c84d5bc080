import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Frequency, Plan } from '@/features/subscriptions/api/subscriptions';
import { paths } from '@/config/paths';
import { storeLoginCallback } from '@/lib/login-callback';
import { useSession } from '@/stores/session';
import { pageTitle } from '@/lib/page-title';
import { paymentState, savePaymentTarget } from '@/features/subscriptions/shared/payment-intent';
import { PlanList } from './plan-list';

/** /subscription: title, the plan cards, then a description. */
export function PlansPage() {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  const user = useSession();

  const choose = (plan: Plan, frequency: Frequency, downgradeConfirmed: boolean) => {
    const target = { kind: 'plan' as const, id: plan.id, frequency };
    savePaymentTarget(target);
    const state = paymentState(target);
    if (!user) {
      // A visitor logs in first and comes back to the payment of the chosen plan.
      storeLoginCallback(paths.payment, state);
      navigate(paths.auth);
      return;
    }
    // A confirmed downgrade is not asked again at the payment step.
    navigate(paths.payment, { state: downgradeConfirmed ? { ...state, downgradeConfirmed } : state });
  };

  return (
    <section className="py-3">
      <title>{pageTitle(t('plans.title'))}</title>
      <h1 className="text-center h2 mb-4">{t('plans.title')}</h1>
      <PlanList onChoose={choose} />
      <p className="text-center text-body-secondary mt-4 mx-auto" style={{ maxWidth: 720 }}>
        {t('plans.description')}
      </p>
    </section>
  );
}
