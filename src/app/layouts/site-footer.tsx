import { useQuery } from '@tanstack/react-query';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { versionQuery } from '@/api/system';
import { APP_MAJOR } from '@/config/env';
import { paths } from '@/config/paths';
import { toast } from '@/components/toast/toast-store';

/** Title, description, links and the version line (fixed major + server version, 0.0.0 when it fails). */
export function SiteFooter() {
  const { t } = useTranslation();
  const version = useQuery(versionQuery());
  if (version.isError) console.error('Erro na requisição', version.error);
  const serverVersion = version.data ?? '0.0.0';

  const resetDemo = async () => {
    if (!__SIMULATED_API__) return;
    const { resetDemoData } = await import('@/mocks/browser');
    await resetDemoData();
    toast.success(t('footer.resetDemoDone'));
    window.location.assign(paths.home);
  };

  return (
    <footer className="site-footer mt-5 pt-5 pb-4">
      <Container>
        <div className="row g-4">
          <div className="col-12 col-md-6">
            <h2 className="h5">{t('footer.title')}</h2>
            <p className="footer-muted">{t('footer.description')}</p>
            <p className="small footer-muted">{t('footer.about')}</p>
          </div>
          <nav className="col-6 col-md-3" aria-labelledby="footer-links">
            <h2 className="h6" id="footer-links">
              {t('footer.links')}
            </h2>
            <ul className="list-unstyled">
              <li><Link to={paths.home}>{t('nav.home')}</Link></li>
              <li><Link to={paths.moreParts}>{t('nav.buy')}</Link></li>
              <li><Link to={paths.subscription}>{t('nav.advertise')}</Link></li>
            </ul>
          </nav>
          <nav className="col-6 col-md-3" aria-labelledby="footer-institutional">
            <h2 className="h6" id="footer-institutional">
              {t('footer.institutional')}
            </h2>
            <ul className="list-unstyled">
              <li><Link to={paths.about}>{t('nav.about')}</Link></li>
              <li><Link to={paths.contact}>{t('nav.contact')}</Link></li>
              <li><Link to={paths.faq}>{t('nav.faq')}</Link></li>
            </ul>
          </nav>
        </div>
        <hr />
        <div className="d-flex flex-wrap justify-content-between gap-2 small footer-muted">
          <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
          <span data-testid="app-version">{t('footer.version', { version: `${APP_MAJOR}.${serverVersion}` })}</span>
          {__SIMULATED_API__ ? (
            <button type="button" className="btn btn-link btn-sm text-white p-0" onClick={() => void resetDemo()}>
              {t('footer.resetDemo')}
            </button>
          ) : null}
        </div>
      </Container>
    </footer>
  );
}
