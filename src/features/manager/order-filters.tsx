import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { formatCount } from '@/lib/format';
import { NO_FILTERS, ORDER_DUE, ORDER_STATUSES, type OrderFilters, type OrderStatus } from './order-list';

interface Props {
  filters: OrderFilters;
  /** Orders of each status that pass the other filters (none while the list loads). */
  counts: Record<OrderStatus, number> | null;
  plans: readonly string[];
  onChange: (changes: Partial<OrderFilters>) => void;
}

/**
 * The orders' filters: statuses (several at once, each with how many orders it holds), plan, creation
 * day range, due state and a search by user name or order number.
 */
export function OrderFilterForm({ filters, counts, plans, onChange }: Props) {
  const { t, i18n } = useTranslation('manager');
  const { statuses, plan, from, to, q, due } = filters;
  const badRange = Boolean(from && to && from > to);
  const filtered = statuses.length > 0 || plan || from || to || q || due;

  const toggle = (status: OrderStatus, on: boolean) => onChange({ statuses: on ? [...statuses, status] : statuses.filter((s) => s !== status) });

  return (
    <Form role="search" aria-label={t('orders.filters')} onSubmit={(e) => e.preventDefault()}>
      <fieldset className="mb-2">
        <legend className="small mb-1 fs-6">{t('orders.status')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {ORDER_STATUSES.map((s) => (
            <div key={s}>
              <input
                type="checkbox"
                className="btn-check"
                id={`orders-status-${s}`}
                autoComplete="off"
                checked={statuses.includes(s)}
                onChange={(e) => toggle(s, e.target.checked)}
              />
              <label className="btn btn-sm btn-outline-secondary" htmlFor={`orders-status-${s}`}>
                {t(`orders.statuses.${s}`)}
                {counts ? (
                  <>
                    {' '}
                    <span className="badge text-bg-light border ms-1">{formatCount(counts[s], i18n.language)}</span>
                  </>
                ) : null}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <Row className="g-2 align-items-start">
        <Col xs={12} sm={6} lg={2}>
          <SelectField
            id="orders-plan"
            label={t('orders.plan')}
            labelClassName="small mb-1"
            value={plan}
            emptyLabel={t('orders.allPlans')}
            options={plans}
            optionLabel={(p) => t(`plans.${p}`, { defaultValue: p })}
            onChange={(value) => onChange({ plan: value })}
          />
        </Col>
        <Col xs={6} sm={3} lg={2}>
          <Form.Group controlId="orders-from">
            <Form.Label className="small mb-1">{t('orders.from')}</Form.Label>
            <Form.Control type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
          </Form.Group>
        </Col>
        <Col xs={6} sm={3} lg={2}>
          <Form.Group controlId="orders-to">
            <Form.Label className="small mb-1">{t('orders.to')}</Form.Label>
            <Form.Control
              type="date"
              value={to}
              min={from || undefined}
              isInvalid={badRange}
              aria-describedby={badRange ? 'orders-range-error' : undefined}
              onChange={(e) => onChange({ to: e.target.value })}
            />
            <Form.Control.Feedback type="invalid" id="orders-range-error">
              {t('orders.badRange')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <SelectField
            id="orders-due"
            label={t('orders.due')}
            labelClassName="small mb-1"
            value={due}
            emptyLabel={t('orders.anyDue')}
            options={ORDER_DUE}
            optionLabel={(d) => t(`orders.dueStates.${d}`)}
            onChange={(value) => onChange({ due: value as OrderFilters['due'] })}
          />
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <Form.Group controlId="orders-q">
            <Form.Label className="small mb-1">{t('orders.search')}</Form.Label>
            <Form.Control
              type="search"
              value={q}
              placeholder={t('orders.searchPlaceholder')}
              autoComplete="off"
              onChange={(e) => onChange({ q: e.target.value })}
            />
          </Form.Group>
        </Col>
      </Row>
      <div className="mt-2">
        <Button variant="outline-secondary" size="sm" onClick={() => onChange(NO_FILTERS)} disabled={!filtered}>
          {t('orders.clear')}
        </Button>
      </div>
    </Form>
  );
}
