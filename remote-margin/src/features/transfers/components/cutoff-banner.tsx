import { batchFor } from '@shared/margin';
import { useNow } from 'shared';
import { formatCountdown } from '../domain/format-countdown';
import { batchText } from '../batch-text';

/**
 * The day's batch cut-offs (10:30 and 14:30 Taipei) and the time left to the next one (rule MRG-6); after
 * the last cut-off or on a holiday, the next business day's batch and why. The countdown is not announced
 * every second (no live region): it is read when the customer reaches it.
 */
export function CutoffBanner() {
  const now = useNow();
  const batch = batchFor(now);
  return (
    <section className="margin-card margin-cutoff" aria-labelledby="margin-cutoff-title">
      <h2 id="margin-cutoff-title">批次時間</h2>
      <p>每營業日 10:30、14:30 兩個批次（台北時間），截止前送出的轉帳於該批次處理。</p>
      {batch.nextBusinessDay ? (
        <p className="margin-cutoff__next" data-testid="cutoff-status">
          今日批次已截止或今日非營業日，現在送出的轉帳將於{batchText(batch)}處理。
        </p>
      ) : (
        <p className="margin-cutoff__next" data-testid="cutoff-status">
          下一批次：{batchText(batch)}，距截止尚有 <strong>{formatCountdown(batch.cutoffAt - now)}</strong>
        </p>
      )}
    </section>
  );
}
