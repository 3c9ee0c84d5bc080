import { useTranslation } from 'react-i18next';

interface Props {
  /** Mounted with the wait and shown when it gets long, so screen readers hear the text appear. */
  show: boolean;
  onRetry: () => void;
  /** Left out where the surrounding dialog's own Cancelar already stops the wait. */
  onCancel?: () => void;
  /** 'page' centres it under a page spinner; 'inline' sits in a form or dialog. */
  layout?: 'page' | 'inline';
}

/** 'Está demorando mais que o normal.' with a way to try again and, where it fits, to stop waiting. */
export function SlowNotice({ show, onRetry, onCancel, layout = 'page' }: Props) {
  const { t } = useTranslation();
  const page = layout === 'page';
  return (
    <div aria-live="polite">
      {show ? (
        <div
          className={
            page
              ? 'd-flex flex-column align-items-center text-center gap-2 mt-3'
              : 'd-flex flex-wrap align-items-center gap-2 border border-warning-subtle bg-warning-subtle rounded px-3 py-2 mt-3'
          }
        >
          <p className={page ? 'mb-0' : 'mb-0 me-auto'}>{t('network.slow')}</p>
          <div className="d-flex gap-2">
            <button type="button" className={`btn ${page ? 'btn-primary' : 'btn-outline-dark'} btn-sm`} onClick={onRetry}>
              {t('actions.retry')}
            </button>
            {onCancel ? (
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
                {t('actions.cancel')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
