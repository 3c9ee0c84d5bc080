import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/session-token';

/** The logged-in user's menu (loaded only for a logged-in user: it brings Popper along). */
export function UserMenu({ user, onProfile, onLogout }: { user: SessionUser; onProfile: () => void; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Dropdown align="end">
      {/* No vertical padding: the 50 px avatar alone sets the height, so the top bar keeps the height it has logged out. */}
      <Dropdown.Toggle variant="primary" className="d-flex align-items-center gap-2 border-0 py-0" aria-label={t('nav.userMenu')}>
        {user.image ? <img src={user.image} alt="" width={50} height={50} className="rounded-circle topbar-avatar bg-light" /> : null}
        <span>{user.username}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to={paths.adm.dashboard}>
          {t('nav.subscriberPanel')}
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={onProfile}>
          {t('nav.profile')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={onLogout}>
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
