import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paymentOrdersQuery } from './api/manager';
import { QueryBody } from '@/components/feedback/query-body';
import { formatBRL } from '@/lib/format';
import { FinanceChart } from './finance-chart';
import { monthName, ordersUrl } from './finance-format';
import { addMonths, monthRange, summarizeFinance, type FinanceSummary, type Total } from './finance-summary';
import { FinanceTable } from './finance-table';

interface Figure {
  key: 'thisMonth' | 'lastMonth' | 'dueSoon' | 'overdue';
  tone: string;
  /** The text under the amount: payments received, or open orders. */
  unit: 'payments' | 'openOrders';
  /** The orders table filtered to the figure's orders. */
  to: string;
}

function figuresOf(nowMonth: string): Figure[] {
  const thisMonth = monthRange(nowMonth);
  const lastMonth = monthRange(addMonths(nowMonth, -1));
  return [
    { key: 'thisMonth', tone: 'success', unit: 'payments', to: ordersUrl({ status: 'PAID', ...thisMonth }) },
    { key: 'lastMonth', tone: 'secondary', unit: 'payments', to: ordersUrl({ status: 'PAID', ...lastMonth }) },
    { key: 'dueSoon', tone: 'warning', unit: 'openOrders', to: ordersUrl({ status: 'WAITING,SENT', sort: 'expires', dir: 'asc' }) },
    { key: 'overdue', tone: 'danger', unit: 'openOrders', to: ordersUrl({ due: 'overdue' }) },
  ];
}

/** Fixed heights while loading, so nothing below moves when the figures arrive. */
function PanelSkeleton() {
  return (
    <div aria-hidden="true">
      <Row xs={1} sm={2} xl={4} className="g-3 mb-4">
        {[0, 1, 2, 3].map((i) => (
          <Col key={i}>
            <Placeholder as="div" animation="glow" className="finance-figure-skeleton">
              <Placeholder className="w-100 h-100 rounded" />
            </Placeholder>
          </Col>
        ))}
      </Row>
      <Placeholder as="div" animation="glow" className="finance-chart-skeleton">
        <Placeholder className="w-100 h-100 rounded" />
      </Placeholder>
    </div>
  );
}

function FigureCard({ figure, total, title }: { figure: Figure; total: Total; title: string }) {
  const { t } = useTranslation('manager');
  return (
    <Card className={`h-100 border-0 border-start border-4 border-${figure.tone} shadow-sm`} data-testid={`finance-${figure.key}`}>
      <Card.Body>
        <h3 className="h6 mb-2">
          <Link to={figure.to} className="stretched-link">
            {title}
          </Link>
        </h3>
        <p className="fs-4 fw-semibold mb-1 text-nowrap">{formatBRL(total.amount)}</p>
        <p className="small text-body-secondary mb-0">{t(`finance.${figure.unit}`, { count: total.count })}</p>
      </Card.Body>
    </Card>
  );
}

function PlanTable({ summary }: { summary: FinanceSummary }) {
  const { t, i18n } = useTranslation('manager');
  const totalReceived = summary.plans.reduce((s, p) => s + p.received.amount, 0);
  const first = monthName(summary.months[0].month, i18n.language);
  const last = monthName(summary.months[summary.months.length - 1].month, i18n.language);
  if (summary.plans.length === 0) return <p className="text-body-secondary mb-0">{t('finance.noPlans')}</p>;
  return (
    <FinanceTable
      caption={t('finance.plansCaption', { first, last })}
      captionClassName="caption-top small pt-0"
      headLabel={t('finance.plan')}
      otherLabel={t('finance.open')}
      otherNote={(count) => t('finance.openOrders', { count })}
      rows={summary.plans.map((p) => {
        const share = totalReceived > 0 ? Math.round((p.received.amount / totalReceived) * 100) : 0;
        return {
          key: p.plan,
          head: (
            <>
              <Link to={ordersUrl({ plan: p.plan })}>{t(`plans.${p.plan}`, { defaultValue: p.plan })}</Link>
              <span className="d-block small text-body-secondary">{t('finance.share', { share })}</span>
              <span className="finance-share d-block mt-1" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
            </>
          ),
          received: p.received,
          other: p.open,
        };
      })}
    />
  );
}

/**
 * What came in and what is still to come, from the payment orders (GET /manager-subscription-page):
 * received this month and last month, due in the next 7 days, overdue, the last 12 months as a
 * chart and what each plan brought in. Every figure opens the orders table filtered to its orders.
 */
export function FinancePanel() {
  const { t } = useTranslation('manager');
  const query = useQuery(paymentOrdersQuery());
  // The figures are as of the reply: the time it came is their "now".
  const asOf = query.dataUpdatedAt;
  const summary = useMemo(() => (query.data ? summarizeFinance(query.data, asOf) : null), [query.data, asOf]);

  return (
    <section aria-labelledby="finance-title" className="mt-4">
      <h2 id="finance-title" className="h5 mb-3">
        {t('finance.title')}
      </h2>
      {/* The summary is made from the data, so it is there whenever the data is. */}
      <QueryBody query={query} loading={<PanelSkeleton />} errorMessage={() => t('finance.loadError')}>
        {() =>
          summary && (
            <>
              <Row xs={1} sm={2} xl={4} className="g-3 mb-4">
                {figuresOf(summary.months[summary.months.length - 1].month).map((figure) => (
                  <Col key={figure.key}>
                    <FigureCard figure={figure} total={summary[figure.key]} title={t(`finance.${figure.key}`)} />
                  </Col>
                ))}
              </Row>
              <Card className="shadow-sm border-0 mb-3" data-testid="finance-chart">
                <Card.Body>
                  <h3 className="h6 mb-2">{t('finance.chartTitle')}</h3>
                  <FinanceChart months={summary.months} />
                </Card.Body>
              </Card>
              <Card className="shadow-sm border-0" data-testid="finance-plans">
                <Card.Body>
                  <h3 className="h6 mb-2">{t('finance.byPlan')}</h3>
                  <PlanTable summary={summary} />
                </Card.Body>
              </Card>
            </>
          )
        }
      </QueryBody>
    </section>
  );
}
