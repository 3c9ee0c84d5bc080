import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

interface Props {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  confirmVariant?: string;
  busy?: boolean;
  /** Non-dismissable: no closing by backdrop or Escape (banner deletion). */
  strict?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A keyboard-reachable confirmation dialog; the confirm button is disabled while the action runs. */
export function ConfirmDialog({ show, title, children, confirmLabel, confirmVariant = 'danger', busy = false, strict = false, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} centered backdrop={strict ? 'static' : true} keyboard={!strict} aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton={!strict} closeLabel={t('actions.close')}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
