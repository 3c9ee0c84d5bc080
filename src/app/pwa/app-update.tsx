import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { reloadPage } from '@/lib/browser-actions';

/** The worker built from src/app/pwa/sw.ts. */
export const WORKER_URL = '/sw.js';
/** A tab left open checks for a new version this often (the browser also checks on each navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** The web app manifest the build writes. */
export const MANIFEST_URL = '/manifest.webmanifest';

/**
 * Links the web app manifest (the build leaves it out of index.html, so the first page's code
 * does not share a slow connection with it and its icon): the browser then offers to install.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  document.head.append(link);
}

// Inline, as the offline notice: the render-blocking stylesheet stays at its budget. Above the
// offline notice and dialogs, below the toasts.
const BAR_STYLE = {
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1086,
  maxWidth: 'calc(100vw - 2rem)',
  margin: '1rem',
} as const;

/**
 * Links the manifest and registers the service worker (a build with a real API loads this part after the page's load
 * event) and, when a new version is installed and waiting, says 'Nova versão disponível' with
 * 'Atualizar'. The page never reloads by itself, so a half-filled form is never lost: only the
 * button does, once the new version has taken over. A version that another tab applied took this
 * tab over too; the bar then offers the reload that brings its code.
 */
export function AppUpdate() {
  const { t } = useTranslation('pwa');
  const [ready, setReady] = useState(false);
  const workbox = useRef<Workbox | null>(null);
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const asked = useRef(false);

  useEffect(() => {
    linkManifest();
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
    const wb = new Workbox(WORKER_URL, { scope: '/' });
    workbox.current = wb;
    const onWaiting = () => setReady(true);
    const onControlling = (event: { isUpdate?: boolean }) => {
      if (asked.current) reloadPage();
      else if (event.isUpdate) setReady(true);
    };
    wb.addEventListener('waiting', onWaiting);
    wb.addEventListener('controlling', onControlling);
    wb.register().then(
      (reg) => {
        registration.current = reg;
      },
      (error: unknown) => console.error('[service worker]', error),
    );
    const timer = setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
    return () => {
      clearInterval(timer);
      wb.removeEventListener('waiting', onWaiting);
      wb.removeEventListener('controlling', onControlling);
    };
  }, []);

  const apply = () => {
    asked.current = true;
    const wb = workbox.current;
    // A version waiting: it takes over, then 'controlling' reloads. Already taken over (another tab): reload now.
    if (wb && registration.current?.waiting) wb.messageSkipWaiting();
    else reloadPage();
  };

  return (
    <div aria-live="polite">
      {ready ? (
        <div role="status" style={BAR_STYLE} className="app-update px-3 py-2 rounded bg-dark text-white shadow d-flex align-items-center gap-3 flex-wrap">
          <span>{t('update.available')}</span>
          <button type="button" className="btn btn-sm btn-light" onClick={apply}>
            {t('update.apply')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
