import { MESSAGES } from '../constants/messages';
import { closeModal, useModal } from '../stores/modal.store';
import { Modal } from './modal';

/** Renders the global modal store; the host mounts it once. */
export function GlobalModal() {
  const modal = useModal();
  const dismissible = !modal.shownegativeButton || modal.modalType !== 'confirm';
  return (
    <Modal
      open={modal.isShowModal}
      title={modal.title}
      dismissible={dismissible}
      onClose={() => closeModal(modal.shownegativeButton ? 'negative' : 'positive')}
      footer={
        <>
          {modal.shownegativeButton && (
            <button type="button" className="ui-button" onClick={() => closeModal('negative')}>
              {MESSAGES.cancel}
            </button>
          )}
          {modal.showPostiveButton && (
            <button type="button" className="ui-button ui-button--primary" onClick={() => closeModal('positive')}>
              {modal.positiveLabel === '' ? MESSAGES.confirm : modal.positiveLabel}
            </button>
          )}
        </>
      }
    >
      <p className="ui-modal__content">{modal.content}</p>
    </Modal>
  );
}
