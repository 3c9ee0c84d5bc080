import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { DialogHeader } from '@/components/feedback/dialog-header';

interface Props {
  show: boolean;
  onClose: () => void;
  /** Opens the profile right here, over the product form (what was typed stays). */
  onOpenProfile: () => void;
}

/** Shown on product create while the advertiser's saved profile lacks required data. */
export function ProfileCompletionModal({ show, onClose, onOpenProfile }: Props) {
  const { t } = useTranslation('advertiser');
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="profile-completion-title">
      <DialogHeader id="profile-completion-title">{t('profileModal.title')}</DialogHeader>
      <Modal.Body>
        <p>{t('profileModal.text')}</p>
        <ul>
          <li>{t('profileModal.items.document')}</li>
          <li>{t('profileModal.items.business')}</li>
          <li>{t('profileModal.items.address')}</li>
        </ul>
        <p className="mb-0 text-body-secondary">{t('profileModal.helpInPlace')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('profileModal.later')}
        </Button>
        <Button variant="primary" onClick={onOpenProfile}>
          {t('profileModal.openProfile')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
