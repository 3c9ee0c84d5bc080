import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { subscriberDashboardQuery, type SubscriberDashboard as Data } from './shared/api/dashboard';
import { isAccessError } from '@/api/errors';
import { QueryBody } from '@/components/feedback/query-body';
import { PageHeader } from '@/components/page-header';
import { PlanUsageBar } from '@/features/subscriptions/shared/plan-usage-bar';
import { RemoteImage } from '@/components/remote-image';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { reloadPage } from '@/lib/browser-actions';
import { formatCount } from '@/lib/format';
import { formatDate } from '@/lib/dates';
import { isPastExpiry } from '@/features/subscriptions/shared/plan-state';
import { useSession } from '@/stores/session';
import { pageTitle } from '@/lib/page-title';
import { InterestChart } from './interest-chart';
import { UnsubscribedDashboard } from './unsubscribed-dashboard';

/**
 * /adm/dashboard for everyone who is not a manager. A session without a subscription
 * gets the invitation at once (no call); a subscriber whose plan lapsed since the
 * token was issued gets 403 from the server, which the session code answers (the plans page).
 */
export function SubscriberDashboard() {
  const user = useSession();
  if (user?.role !== 'subscriber') return <UnsubscribedDashboard />;
  return <SubscriberPanel />;
}

function SubscriberPanel() {
  const { t } = useTranslation('advertiser');
  const title = <title>{pageTitle(t('dashboard.title'))}</title>;
  const query = useQuery(subscriberDashboardQuery());
  const toasted = useRef<unknown>(null);
  const error = query.error;

  useEffect(() => {
    // A 401 or 403 is the session code's (login, or the plans page).
    if (!error || isAccessError(error) || toasted.current === error) return;
    toasted.current = error;
    toast.danger(t('states.requestError', { ns: 'common' }));
  }, [error, t]);

  return (
    <>
      {title}
      {/* 'Tentar novamente' reloads the page here: the panel's other parts start again with it. */}
      <QueryBody query={query} errorMessage={() => t('dashboard.loadFailed')} onRetry={reloadPage}>
        {(data) => <Panel data={data} />}
      </QueryBody>
    </>
  );
}

function Stat({ label, value, variant }: { label: string; value: number; variant: string }) {
  return (
    <Card className={`h-100 border-0 shadow-sm border-start border-4 border-${variant}`}>
      <Card.Body>
        <div className="text-body-secondary small">{label}</div>
        <div className="fs-2 fw-bold">{formatCount(value)}</div>
      </Card.Body>
    </Card>
  );
}

function Panel({ data }: { data: Data }) {
  const { t } = useTranslation('advertiser');
  const sub = data.subscriptions;
  // The plan's one display name (the plans page's), never its internal identifier beside it.
  const planLabel = sub?.plan ? t(`plans.${sub.plan}`, { defaultValue: sub.plan }) : '';
  // The server may still call a plan current for a while after its expiry date: the date decides.
  const expired = Boolean(sub && isPastExpiry(sub.expires));
  return (
    <div className="d-flex flex-column gap-3" style={{ width: 0, minWidth: '100%' }}>
      <PageHeader title={t('dashboard.title')} action={{ to: paths.adm.productCreate, label: t('dashboard.createProduct') }} />

      {expired && sub ? (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2 mb-0">
          <span className="me-auto">{t('dashboard.expiredWarning', { plan: planLabel, date: formatDate(sub.expires) })}</span>
          <Link to={paths.subscription} className="btn btn-primary btn-sm">
            {t('dashboard.renew')}
          </Link>
        </Alert>
      ) : null}

      <Card className="border-0 shadow-sm">
        <Card.Body>
          <h2 className="h5">{t('dashboard.subscription')}</h2>
          {sub ? (
            <dl className="row mb-0">
              <dt className="col-6 col-md-3 fw-normal text-body-secondary">{t('dashboard.plan')}</dt>
              <dd className="col-6 col-md-3 fw-semibold" data-testid="dashboard-plan">
                {planLabel}
              </dd>
              <dt className="col-6 col-md-3 fw-normal text-body-secondary">{t('dashboard.frequency')}</dt>
              <dd className="col-6 col-md-3">{sub.frequency ? t(`frequency.${sub.frequency}`, { defaultValue: sub.frequency }) : ''}</dd>
              <dt className="col-6 col-md-3 fw-normal text-body-secondary">{t('dashboard.created')}</dt>
              <dd className="col-6 col-md-3">{formatDate(sub.created)}</dd>
              <dt className="col-6 col-md-3 fw-normal text-body-secondary">{t('dashboard.expires')}</dt>
              <dd className="col-6 col-md-3 mb-0">
                {expired ? (
                  <span className="d-inline-flex flex-wrap align-items-center column-gap-2">
                    {formatDate(sub.expires)}
                    <Badge bg="danger">{t('dashboard.expired')}</Badge>
                  </span>
                ) : (
                  formatDate(sub.expires)
                )}
              </dd>
            </dl>
          ) : (
            <p className="mb-0">{t('dashboard.noSubscription')}</p>
          )}
          <PlanUsageBar className="mt-3" />
        </Card.Body>
      </Card>

      <section aria-labelledby="dashboard-parts">
        <h2 id="dashboard-parts" className="visually-hidden">
          {t('dashboard.parts')}
        </h2>
        <Row className="g-3">
          <Col xs={12} sm={4}>
            <Stat label={t('dashboard.published')} value={data.publishedCarParts} variant="primary" />
          </Col>
          <Col xs={6} sm={4}>
            <Stat label={t('dashboard.national')} value={data.nationalCarParts} variant="success" />
          </Col>
          <Col xs={6} sm={4}>
            <Stat label={t('dashboard.imported')} value={data.importedCarParts} variant="warning" />
          </Col>
        </Row>
      </section>

      <Row className="g-3">
        <Col xs={12} xl={7}>
          <Card className="h-100 border-0 shadow-sm">
            <Card.Body>
              <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
                <h2 className="h5 mb-0 me-auto">{t('dashboard.interest')}</h2>
                <span className="fw-semibold" data-testid="interest-total">
                  {t('dashboard.interestTotal', { count: data.engagement.total })}
                </span>
              </div>
              {data.engagement.data.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('dashboard.noInterest')}</p>
              ) : (
                <>
                  <InterestChart rows={data.engagement.data} />
                  <h3 className="h6 mt-3">{t('dashboard.interestPerPart')}</h3>
                  <ul className="list-group list-group-flush dashboard-interest-list">
                    {data.engagement.data.map((row, i) => (
                      <li key={`${row.part_name}-${i}`} className="list-group-item d-flex justify-content-between gap-2 px-0">
                        <span>{row.part_name}</span>
                        <span className="badge text-bg-primary align-self-center">{t('dashboard.interestCount', { count: row.engagement })}</span>
                      </li>
                    ))}
                  </ul>
                  <Link to={paths.adm.engagement} className="btn btn-outline-primary btn-sm mt-2">
                    {t('dashboard.seeEngagements')}
                  </Link>
                </>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12} xl={5}>
          <Card className="h-100 border-0 shadow-sm">
            <Card.Body>
              <h2 className="h5 mb-3">{t('dashboard.mostViewed')}</h2>
              {data.mostViewedCarParts.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('dashboard.noViews')}</p>
              ) : (
                <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
                  {data.mostViewedCarParts.map((p, i) => (
                    <li key={`${p.description}-${i}`} className="d-flex align-items-center gap-3">
                      <RemoteImage src={p.image} width={64} height={64} className="rounded border object-fit-cover flex-shrink-0" />
                      <span>{p.url ? <Link to={paths.product(p.url)}>{p.description}</Link> : p.description}</span>
                    </li>
                  ))}
                </ul>
              )}
              <Link to={paths.adm.productList} className="btn btn-outline-primary btn-sm mt-3">
                {t('dashboard.seeProducts')}
              </Link>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
