import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Floating button that goes back one page. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button variant="light" className="floating-back border" onClick={() => navigate(-1)} aria-label={t('nav.back')} title={t('nav.back')}>
      <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M15 8a.5.5 0 0 1-.5.5H2.7l4.15 4.15a.5.5 0 0 1-.7.7l-5-5a.5.5 0 0 1 0-.7l5-5a.5.5 0 1 1 .7.7L2.7 7.5h11.8A.5.5 0 0 1 15 8z" />
      </svg>
    </Button>
  );
}
