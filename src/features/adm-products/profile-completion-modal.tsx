import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Shown on product create when the session's progress is 'incomplete'. */
export function ProfileCompletionModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation('advertiser');
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="profile-completion-title">
      <Modal.Header closeButton closeLabel={t('actions.close', { ns: 'common' })}>
        <Modal.Title id="profile-completion-title" as="h2" className="h5">
          {t('profileModal.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('profileModal.text')}</p>
        <ul>
          <li>{t('profileModal.items.document')}</li>
          <li>{t('profileModal.items.business')}</li>
          <li>{t('profileModal.items.address')}</li>
        </ul>
        <p className="mb-0 text-body-secondary">{t('profileModal.help')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('profileModal.later')}
        </Button>
        <Link to={paths.home} className="btn btn-primary">
          {t('profileModal.goToProfile')}
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
