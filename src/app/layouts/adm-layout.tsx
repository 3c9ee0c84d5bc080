import { Suspense, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Dropdown from 'react-bootstrap/Dropdown';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData } from 'react-router-dom';
import type { AdmGuardData } from '@/auth/adm-guard';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session';
import { PageSpinner } from '@/components/feedback/page-spinner';
import '@/styles/extras.scss';
import { AdmSidebar } from './adm-sidebar';
import { MenuButton } from './menu-button';
import { useLogout } from './use-logout';

/**
 * /adm, once its guard (src/auth/adm-guard.ts, the route's loader) let the user in at the page's
 * own address: the admin header, sidebar and a fluid container, with the guard's message when it
 * sent a page of another role here.
 */
export function AdmLayout() {
  const { t } = useTranslation(['common', 'adm']);
  const user = useSession();
  const logout = useLogout();
  const [drawer, setDrawer] = useState(false);

  const { accessDenied } = useLoaderData<AdmGuardData>();

  // The session ended here (a logout, a 401): the way out is under way (no redirect of its own).
  if (!user) return null;
  const denied = accessDenied !== null;

  return (
    <>
      <a href="#adm-main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <Navbar bg="white" className="border-bottom px-3 py-2 sticky-top" as="header">
        <MenuButton open={drawer} onOpen={() => setDrawer(true)} className="d-inline-block me-2" />
        <Navbar.Brand as={Link} to={paths.adm.dashboard} className="d-flex align-items-center gap-2">
          <img src="/brand/logo.svg" alt="" width={32} height={32} />
          <span className="fw-bold">{t('brand.name')}</span>
          <span className="text-body-secondary small d-none d-sm-inline">{t('adm:title')}</span>
        </Navbar.Brand>
        <Dropdown align="end" className="ms-auto">
          <Dropdown.Toggle variant="light" className="d-flex align-items-center gap-2" aria-label={t('nav.userMenu')}>
            {user.image ? (
              <img src={user.image} alt={t('adm:userImage', { name: user.username })} width={40} height={40} className="rounded-circle adm-avatar" />
            ) : null}
            <span className="d-none d-sm-inline">{user.username}</span>
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.ItemText className="small text-body-secondary">{t(`adm:roles.${user.role}`)}</Dropdown.ItemText>
            <Dropdown.Item as={Link} to={paths.home}>
              {t('nav.backToSite')}
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={logout}>
              {t('nav.logout')}
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </Navbar>
      <div className="d-flex">
        <aside className="adm-sidebar bg-white border-end d-none d-lg-block py-3 flex-shrink-0">
          <AdmSidebar user={user} onLogout={logout} />
        </aside>
        <Offcanvas show={drawer} onHide={() => setDrawer(false)} id="adm-drawer" aria-labelledby="adm-drawer-title">
          <Offcanvas.Header closeButton closeLabel={t('nav.closeMenu')}>
            <Offcanvas.Title id="adm-drawer-title">{t('adm:title')}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <AdmSidebar user={user} onNavigate={() => setDrawer(false)} onLogout={logout} />
          </Offcanvas.Body>
        </Offcanvas>
        <main id="adm-main" tabIndex={-1} className="adm-main">
          <Container fluid className="py-3 px-3 px-lg-4">
            {denied ? (
              <Alert variant="warning" role="alert" className="py-2">
                {t('adm:accessDenied')}
              </Alert>
            ) : null}
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Container>
        </main>
      </div>
    </>
  );
}
