import { polledQuery, postQuery } from 'shared';
import { buildMarginTransfersRequest, parseMarginTransfersAnswer } from '../contracts';
import { marginTransfersKeys } from './keys';

/** How often the transfers are asked again while the page is visible (rule MRG-7: within 2 s). */
export const TRANSFERS_POLL_MS = 2_000;

/**
 * An account's transfers, bank accounts and daily limits (`KGItwMarginTransfers`): asked again every
 * {@link TRANSFERS_POLL_MS} while the tab is visible and not at all while it is hidden (rules MRG-7, ORD-2);
 * the one read of them, by the margin pages and the account pages (money in transit) alike.
 */
export function marginTransfersQuery(idno: string, accountNo: string, intervalMs: number = TRANSFERS_POLL_MS) {
  return polledQuery({
    queryKey: marginTransfersKeys.account(idno, accountNo),
    read: (call) => postQuery(buildMarginTransfersRequest(accountNo), parseMarginTransfersAnswer, call),
    enabled: idno !== '' && accountNo !== '',
    intervalMs,
  });
}
