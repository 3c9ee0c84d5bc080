import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { adsPlansQuery, type AdsPlan } from './shared/api/ads';
import { QueryBody } from '@/components/feedback/query-body';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { formatBRL } from '@/lib/format';
import { storeLoginCallback } from '@/lib/login-callback';
import { paymentState, savePaymentTarget } from '@/features/subscriptions/shared/payment-intent';
import { useSession } from '@/stores/session';
import { pageTitle } from '@/lib/page-title';

/** A banner package: its days, price and what it gives, with its subscribe button (the recommended one stands out). */
function AdsPlanCard({ plan, onChoose }: { plan: AdsPlan; onChoose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const days = t('ads.days', { count: plan.days ?? 0 });
  return (
    <Card className={`h-100 shadow-sm ${plan.highlight ? 'border-primary border-2' : ''}`}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start mb-2">
          <Card.Title as="h2" className="h4 mb-0">
            {days}
          </Card.Title>
          {plan.highlight ? <Badge bg="primary">{t('ads.recommended')}</Badge> : null}
        </div>
        <p className="fs-2 fw-bold mb-2">{formatBRL(plan.cost)}</p>
        <Card.Text className="flex-grow-1">{t('ads.planDescription', { count: plan.days ?? 0 })}</Card.Text>
        <Button variant={plan.highlight ? 'primary' : 'outline-primary'} size="lg" onClick={onChoose} aria-label={t('ads.subscribePlan', { plan: days })}>
          {t('ads.subscribe')}
        </Button>
      </Card.Body>
    </Card>
  );
}

/** /ads/subscribe: the banner packages, priced by days, each with a subscribe button. */
export function AdsPlansPage() {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  const user = useSession();
  const query = useQuery(adsPlansQuery());

  const choose = (plan: AdsPlan) => {
    const target = { kind: 'ads' as const, id: plan.id };
    savePaymentTarget(target);
    if (!user) {
      storeLoginCallback(paths.adsPayment, paymentState(target));
      navigate(paths.auth);
      return;
    }
    navigate(paths.adsPayment, { state: paymentState(target) });
  };

  return (
    <section className="py-3">
      <title>{pageTitle(t('ads.plansTitle'))}</title>
      <h1 className="h2 text-center mb-2">{t('ads.plansTitle')}</h1>
      <p className="text-center text-body-secondary mb-4">{t('ads.plansIntro')}</p>
      <QueryBody query={query} errorMessage={(error) => t('ads.lookupError', { detail: errorText(t, error, ['subscriptions']) })}>
        {(plans) => (
          <Row className="g-4 justify-content-center">
            {plans.map((plan) => (
              <Col key={plan.id} xs={12} md={6} lg={4}>
                <AdsPlanCard plan={plan} onChoose={() => choose(plan)} />
              </Col>
            ))}
          </Row>
        )}
      </QueryBody>
    </section>
  );
}
