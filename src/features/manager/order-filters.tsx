import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/form/field';
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

  /** The plan and due filters: each the filter of its name, the option that narrows nothing first. */
  const filterSelect = <T extends string>(name: 'plan' | 'due', emptyLabel: string, options: readonly T[], optionLabel: (option: T) => string) => (
    <SelectField
      id={`orders-${name}`}
      label={t(`orders.${name}`)}
      labelClassName="small mb-1"
      value={filters[name]}
      emptyLabel={emptyLabel}
      options={options}
      optionLabel={optionLabel}
      onChange={(value) => onChange({ [name]: value } as Partial<OrderFilters>)}
    />
  );
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
          {filterSelect('plan', t('orders.allPlans'), plans, (p) => t(`plans.${p}`, { defaultValue: p }))}
        </Col>
        <Col xs={6} sm={3} lg={2}>
          <Form.Group controlId="orders-from">
            <Form.Label className="small mb-1">{t('orders.from')}</Form.Label>
            <Form.Control type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
          </Form.Group>
        </Col>
        <Col xs={6} sm={3} lg={2}>
          <Field id="orders-to" label={t('orders.to')} labelClassName="small mb-1" error={badRange ? t('orders.badRange') : null}>
            {(field) => <Form.Control {...field} type="date" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} />}
          </Field>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          {filterSelect('due', t('orders.anyDue'), ORDER_DUE, (d) => t(`orders.dueStates.${d}`))}
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
