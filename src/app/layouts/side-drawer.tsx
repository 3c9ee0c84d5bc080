import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/session-token';
import { useFavoriteCount } from '@/stores/favorites';
import { useActiveVehicle, vehicleName } from '@/stores/garage';

interface Props {
  show: boolean;
  user: SessionUser | null;
  onClose: () => void;
  onProfile: () => void;
  onLogout: () => void;
}

/** The mobile side drawer (below 992 px), loaded on first open. */
export function SideDrawer({ show, user, onClose, onProfile, onLogout }: Props) {
  const { t } = useTranslation();
  const favoriteCount = useFavoriteCount();
  const vehicle = useActiveVehicle();
  const links = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.moreParts, label: t('nav.moreParts') },
    { to: paths.moreParts, label: t('nav.buy') },
    { to: paths.garage, label: vehicle ? t('garage.linkWithVehicle', { vehicle: vehicleName(vehicle) }) : t('garage.link') },
    { to: paths.favorites, label: favoriteCount ? t('favorites.linkCount', { count: favoriteCount }) : t('favorites.link') },
    { to: paths.subscription, label: t('nav.advertise') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.contact, label: t('nav.contact') },
    { to: paths.faq, label: t('nav.faq') },
  ];
  return (
    <Offcanvas show={show} onHide={onClose} placement="end" id="side-drawer" aria-labelledby="side-drawer-title">
      <Offcanvas.Header closeButton closeLabel={t('nav.closeMenu')}>
        <Offcanvas.Title id="side-drawer-title">{user ? user.username : t('nav.menuTitle')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Nav className="flex-column gap-1" aria-label={t('nav.main')}>
          {links.map((l) => (
            <Nav.Link key={l.label} as={NavLink} to={l.to} onClick={onClose} end>
              {l.label}
            </Nav.Link>
          ))}
          <hr />
          {user ? (
            <>
              <Nav.Link as={Link} to={paths.adm.dashboard} onClick={onClose}>
                {t('nav.subscriberPanel')}
              </Nav.Link>
              {[
                { label: t('nav.profile'), action: onProfile },
                { label: t('nav.logout'), action: onLogout },
              ].map(({ label, action }) => (
                <Nav.Link
                  key={label}
                  as="button"
                  className="text-start"
                  onClick={() => {
                    onClose();
                    action();
                  }}
                >
                  {label}
                </Nav.Link>
              ))}
            </>
          ) : (
            <Nav.Link as={Link} to={paths.auth} onClick={onClose}>
              {t('nav.login')}
            </Nav.Link>
          )}
        </Nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
