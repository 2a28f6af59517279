import { failureMessage } from '../api/errors';

/** Props of {@link CancelConfirm}. */
export interface CancelConfirmProps {
  /** The accessible name of the confirmation: 「取消委託 F2611240001」. */
  readonly label: string;
  /** What will be cancelled, as the customer reads it before confirming. */
  readonly question: string;
  /** The outcome in words once the back end answered (cancelled, or too late and why); null until then. */
  readonly outcome: string | null;
  readonly pending: boolean;
  /** The last try's failure; nothing is lost: 確認取消 tries again with the same client key. */
  readonly error: unknown;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  /** Places it in the page's own layout. */
  readonly className?: string;
}

/**
 * The confirmation of an order's cancel, the same on every product's order list (rules ORD-1, ORD-13): the
 * question, 確認取消 (disabled while the cancel is on its way, so a double click sends it once) and 返回;
 * a failure shows its reason beside it; the outcome replaces it, with 關閉. The caller owns the call and
 * its client key, made when the confirmation opened.
 */
export function CancelConfirm({ label, question, outcome, pending, error, onConfirm, onClose, className }: CancelConfirmProps) {
  if (outcome !== null) {
    return (
      <div className={className}>
        <p role="status">{outcome}</p>
        <button type="button" className="ui-button" onClick={onClose}>
          關閉
        </button>
      </div>
    );
  }
  return (
    <div className={className} role="group" aria-label={label}>
      <p>{question}</p>
      {error !== null && error !== undefined && (
        <p role="alert" className="ui-field-error">
          取消未成功：{failureMessage(error, '系統暫時無法受理，請稍後再試。')}
        </p>
      )}
      <div className="ui-actions">
        <button type="button" className="ui-button ui-button--primary" disabled={pending} onClick={onConfirm}>
          {pending ? '取消中…' : '確認取消'}
        </button>
        <button type="button" className="ui-button" disabled={pending} onClick={onClose}>
          返回
        </button>
      </div>
    </div>
  );
}
