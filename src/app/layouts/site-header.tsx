import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The three tabs under the top bar: home, more parts, be an advertiser. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = [
    { to: paths.home, label: t('nav.home'), active: pathname === '/' || pathname === paths.home },
    { to: paths.moreParts, label: t('nav.moreParts'), active: pathname.startsWith(paths.moreParts) },
    { to: paths.subscription, label: t('nav.advertise'), active: pathname === paths.subscription },
  ];
  return (
    <header className="bg-white border-bottom">
      {/* Bootstrap's nav markup without its JavaScript: three links need none (the start-up stays lighter). */}
      <div className="container">
        <nav className="gap-3 nav nav-underline" aria-label={t('nav.main')}>
          {tabs.map((tab) => (
            <div key={tab.to} className="nav-item">
              <NavLink to={tab.to} className={`py-2 nav-link${tab.active ? ' active' : ''}`}>
                {tab.label}
              </NavLink>
            </div>
          ))}
        </nav>
      </div>
    </header>
  );
}
