import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { reloadPage } from '@/lib/browser-actions';
import { pageTitle } from '@/lib/page-title';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Router fallback: 'Unexpected Application Error!' with the message, and ways out. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (error) console.error(error);
  return (
    <div className="container py-5" role="alert">
      <h1 className="h3">{t('fallback.title')}</h1>
      <pre className="bg-light border rounded p-3 text-wrap">{messageOf(error)}</pre>
      <p>{t('fallback.help')}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={reloadPage}>
          {t('actions.reload')}
        </button>
        <a className="btn btn-outline-primary" href={paths.home}>
          {t('actions.goHome')}
        </a>
      </div>
    </div>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  // The tab says it too, in the user's language (index.html's title is Portuguese).
  return (
    <div className="text-center py-5">
      <title>{pageTitle(t('states.notFoundTitle'))}</title>
      <h1 className="h3">{t('states.notFoundTitle')}</h1>
      <p>{t('states.notFound')}</p>
      <a className="btn btn-primary" href={paths.home}>
        {t('actions.goHome')}
      </a>
    </div>
  );
}
