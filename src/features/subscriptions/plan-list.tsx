import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { plansQuery, type Frequency, type Plan } from '@/features/subscriptions/api/subscriptions';
import { QueryBody } from '@/components/feedback/query-body';
import { errorText } from '@/api/error-text';
import { useDowngradeGuard } from './downgrade-dialog';
import { PlanCard } from './plan-card';

interface Props {
  /** A plan was chosen; `confirmedDowngrade` when it is smaller than the active one and that was confirmed. */
  onChoose: (plan: Plan, frequency: Frequency, confirmedDowngrade: boolean) => void;
}

/**
 * The plan cards: 12 / 6 / 4 / 3 columns on xs-sm / md / lg / xl; Free hidden when the user holds
 * it. A plan smaller than the active one is chosen only after a confirmation of what is lost.
 */
export function PlanList({ onChoose }: Props) {
  const { t } = useTranslation('subscriptions');
  const query = useQuery(plansQuery());
  const guard = useDowngradeGuard();
  return (
    <QueryBody query={query} errorMessage={(error) => t('plans.loadError', { message: errorText(t, error, ['subscriptions']) })}>
      {({ plans, signedPlanId }) => {
        const signed = plans.find((p) => p.id === signedPlanId);
        const holdsFree = Boolean(signed?.free);
        const shown = plans.filter((p) => !(holdsFree && p.free));
        return (
          <>
            {holdsFree ? (
              <Alert variant="info" className="text-center">
                {t('plans.upgradeNotice')}
              </Alert>
            ) : null}
            <Row className="g-4 justify-content-center">
              {shown.map((plan) => (
                <Col key={plan.id} xs={12} md={6} lg={4} xl={3}>
                  <PlanCard
                    plan={plan}
                    upgrade={holdsFree}
                    current={plan.id === signed?.id}
                    onSubscribe={(p, f) => guard.check(p, (confirmed) => onChoose(p, f, confirmed))}
                  />
                </Col>
              ))}
            </Row>
            {guard.dialog}
          </>
        );
      }}
    </QueryBody>
  );
}
