import { useTranslation } from 'react-i18next';

/** The hamburger that opens the side drawer on screens narrower than 992 px. */
export function MenuButton({ open, onOpen, className = '' }: { open: boolean; onOpen: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`navbar-toggler d-lg-none ${className}`}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={t('nav.openMenu')}
      onClick={onOpen}
    >
      <span className="navbar-toggler-icon" />
    </button>
  );
}
