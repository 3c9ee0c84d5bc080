import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlowNotice } from './slow-notice';
import { useStalledLoad } from './use-stalled-load';
import { useTakingLong } from './use-taking-long';

/** After 8 s of loading, says the wait is long and offers to try again or to stop waiting (any loading state: spinner or skeleton). */
export function LoadingSlowNotice() {
  const [attempt, setAttempt] = useState(0);
  const slow = useTakingLong(true, attempt);
  const stalled = useStalledLoad();
  return (
    <SlowNotice
      show={slow}
      onRetry={() => {
        setAttempt((n) => n + 1);
        stalled.retry();
      }}
      onCancel={stalled.cancel}
    />
  );
}

/**
 * A centred spinner with a text for screen readers; min height keeps the layout from jumping.
 * After 8 s it says the wait is long and offers to try again or to stop waiting.
 */
export function PageSpinner({ minHeight = 320 }: { minHeight?: number }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-column justify-content-center align-items-center" style={{ minHeight }}>
      <div role="status" aria-live="polite" className="d-flex">
        <div className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">{t('states.loading')}</span>
      </div>
      <LoadingSlowNotice />
    </div>
  );
}
