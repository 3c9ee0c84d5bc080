import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// Inline (set through the DOM, which the CSP allows) so the render-blocking stylesheet, at its
// size budget, does not grow: above dialogs (a form may be open when the connection drops) and
// below the toasts; it offers nothing to press, so taps go to what is under it.
const NOTICE_STYLE = { position: 'fixed', bottom: 0, left: 0, zIndex: 1085, maxWidth: 'calc(100vw - 2rem)', margin: '1rem', pointerEvents: 'none' } as const;
const DOT_STYLE = { width: '0.5rem', height: '0.5rem' } as const;

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
        <div
          role="status"
          style={NOTICE_STYLE}
          className="offline-notice px-3 py-2 rounded-pill bg-dark text-white shadow small d-flex align-items-center gap-2"
        >
          <span style={DOT_STYLE} className="rounded-circle bg-danger flex-shrink-0" aria-hidden="true" />
          {t('network.offline')}
        </div>
      )}
    </div>
  );
}
