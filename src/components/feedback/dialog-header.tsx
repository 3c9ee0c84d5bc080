import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The title's id: the dialog names itself by it (aria-labelledby). */
  id: string;
  children: ReactNode;
  /** The size the h2 looks like. */
  className?: 'h4' | 'h5';
  /** Without the close button while a dialog must not be left (a slip just made, a strict confirm). */
  closeButton?: boolean;
}

/** A dialog's header: its title as an h2 and the 'Fechar' button. */
export function DialogHeader({ id, children, className = 'h5', closeButton = true }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal.Header closeButton={closeButton} closeLabel={t('actions.close')}>
      <Modal.Title id={id} as="h2" className={className}>
        {children}
      </Modal.Title>
    </Modal.Header>
  );
}
