import { useTranslation } from 'react-i18next';
import { pageTitle } from '@/lib/page-title';

/** /contact: a line for doubts, suggestions and complaints, the support e-mail, and the institutional note. */
export function ContactPage() {
  const { t } = useTranslation('pages');
  const email = t('contact.email');
  return (
    <div className="bg-white border rounded p-4 static-page">
      <title>{pageTitle(t('contact.documentTitle'))}</title>
      <h1 className="h3 mb-3">{t('contact.heading')}</h1>
      <p className="mb-1">{t('contact.line')}</p>
      <p className="fs-5">
        <a href={`mailto:${email}`}>{email}</a>
      </p>
      <h2 className="h5 mt-4">{t('contact.institutional')}</h2>
      <p className="mb-0">{t('contact.institutionalText')}</p>
    </div>
  );
}
