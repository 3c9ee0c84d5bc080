import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isAccessError } from '@/api/errors';
import { managerDashboardQuery, type ManagerDashboard as Counts } from './api/manager';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { toast } from '@/components/toast/toast-store';
import { QueryBody } from '@/components/feedback/query-body';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { FinancePanel } from './finance-panel';
import { ordersUrl } from './finance-format';
import { ManagerPage } from './manager-page';

/** Each count opens the orders table filtered to the orders it counts. */
const CARDS: Array<{ key: keyof Counts; tone: string; to: string }> = [
  { key: 'invoicesWaiting', tone: 'primary', to: ordersUrl({ status: 'WAITING' }) },
  { key: 'invoicesExpiring', tone: 'warning', to: ordersUrl({ due: 'expiring' }) },
  // The same orders as the finance panel's 'Em atraso'.
  { key: 'invoicesExpired', tone: 'danger', to: ordersUrl({ due: 'overdue' }) },
];

/**
 * /adm/dashboard for a manager: waiting, expiring (due today or within 3 days) and expired (due day over) invoices
 * (GET /adm-dashboard-page), then the finance panel computed from the payment orders.
 */
export function ManagerDashboard() {
  const { t, i18n } = useTranslation('manager');
  const query = useQuery(managerDashboardQuery());
  const error = query.error;

  useEffect(() => {
    // A 401 or 403 is the session code's (login, or the plans page).
    if (error && !isAccessError(error)) toast.danger(t('errors.requestError'));
  }, [error, t]);

  return (
    <ManagerPage headingId="manager-dashboard-title" title={t('dashboard.title')}>
      <p className="text-body-secondary mb-4">{t('dashboard.subtitle')}</p>
      <section aria-labelledby="invoices-title">
        <h2 id="invoices-title" className="h5 mb-3">
          {t('dashboard.invoicesTitle')}
        </h2>
        <QueryBody query={query} loading={<PageSpinner minHeight={136} />} errorMessage={() => t('dashboard.loadError')}>
          {(counts) => (
            <Row xs={1} md={3} className="g-3">
              {CARDS.map(({ key, tone, to }) => (
                <Col key={key}>
                  <Card className={`h-100 border-0 border-start border-4 border-${tone} shadow-sm`} data-testid={key}>
                    <Card.Body>
                      <h3 className="h6 mb-2">
                        <Link to={to} className="stretched-link">
                          {t(`dashboard.${key}`)}
                        </Link>
                      </h3>
                      <p className="display-6 fw-semibold mb-1" aria-live="polite">
                        {formatCount(counts[key], i18n.language)}
                      </p>
                      <p className="small text-body-secondary mb-0">{t(`dashboard.${key}Help`)}</p>
                    </Card.Body>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </QueryBody>
      </section>
      <FinancePanel />
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Link to={paths.adm.paymentOrder} className="btn btn-primary">
          {t('dashboard.openOrders')}
        </Link>
        <Link to={paths.adm.reportSubscriptions} className="btn btn-outline-primary">
          {t('dashboard.openReport')}
        </Link>
      </div>
    </ManagerPage>
  );
}
