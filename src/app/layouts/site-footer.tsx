import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { versionQuery } from '@/api/system';
import { APP_MAJOR } from '@/config/env';
import { paths } from '@/config/paths';
import { toast } from '@/components/toast/toast-store';

/** The footer's link columns: the heading's id and text, then each link's path and text. */
const COLUMNS = [
  {
    id: 'footer-links',
    title: 'links',
    links: { [paths.home]: 'common:nav.home', [paths.moreParts]: 'common:nav.buy', [paths.subscription]: 'common:nav.advertise' },
  },
  {
    id: 'footer-institutional',
    title: 'institutional',
    links: {
      [paths.about]: 'common:nav.about',
      [paths.contact]: 'common:nav.contact',
      [paths.faq]: 'common:nav.faq',
      [paths.terms]: 'terms',
      [paths.privacy]: 'privacy',
    },
  },
] as const;

/** A column of footer links, named by its heading. */
function FooterLinks({ id, title, links }: (typeof COLUMNS)[number]) {
  const { t } = useTranslation('footer');
  return (
    <nav className="col-6 col-md-3" aria-labelledby={id}>
      <h2 className="h6" id={id}>
        {t(title)}
      </h2>
      <ul className="list-unstyled">
        {Object.entries(links).map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Title, description, links and the version line (fixed major + server version, 0.0.0 when it
 * fails). A part of the public layout loaded once the first page is drawn, with its texts ('footer').
 */
export function SiteFooter() {
  const { t } = useTranslation('footer');
  const version = useQuery(versionQuery());
  if (version.isError) console.error('Erro na requisição', version.error);
  const serverVersion = version.data ?? '0.0.0';

  // The simulated API restores its demo data as the page opens with the reset-demo flag (and then
  // drops the flag from the address): the app never imports the simulated API to reset it.
  const resetDemo = () => {
    if (!__SIMULATED_API__) return;
    toast.success(t('resetDemoDone'));
    window.location.assign(`${paths.home}?reset-demo`);
  };

  return (
    <footer className="site-footer mt-5 pt-5 pb-4">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6">
            <h2 className="h5">{t('title')}</h2>
            <p className="footer-muted">{t('description')}</p>
            <p className="small footer-muted">{t('about')}</p>
          </div>
          {COLUMNS.map((column) => (
            <FooterLinks key={column.id} {...column} />
          ))}
        </div>
        <hr />
        <div className="d-flex flex-wrap justify-content-between gap-2 small footer-muted">
          <span>{t('rights', { year: new Date().getFullYear() })}</span>
          <span data-testid="app-version">{t('version', { version: `${APP_MAJOR}.${serverVersion}` })}</span>
          {__SIMULATED_API__ ? (
            <button type="button" className="btn btn-link btn-sm text-white p-0" onClick={resetDemo}>
              {t('resetDemo')}
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
