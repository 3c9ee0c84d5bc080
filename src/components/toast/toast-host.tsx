import { useEffect } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { takeGlobalToast } from '@/lib/global-toast';
import { storageKeys } from '@/lib/storage-keys';
import { TOAST_DELAY, toast, useToasts } from './toast-store';

/**
 * Shows queued toasts, and the stored global toast after a reload or redirect. They stack at
 * the bottom right, where they cover none of the top bar's controls; a long message is cut to
 * three lines on screen (the full text stays in the page for screen readers, and as the tooltip).
 */
export function ToastHost() {
  const items = useToasts();
  const { t } = useTranslation();

  useEffect(() => {
    const showStored = () => {
      const stored = takeGlobalToast();
      if (stored) toast.show(stored.type, stored.message, { delay: TOAST_DELAY.global });
    };
    showStored();
    window.addEventListener(storageKeys.globalToast, showStored);
    return () => window.removeEventListener(storageKeys.globalToast, showStored);
  }, []);

  return (
    <ToastContainer position="bottom-end" className="p-3 position-fixed toast-host" containerPosition="fixed">
      {items.map((item) => (
        <Toast key={item.id} bg={item.type} autohide delay={item.delay} onClose={() => toast.dismiss(item.id)} data-testid={`toast-${item.type}`}>
          <Toast.Header closeLabel={t('toast.close')}>
            {item.image ? <img src={item.image} alt="" width={20} height={20} className="rounded me-2 object-fit-cover" /> : null}
            <strong className="me-auto text-truncate" title={item.title}>
              {item.title ?? t(`toast.${item.type}`)}
            </strong>
            {item.date ? <small>{item.date}</small> : null}
          </Toast.Header>
          <Toast.Body className="text-white">
            <span className="toast-message" title={item.message}>
              {item.message}
            </span>
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
