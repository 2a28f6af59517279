import { failureMessage } from '../api/errors';
import type { OnceOnlySubmit } from './use-once-only-submit';

/** Props of {@link SubmitOutcomeNotice}. */
export interface SubmitOutcomeNoticeProps {
  /** The page's submit, from `useOnceOnlySubmit`. */
  readonly submit: Pick<OnceOnlySubmit<unknown>, 'phase' | 'outcome' | 'unresolved' | 'busy' | 'check'>;
  /** What is sent, as the customer calls it: 委託 (an order), 轉帳 or 換匯. */
  readonly noun: string;
  /** Places it in the page's own layout. */
  readonly className?: string;
}

/**
 * What a money page tells the customer about a submit that is not simply accepted (rule ORD-18), the same
 * words on every page: being checked, unknown (with 確認結果, and the promise that nothing is sent again
 * meanwhile), not received (may send again), or refused with the back end's reason. Nothing when idle,
 * sending or accepted: the page shows those itself.
 */
export function SubmitOutcomeNotice({ submit, noun, className }: SubmitOutcomeNoticeProps) {
  const { phase, outcome } = submit;
  if (phase === 'checking') {
    return (
      <p className={className} role="status">
        {noun}結果未明，正在確認…
      </p>
    );
  }
  if (outcome?.state === 'unknown' || (phase === 'idle' && submit.unresolved)) {
    const reason = outcome?.state === 'unknown' ? failureMessage(outcome.error, '尚未收到系統回覆。') : '尚未收到系統回覆。';
    return (
      <div className={className} role="alert">
        <p>
          {noun}結果未明：{reason}
        </p>
        <p>此筆{noun}可能已被受理。確認結果之前不會再次送出，以免重複；請稍後按「確認{noun}結果」。</p>
        <button type="button" className="ui-button ui-button--primary" disabled={submit.busy} onClick={submit.check}>
          確認{noun}結果
        </button>
      </div>
    );
  }
  if (outcome?.state === 'notReceived') {
    return (
      <p className={className} role="status">
        經確認，前一筆{noun}未送達系統，未成立；您可確認內容後重新送出。
      </p>
    );
  }
  if (outcome?.state === 'refused') {
    return (
      <p className={className} role="alert">
        {noun}未被接受：{outcome.error.message}
      </p>
    );
  }
  return null;
}
