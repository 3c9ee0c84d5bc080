import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
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
      <Container>
        <Nav variant="underline" as="nav" aria-label={t('nav.main')} className="gap-3">
          {tabs.map((tab) => (
            <Nav.Item key={tab.to}>
              <Nav.Link as={NavLink} to={tab.to} active={tab.active} className="py-2">
                {tab.label}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </Container>
    </header>
  );
}
