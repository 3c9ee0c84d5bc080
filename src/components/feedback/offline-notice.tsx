import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const onServer = () => true;

/**
 * One notice for the whole app while the browser has no connection; it goes away when the
 * connection is back. Calls made meanwhile fail at once with their own 'Sem conexão' message.
 * It sits above dialogs (a form may be open when the connection drops) and below the toasts.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, onServer);
  return (
    <div aria-live="polite">
      {online ? null : (
        <div
          role="status"
          className="position-fixed bottom-0 start-0 m-3 px-3 py-2 rounded-pill bg-dark text-white shadow small d-flex align-items-center gap-2"
          style={{ zIndex: 1085, maxWidth: 'calc(100vw - 2rem)' }}
        >
          <span className="rounded-circle bg-danger flex-shrink-0" style={{ width: 8, height: 8 }} aria-hidden="true" />
          {t('network.offline')}
        </div>
      )}
    </div>
  );
}
