import type { ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';

type Props = ComponentProps<typeof SubmitButton> & {
  /** 'Cancelar' closes the dialog. */
  onCancel: () => void;
  /** 'Cancelar' waits too (while the action runs, or once it is done). */
  cancelDisabled?: boolean;
};

/** A dialog's footer: 'Cancelar', then the button that sends (the rest of the props, its label the children). */
export function DialogFooter({ onCancel, cancelDisabled, ...submit }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={cancelDisabled}>
        {t('actions.cancel')}
      </Button>
      <SubmitButton {...submit} />
    </Modal.Footer>
  );
}
