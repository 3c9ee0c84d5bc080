import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from '@/components/icon';

/**
 * The button that goes back one page. It sits in the page's flow (at the start of the top bar,
 * or at the top of the content on pages without the top bar), never fixed over the page: a
 * floating button on a 375 px screen always ends up over a price, a button or a line of text.
 */
export function BackButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" className={`btn back-button ${className}`} onClick={() => navigate(-1)} aria-label={t('nav.back')} title={t('nav.back')}>
      <Icon size={20} d="M15 8a.5.5 0 0 1-.5.5H2.7l4.15 4.15a.5.5 0 0 1-.7.7l-5-5a.5.5 0 0 1 0-.7l5-5a.5.5 0 1 1 .7.7L2.7 7.5h11.8A.5.5 0 0 1 15 8z" />
    </button>
  );
}
