import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MESSAGES } from '../constants/messages';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  title: string;
  /** Called by the close button, Escape, and a click on the overlay (unless `dismissible` is false). */
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content; a close button is shown when none are given. */
  footer?: ReactNode;
  /** When false, neither Escape nor the overlay closes it (a modal that must be answered). */
  dismissible?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog: rendered in a portal over an overlay, focus moved into it and kept there,
 * given back to where it was on close.
 */
export function Modal({ open, title, onClose, children, footer, dismissible = true }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissible) {
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab' || dialog === null) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const head = items[0];
      const tail = items[items.length - 1];
      if (head === undefined || tail === undefined) return;
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, [open, dismissible]);

  if (!open) return null;
  return createPortal(
    <div
      className="ui-modal-overlay"
      data-testid="modal-overlay"
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} className="ui-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="ui-modal__x" aria-label={MESSAGES.close} onClick={onClose}>
              ×
            </button>
          )}
        </header>
        <div className="ui-modal__body">{children}</div>
        <footer className="ui-modal__footer">
          {footer ?? (
            <button type="button" className="ui-button ui-button--primary" onClick={onClose}>
              {MESSAGES.close}
            </button>
          )}
        </footer>
      </div>
    </div>,
    document.body,
  );
}
