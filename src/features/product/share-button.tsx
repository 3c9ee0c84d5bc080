import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { toast } from '@/components/toast/toast-store';

/** A message on WhatsApp to no one in particular: the part's description and its address. */
export function whatsappShareLink(description: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${description} ${url}`)}`;
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

function ShareIcon() {
  return (
    <Icon
      size={18}
      d="M13.5 1a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3M11 2.5a2.5 2.5 0 1 1 .6 1.6L4.9 7.2a2.5 2.5 0 0 1 0 1.6l6.7 3.1a2.5 2.5 0 1 1-.5.9L4.4 9.7a2.5 2.5 0 1 1 0-3.4l6.7-3.1a2.5 2.5 0 0 1-.1-.7M2.5 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3m11 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3"
    />
  );
}

/**
 * 'Compartilhar': the system's share sheet where the browser has one (a cancel there is
 * silent); elsewhere, or when the sheet fails, a small menu with 'Copiar link' and a WhatsApp
 * link. The menu is reached with Tab, closes on Escape or a click outside, and gives focus back
 * to the button.
 */
export function ShareButton({ description, url, size = 40 }: { description: string; url: string; size?: number }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);
  const address = useRef<HTMLInputElement>(null);
  const menuId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    setCopyFailed(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    firstItem.current?.focus();
    const outside = (event: PointerEvent) => {
      if (wrapper.current?.contains(event.target as Node)) return;
      setOpen(false);
      setCopyFailed(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => {
    if (!copyFailed) return;
    address.current?.focus();
    address.current?.select();
  }, [copyFailed]);

  const share = async () => {
    if (open) {
      close(false);
      return;
    }
    if (canShareNatively()) {
      try {
        await navigator.share({ title: description, text: description, url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen(true);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
      close(true);
    } catch {
      setCopyFailed(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };
  // Tab past the last item closes the menu (a click elsewhere is the pointerdown listener's).
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrapper.current?.contains(next)) close(false);
  };

  return (
    <div className="position-relative flex-shrink-0" ref={wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={trigger}
        type="button"
        className="btn btn-light border rounded-circle p-0 d-inline-flex align-items-center justify-content-center text-primary"
        style={{ width: size, height: size }}
        aria-label={t('share.button')}
        title={t('share.button')}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => void share()}
      >
        <ShareIcon />
      </button>
      {open ? (
        <div id={menuId} className="dropdown-menu dropdown-menu-end show p-2 shadow" data-bs-popper="static" style={{ minWidth: '16rem' }}>
          <ul className="list-unstyled mb-0">
            <li>
              <button ref={firstItem} type="button" className="dropdown-item rounded" onClick={() => void copy()}>
                {t('share.copy')}
              </button>
            </li>
            <li>
              <a
                className="dropdown-item rounded"
                href={whatsappShareLink(description, url)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => close(false)}
              >
                {t('share.whatsapp')}
              </a>
            </li>
          </ul>
          {copyFailed ? (
            <div className="px-2 pt-2">
              <p className="small mb-1" role="alert">
                {t('share.copyFailed')}
              </p>
              <input ref={address} className="form-control form-control-sm" readOnly value={url} aria-label={t('share.address')} />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
