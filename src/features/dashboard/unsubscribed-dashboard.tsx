import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pageTitle } from '@/lib/page-title';

/** What a registered user without a subscription sees on /adm/dashboard: an invitation to subscribe. */
export function UnsubscribedDashboard() {
  const { t } = useTranslation('advertiser');
  return (
    <Card className="border-0 shadow-sm">
      <title>{pageTitle(t('invite.title'))}</title>
      <Card.Body className="p-4 p-lg-5 d-flex flex-column flex-lg-row gap-4 align-items-lg-center">
        <img src="/brand/subscription-banner.svg" alt="" width={280} height={180} className="img-fluid flex-shrink-0" loading="lazy" />
        <div>
          <h1 className="h3">{t('invite.title')}</h1>
          <p className="lead">{t('invite.text')}</p>
          <ul>
            <li>{t('invite.benefits.parts')}</li>
            <li>{t('invite.benefits.interest')}</li>
            <li>{t('invite.benefits.banner')}</li>
          </ul>
          <div className="d-flex flex-wrap gap-2">
            <Link to={paths.subscription} className="btn btn-primary btn-lg">
              {t('invite.subscribe')}
            </Link>
            <Link to={paths.adm.statement} className="btn btn-outline-secondary btn-lg">
              {t('invite.statement')}
            </Link>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
