import { lazy, Suspense, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Dropdown from 'react-bootstrap/Dropdown';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { SearchBox } from '@/features/search/search-box';
import { useLogout } from './use-logout';

const ProfileModal = lazy(() => import('@/features/profile/profile-modal').then((m) => ({ default: m.ProfileModal })));

/** Logo, search slot, user menu and (below 992 px) the side drawer. */
export function TopBar() {
  const { t } = useTranslation();
  const user = useSession();
  const logout = useLogout();
  const [drawer, setDrawer] = useState(false);
  const [profile, setProfile] = useState(false);
  const close = () => setDrawer(false);

  const links = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.moreParts, label: t('nav.moreParts') },
    { to: paths.subscription, label: t('nav.advertise') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.contact, label: t('nav.contact') },
    { to: paths.faq, label: t('nav.faq') },
  ];

  return (
    <>
      <Navbar expand="lg" bg="primary" data-bs-theme="dark" className="py-2 shadow-sm" as="div">
        <Container className="gap-3">
          <Navbar.Brand as={Link} to={paths.home} className="d-flex align-items-center gap-2 me-0" aria-label={t('brand.logoAlt')}>
            <img src="/brand/logo.svg" alt="" width={40} height={40} />
            <span className="fw-bold d-none d-sm-inline" aria-hidden="true">{t('brand.name')}</span>
          </Navbar.Brand>
          <div className="flex-grow-1 d-none d-lg-block">
            <SearchBox variant="desktop" />
          </div>
          <div className="d-none d-lg-flex align-items-center">
            {user ? (
              <Dropdown align="end">
                <Dropdown.Toggle variant="primary" className="d-flex align-items-center gap-2 border-0" aria-label={t('nav.userMenu')}>
                  {user.image ? <img src={user.image} alt="" width={50} height={50} className="rounded-circle topbar-avatar bg-light" /> : null}
                  <span>{user.username}</span>
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  <Dropdown.Item as={Link} to={paths.adm.dashboard}>
                    {t('nav.subscriberPanel')}
                  </Dropdown.Item>
                  <Dropdown.Item as="button" onClick={() => setProfile(true)}>
                    {t('nav.profile')}
                  </Dropdown.Item>
                  <Dropdown.Divider />
                  <Dropdown.Item as="button" onClick={logout}>
                    {t('nav.logout')}
                  </Dropdown.Item>
                </Dropdown.Menu>
              </Dropdown>
            ) : (
              <Link to={paths.auth} className="btn btn-light fw-semibold">
                {t('nav.login')}
              </Link>
            )}
          </div>
          <Navbar.Toggle aria-controls="side-drawer" label={t('nav.openMenu')} onClick={() => setDrawer(true)} />
        </Container>
        <Container className="d-lg-none pt-2">
          <SearchBox variant="mobile" />
        </Container>
      </Navbar>
      <Offcanvas show={drawer} onHide={close} placement="end" id="side-drawer" aria-labelledby="side-drawer-title">
        <Offcanvas.Header closeButton closeLabel={t('nav.closeMenu')}>
          <Offcanvas.Title id="side-drawer-title">{user ? user.username : t('nav.menuTitle')}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <Nav className="flex-column gap-1" aria-label={t('nav.main')}>
            {links.map((l) => (
              <Nav.Link key={l.to} as={NavLink} to={l.to} onClick={close}>
                {l.label}
              </Nav.Link>
            ))}
            <hr />
            {user ? (
              <>
                <Nav.Link as={Link} to={paths.adm.dashboard} onClick={close}>
                  {t('nav.subscriberPanel')}
                </Nav.Link>
                <Nav.Link
                  as="button"
                  className="text-start"
                  onClick={() => {
                    close();
                    setProfile(true);
                  }}
                >
                  {t('nav.profile')}
                </Nav.Link>
                <Nav.Link
                  as="button"
                  className="text-start"
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  {t('nav.logout')}
                </Nav.Link>
              </>
            ) : (
              <Nav.Link as={Link} to={paths.auth} onClick={close}>
                {t('nav.login')}
              </Nav.Link>
            )}
          </Nav>
        </Offcanvas.Body>
      </Offcanvas>
      {profile ? (
        <Suspense fallback={null}>
          <ProfileModal show={profile} onClose={() => setProfile(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
