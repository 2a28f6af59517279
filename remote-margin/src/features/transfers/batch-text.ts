import { formatDate } from 'shared';
import { type TransferBatch } from '@shared/margin';

/**
 * When a transfer made now is processed, in words (rule MRG-6): 「今日 14:30 批次」, or, after the last
 * cut-off or on a holiday, 「次一營業日 2025/07/02 10:30 批次」 with the reason.
 */
export function batchText(batch: Pick<TransferBatch, 'date' | 'cutoff' | 'nextBusinessDay'>): string {
  return batch.nextBusinessDay ? `次一營業日 ${formatDate(batch.date)} ${batch.cutoff} 批次` : `今日（${formatDate(batch.date)}）${batch.cutoff} 批次`;
}

/** The instant of a batch's cut-off from its date and time (Taipei, UTC+8). */
export function cutoffInstant(date: string, cutoff: string): number {
  const [hours = 0, minutes = 0] = cutoff.split(':').map(Number);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)), hours - 8, minutes);
}
