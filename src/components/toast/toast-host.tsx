import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeGlobalToast } from '@/lib/global-toast';
import { storageKeys } from '@/lib/storage-keys';
import { TOAST_DELAY, toast, useToasts, type ToastItem } from './toast-store';

/**
 * One toast in Bootstrap's markup (as its Toast component draws a shown one), hidden after its
 * delay or by its close button. Written here, without the component's JavaScript, because every
 * page carries the host from its first load.
 */
function ToastView({ item }: { item: ToastItem }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => toast.dismiss(item.id), item.delay);
    return () => clearTimeout(timer);
  }, [item.id, item.delay]);
  return (
    <div className={`fade toast bg-${item.type} show`} role="alert" aria-live="assertive" aria-atomic="true" data-testid={`toast-${item.type}`}>
      <div className="toast-header">
        {item.image ? <img src={item.image} alt="" width={20} height={20} className="rounded me-2 object-fit-cover" /> : null}
        <strong className="me-auto text-truncate" title={item.title}>
          {item.title ?? t(`toast.${item.type}`)}
        </strong>
        {item.date ? <small>{item.date}</small> : null}
        <button type="button" className="btn-close" aria-label={t('toast.close')} onClick={() => toast.dismiss(item.id)} />
      </div>
      <div className="toast-body text-white">
        <span className="toast-message" title={item.message}>
          {item.message}
        </span>
      </div>
    </div>
  );
}

/**
 * Shows queued toasts, and the stored global toast after a reload or redirect. They stack at
 * the bottom right, where they cover none of the top bar's controls; a long message is cut to
 * three lines on screen (the full text stays in the page for screen readers, and as the tooltip).
 */
export function ToastHost() {
  const items = useToasts();

  useEffect(() => {
    const showStored = () => {
      const stored = takeGlobalToast();
      if (stored) toast.show(stored.type, stored.message, { delay: TOAST_DELAY.global });
    };
    showStored();
    window.addEventListener(storageKeys.globalToast, showStored);
    return () => window.removeEventListener(storageKeys.globalToast, showStored);
  }, []);

  // The markup of Bootstrap's ToastContainer: bottom right, fixed.
  return (
    <div className="toast-container bottom-0 end-0 position-fixed p-3 toast-host">
      {items.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </div>
  );
}
