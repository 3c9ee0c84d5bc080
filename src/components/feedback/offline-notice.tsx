import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import './offline-notice.css';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const onServer = () => true;

/**
 * One notice for the whole app while the browser has no connection; it goes away when the
 * connection is back. Calls made meanwhile fail at once with their own 'Sem conexão' message.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, onServer);
  return (
    <div aria-live="polite">
      {online ? null : (
        <div role="status" className="offline-notice px-3 py-2 rounded-pill bg-dark text-white shadow small d-flex align-items-center gap-2">
          <span className="offline-notice-dot rounded-circle bg-danger flex-shrink-0" aria-hidden="true" />
          {t('network.offline')}
        </div>
      )}
    </div>
  );
}
