import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { paths } from '@/config/paths';
import { storeLoginCallback } from '@/lib/login-callback';
import { useSession } from '@/stores/session';
import { pageTitle } from '@/lib/page-title';
import { paymentState, readPaymentTarget, type PaymentTarget } from '@/features/subscriptions/shared/payment-intent';
import { PaymentPanel } from './payment-panel';

/**
 * /payment (a plan with {id, frequency} in navigation state) and /ads/payment (a package with {id}).
 * No id -> back to the plans list; not logged in -> login callback to this page, then /auth.
 */
export function PaymentPage({ kind }: { kind: PaymentTarget['kind'] }) {
  const { t } = useTranslation('subscriptions');
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession();
  const target = useMemo(() => readPaymentTarget(kind, location.state), [kind, location.state]);
  const title = kind === 'plan' ? t('payment.title') : t('payment.adsTitle');
  const here = kind === 'plan' ? paths.payment : paths.adsPayment;
  // Set by the plans page when a downgrade was confirmed there (a login's return does not carry it).
  const downgradeConfirmed = (location.state as { downgradeConfirmed?: unknown } | null)?.downgradeConfirmed === true;

  useEffect(() => {
    if (target && !user) {
      storeLoginCallback(here, paymentState(target));
      navigate(paths.auth, { replace: true });
    }
  }, [target, user, here, navigate]);

  if (!target) return <Navigate to={kind === 'plan' ? paths.subscription : paths.adsSubscribe} replace />;
  if (!user) return <PageSpinner />;
  return (
    <section className="py-3">
      <title>{pageTitle(title)}</title>
      <h1 className="h3 mb-4">{title}</h1>
      <PaymentPanel target={target} downgradeConfirmed={downgradeConfirmed} />
    </section>
  );
}
