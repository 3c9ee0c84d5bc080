import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ERROR_IMAGE } from '@/components/product-card/product-image';

interface Props {
  message?: string;
  onRetry?: () => void;
  className?: string;
}

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function ErrorView({ message, onRetry, className }: Props) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" className={`border text-center py-5 my-3 ${className ?? ''}`} role="alert">
      <img src={ERROR_IMAGE} alt="" width={160} height={120} className="mb-3" loading="lazy" />
      <p className="mb-3 fs-5">{message ?? t('states.error')}</p>
      {onRetry ? (
        <Button variant="primary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
