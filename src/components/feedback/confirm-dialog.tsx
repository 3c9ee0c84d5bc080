import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from './dialog-footer';
import { DialogHeader } from './dialog-header';
import { useSingleFlight } from '@/lib/use-single-flight';

interface Props {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  confirmVariant?: string;
  busy?: boolean;
  /** Non-dismissable: no closing by backdrop or Escape (banner deletion). */
  strict?: boolean;
  /**
   * The confirmed action. Return its promise (`mutation.mutateAsync(...)`): until it settles the
   * dialog is busy and further confirms are ignored, even two clicks in the same task.
   */
  onConfirm: () => unknown;
  onCancel: () => void;
  /** The dialog has closed (focus then goes back to its opener, if that is still on the page): where to move focus when it is not. */
  onExited?: () => void;
}

/** A keyboard-reachable confirmation dialog; the action runs once and the buttons wait for it. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  confirmVariant = 'danger',
  busy = false,
  strict = false,
  onConfirm,
  onCancel,
  onExited,
}: Props) {
  const { t } = useTranslation();
  const [confirm, confirming] = useSingleFlight(onConfirm);
  const working = busy || confirming;
  return (
    <Modal
      show={show}
      onHide={working ? undefined : onCancel}
      centered
      backdrop={strict ? 'static' : true}
      keyboard={!strict}
      aria-labelledby="confirm-dialog-title"
      onExited={onExited}
    >
      <DialogHeader id="confirm-dialog-title" closeButton={!strict}>
        {title}
      </DialogHeader>
      <Modal.Body>{children}</Modal.Body>
      <DialogFooter onCancel={onCancel} cancelDisabled={working} type="button" variant={confirmVariant} busy={working} onClick={() => confirm()}>
        {confirmLabel ?? t('actions.confirm')}
      </DialogFooter>
    </Modal>
  );
}
