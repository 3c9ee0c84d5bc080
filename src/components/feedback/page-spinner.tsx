import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** A centred spinner with a text for screen readers; min height keeps the layout from jumping. */
export function PageSpinner({ minHeight = 320 }: { minHeight?: number }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center align-items-center" style={{ minHeight }} role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{t('states.loading')}</span>
    </div>
  );
}
