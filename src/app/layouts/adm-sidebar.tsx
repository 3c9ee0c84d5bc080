import { useQuery } from '@tanstack/react-query';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { engagementsQuery, isAwaitingContact, type Engagement } from '@/api/engagement';
import { userStatusQuery } from '@/api/system';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/session-token';

interface MenuItem {
  to: string;
  label: string;
}
interface MenuGroup {
  title: string;
  items: MenuItem[];
}

/** The advertising menu by GET /user-status: shown -> create and list; hidden -> subscribe; other -> statement. */
function advertisingItems(status: string | undefined, t: (k: string) => string): MenuItem[] {
  if (status === 'shown')
    return [
      { to: paths.adm.adsCreate, label: t('adm.adsCreate') },
      { to: paths.adm.adsList, label: t('adm.adsList') },
    ];
  if (status === 'hidden') return [{ to: paths.adsSubscribe, label: t('adm.adsSubscribe') }];
  return [{ to: paths.adm.adsStatement, label: t('adm.adsStatement') }];
}

/**
 * Sidebar by user type: without a subscription, dashboard and statement; a subscriber also
 * products, sales and advertising (by ads status); a manager, payment orders and the report.
 */
export function admMenu(user: SessionUser, adsStatus: string | undefined, t: (k: string) => string): MenuGroup[] {
  const dashboard = { title: t('adm.dashboard'), items: [{ to: paths.adm.dashboard, label: t('adm.dashboard') }] };
  if (user.role === 'manager') {
    return [
      dashboard,
      { title: t('adm.subscriptions'), items: [{ to: paths.adm.paymentOrder, label: t('adm.paymentOrders') }] },
      { title: t('adm.reports'), items: [{ to: paths.adm.reportSubscriptions, label: t('adm.reportSubscriptions') }] },
    ];
  }
  const statement = { title: t('adm.subscriptions'), items: [{ to: paths.adm.statement, label: t('adm.statement') }] };
  if (user.role !== 'subscriber') return [dashboard, statement];
  return [
    dashboard,
    statement,
    {
      title: t('adm.products'),
      items: [
        { to: paths.adm.productCreate, label: t('adm.productCreate') },
        { to: paths.adm.productList, label: t('adm.productList') },
        { to: paths.adm.productImport, label: t('adm.productImport') },
      ],
    },
    { title: t('adm.sales'), items: [{ to: paths.adm.engagement, label: t('adm.engagement') }] },
    { title: t('adm.advertising'), items: advertisingItems(adsStatus, t) },
  ];
}

const countAwaiting = (rows: Engagement[]) => rows.filter((e) => isAwaitingContact(e.status)).length;

/**
 * A subscriber's interest requests still awaiting their contact (opened or viewed), beside
 * 'Interessados'. The list the interest page shows, kept a minute: moving between pages asks
 * nothing; an answer replaces the cached list, so the count follows at once. 0 when it fails.
 */
function useAwaitingCount(enabled: boolean): number {
  const query = useQuery({ ...engagementsQuery(), staleTime: 60_000, enabled, select: countAwaiting });
  return query.data ?? 0;
}

export function AdmSidebar({ user, onNavigate, onLogout }: { user: SessionUser; onNavigate?: () => void; onLogout: () => void }) {
  const { t } = useTranslation();
  const isSubscriber = user.role === 'subscriber';
  const status = useQuery({ ...userStatusQuery(), enabled: isSubscriber });
  const awaiting = useAwaitingCount(isSubscriber);
  const groups = admMenu(user, status.data?.ads.status, t);
  return (
    <Nav as="nav" className="flex-column gap-1" aria-label={t('adm.sidebar')}>
      {groups.map((g) => (
        <div key={g.title} className="mb-2">
          <div className="text-uppercase small fw-semibold text-body-secondary px-3 mt-2">{g.title}</div>
          {g.items.map((item) => (
            <Nav.Link key={item.to} as={NavLink} to={item.to} end onClick={onNavigate} className="px-3 rounded">
              {item.label}
              {item.to === paths.adm.engagement && awaiting > 0 ? (
                <>
                  {' '}
                  <span className="badge rounded-pill text-bg-danger ms-1" data-testid="engagement-new-count">
                    <span aria-hidden="true">{awaiting}</span>
                    <span className="visually-hidden">{t('adm.newCount', { count: awaiting })}</span>
                  </span>
                </>
              ) : null}
            </Nav.Link>
          ))}
        </div>
      ))}
      <hr />
      {user.role !== 'manager' ? (
        <Nav.Link as={NavLink} to={paths.home} onClick={onNavigate} className="px-3">
          {t('nav.backToSite')}
        </Nav.Link>
      ) : null}
      <Nav.Link as="button" className="px-3 text-start" onClick={onLogout}>
        {t('nav.logout')}
      </Nav.Link>
    </Nav>
  );
}
