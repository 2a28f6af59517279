import { proxy, ref, useSnapshot } from 'valtio';

/** How the global modal looks: a plain notice, or a question with two buttons. */
export type ModalType = 'alert' | 'confirm';

/** Which button closed the modal. */
export type ModalResult = 'positive' | 'negative';

/** The global modal's state, with the broker's field names (rule SHL-9). */
export interface ModalState {
  isShowModal: boolean;
  title: string;
  content: string;
  showPostiveButton: boolean;
  shownegativeButton: boolean;
  modalType: ModalType;
  /** Called once with the button that closed the modal. */
  callback: ((result: ModalResult) => void) | null;
  /** Index of the option chosen, for modals that offer a list. */
  selIndex: number;
  /** The positive button's words when they are not 確定 (「前往登入」); `''` for 確定. */
  positiveLabel: string;
}

const closed = (): ModalState => ({
  isShowModal: false,
  title: '',
  content: '',
  showPostiveButton: true,
  shownegativeButton: false,
  modalType: 'alert',
  callback: null,
  selIndex: -1,
  positiveLabel: '',
});

/** The global modal store; the host renders it, any app opens it with {@link showModal}. */
export const modalStore = proxy<ModalState>(closed());

/** What to show in the global modal. */
export interface ShowModalOptions {
  title: string;
  content: string;
  modalType?: ModalType;
  showPostiveButton?: boolean;
  shownegativeButton?: boolean;
  callback?: (result: ModalResult) => void;
  selIndex?: number;
  /** The positive button's words when they are not 確定. */
  positiveLabel?: string;
}

/** Opens the global modal (replacing one already open). */
export function showModal(options: ShowModalOptions): void {
  const confirm = options.modalType === 'confirm';
  Object.assign(modalStore, {
    isShowModal: true,
    title: options.title,
    content: options.content,
    modalType: options.modalType ?? 'alert',
    showPostiveButton: options.showPostiveButton ?? true,
    shownegativeButton: options.shownegativeButton ?? confirm,
    callback: options.callback ? ref(options.callback) : null,
    selIndex: options.selIndex ?? -1,
    positiveLabel: options.positiveLabel ?? '',
  });
}

/** Closes the modal and tells its caller which button closed it. */
export function closeModal(result: ModalResult): void {
  const callback = modalStore.callback;
  Object.assign(modalStore, closed());
  callback?.(result);
}

/** Resets the store (tests). */
export function resetModal(): void {
  Object.assign(modalStore, closed());
}

/** The modal state, re-rendering on change. */
export function useModal(): Readonly<ModalState> {
  return useSnapshot(modalStore) as Readonly<ModalState>;
}
