import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { FREQUENCIES, type Frequency, type Plan } from '@/features/subscriptions/api/subscriptions';
import { SelectField } from '@/components/form/select-field';
import { formatBRL } from '@/lib/format';
import { planBilling, planCap, planDescription, planTitle } from './plan-info';

interface Props {
  plan: Plan;
  upgrade?: boolean;
  /** The plan the user holds: marked 'Seu plano' instead of offering to subscribe to it again. */
  current?: boolean;
  onSubscribe: (plan: Plan, frequency: Frequency) => void;
}

/** One plan: title, recommended label, frequency, discount, price, description and the subscribe button. */
export function PlanCard({ plan, upgrade = false, current = false, onSubscribe }: Props) {
  const { t } = useTranslation('subscriptions');
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const selectId = useId();
  const title = planTitle(t, plan.name);
  const discount = plan[`${frequency}_discount`];
  const frequencyText = planBilling(t, plan, frequency);
  return (
    <Card className={`plan-card h-100 shadow-sm ${plan.highlight ? 'border-primary border-2' : ''}`} style={{ minHeight: 480 }}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start mb-2" style={{ minHeight: 32 }}>
          <Card.Title as="h2" className="h4 mb-0">
            {title}
          </Card.Title>
          {plan.highlight ? <Badge bg="primary">{t('plans.recommended')}</Badge> : null}
        </div>
        <p className="small text-body-secondary mb-3">{planCap(t, plan.name)}</p>
        <SelectField
          id={selectId}
          label={t('plans.frequency', { plan: title })}
          labelClassName="visually-hidden"
          className="mb-3"
          value={frequency}
          options={FREQUENCIES}
          optionLabel={(f) => t(`frequency.${f}`)}
          onChange={(value) => setFrequency(value as Frequency)}
          disabled={plan.free}
        />
        <p className="mb-1 small fw-semibold text-success" style={{ minHeight: 21 }}>
          {discount > 0 ? t('plans.discount', { value: discount }) : t('plans.noDiscount')}
        </p>
        <p className="mb-0">
          <span className="fs-2 fw-bold">{formatBRL(plan[frequency])}</span>
          {plan.free ? null : <span className="text-body-secondary">{t(`plans.per.${frequency}`)}</span>}
        </p>
        <p className="small text-body-secondary mb-3" style={{ minHeight: 21 }}>
          {frequencyText}
        </p>
        <Card.Text className="flex-grow-1">{planDescription(t, plan)}</Card.Text>
        {current ? (
          <p className="fs-5 fw-semibold text-success-emphasis bg-success-subtle border border-success rounded text-center py-2 mb-0">{t('plans.yours')}</p>
        ) : (
          <Button
            variant={plan.highlight ? 'primary' : 'outline-primary'}
            size="lg"
            onClick={() => onSubscribe(plan, frequency)}
            aria-label={upgrade ? t('plans.upgradePlan', { plan: title }) : t('plans.subscribePlan', { plan: title })}
          >
            {upgrade ? t('plans.upgrade') : t('plans.subscribe')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
