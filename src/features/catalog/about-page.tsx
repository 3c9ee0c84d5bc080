import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pageTitle } from '@/lib/page-title';

/** /about: story, mission, what is offered and an invitation to get in touch. */
export function AboutPage() {
  const { t } = useTranslation('pages');
  const sections = [
    { title: t('about.storyTitle'), text: t('about.story') },
    { title: t('about.missionTitle'), text: t('about.mission') },
    { title: t('about.offerTitle'), text: t('about.offer') },
  ];
  return (
    <div className="bg-white border rounded p-4 static-page">
      <title>{pageTitle(t('about.documentTitle'))}</title>
      <h1 className="h3 mb-4">{t('about.heading')}</h1>
      {sections.map((s) => (
        <section key={s.title} className="mb-4">
          <h2 className="h5">{s.title}</h2>
          <p className="mb-0">{s.text}</p>
        </section>
      ))}
      <section>
        <h2 className="h5">{t('about.contactTitle')}</h2>
        <p>{t('about.contact')}</p>
        <Link to={paths.contact} className="btn btn-primary">
          {t('about.contactLink')}
        </Link>
      </section>
    </div>
  );
}
