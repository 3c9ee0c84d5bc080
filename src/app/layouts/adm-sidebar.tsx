import { useQuery } from '@tanstack/react-query';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { engagementsQuery, isAwaitingContact, type Engagement } from '@/features/engagement/api/engagement';
import { userStatusQuery } from '@/api/user-status';
import { paths } from '@/config/paths';
import { ADM_ROUTES, MENU_GROUPS, ROLES, SITE_ROUTES, type AdmRouteId, type RouteEntry, type SiteRouteId } from '@/config/routes';
import type { SessionUser } from '@/lib/session-token';

interface MenuItem {
  to: string;
  label: string;
}
interface MenuGroup {
  title: string;
  items: MenuItem[];
}

/** Every route with a sidebar link, site and admin, in the table's order, with its address. */
const MENU_LINKS = [
  ...Object.entries(SITE_ROUTES as Record<string, RouteEntry>).map(([id, route]) => ({ id, route, to: paths[id as SiteRouteId] as string })),
  ...Object.entries(ADM_ROUTES as Record<string, RouteEntry>).map(([id, route]) => ({ id, route, to: paths.adm[id as AdmRouteId] as string })),
].filter(({ route }) => route.menu);

/**
 * The sidebar by user type, from the route table's menus: each group (in MENU_GROUPS' order)
 * holds the links of the routes the user's role opens, the advertising ones by the subscriber's
 * status; a group with none is not drawn. Without a subscription: dashboard and statement; a
 * subscriber also products, sales and advertising (shown -> create and list; hidden -> subscribe;
 * other -> statement); a manager: dashboard, payment orders and the report.
 */
export function admMenu(user: SessionUser, adsStatus: string | undefined, t: (k: string) => string): MenuGroup[] {
  const ads = user.role !== 'subscriber' ? undefined : adsStatus === 'shown' || adsStatus === 'hidden' ? adsStatus : 'other';
  return MENU_GROUPS.map((group) => ({
    title: t(`adm:${group}`),
    items: MENU_LINKS.filter(({ route }) => route.menu === group && (route.roles ?? ROLES).includes(user.role) && (!route.ads || route.ads === ads)).map(
      ({ id, to, route }) => ({ to, label: t(`adm:${route.menuLabel ?? id}`) }),
    ),
  })).filter((group) => group.items.length > 0);
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
  const { t } = useTranslation(['common', 'adm']);
  const isSubscriber = user.role === 'subscriber';
  const status = useQuery({ ...userStatusQuery(), enabled: isSubscriber });
  const awaiting = useAwaitingCount(isSubscriber);
  const groups = admMenu(user, status.data?.ads.status, t);
  return (
    <Nav as="nav" className="flex-column gap-1" aria-label={t('adm:sidebar')}>
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
                    <span className="visually-hidden">{t('adm:newCount', { count: awaiting })}</span>
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
