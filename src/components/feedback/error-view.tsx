import { useTranslation } from 'react-i18next';
import { ERROR_IMAGE } from '@/components/remote-image';

interface Props {
  message?: string;
  onRetry?: () => void;
  className?: string;
}

/**
 * What a screen shows when its data could not be loaded, with a way to try again. Bootstrap's
 * alert markup without its component code: the public pages carry this from their first load.
 */
export function ErrorView({ message, onRetry, className }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`fade border text-center py-5 my-3 ${className ?? ''} alert alert-light show`} role="alert">
      <img src={ERROR_IMAGE} alt="" width={160} height={120} className="mb-3" loading="lazy" />
      <p className="mb-3 fs-5">{message ?? t('states.error')}</p>
      {onRetry ? (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
