import { useEffect, useRef } from 'react';
import { buildMarginTransfersRequest, marginBalanceKeys, marginMovementsKeys, marginTransfersKeys, parseMarginTransfersAnswer } from '@shared/margin';
import { polledQuery, postQuery, usePolledQuery, useQueryClient } from 'shared';

/** How often the transfers are asked again while the page is visible (rule MRG-7: within 2 s). */
export const TRANSFERS_POLL_MS = 2_000;

/**
 * The account's transfers, bank accounts and daily limits (KGItwMarginTransfers): asked again every
 * {@link TRANSFERS_POLL_MS} while the tab is visible and not at all while it is hidden (rules MRG-7, ORD-2).
 */
export function marginTransfersQuery(idno: string, accountNo: string) {
  return polledQuery({
    queryKey: marginTransfersKeys.account(idno, accountNo),
    read: (call) => postQuery(buildMarginTransfersRequest(accountNo), parseMarginTransfersAnswer, call),
    enabled: accountNo !== '',
    intervalMs: TRANSFERS_POLL_MS,
  });
}

/**
 * The transfers, live; when any transfer changes status (or a new one appears), the balance and the
 * movements are asked again, so a completed 入金 shows in the balance as it shows 已完成 (rule MRG-2).
 */
export function useLiveTransfers(idno: string, accountNo: string) {
  const transfers = usePolledQuery(marginTransfersQuery(idno, accountNo));
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const signature = transfers.data?.transfers.map((transfer) => `${transfer.transferNo}:${transfer.status}`).join(',') ?? null;
  useEffect(() => {
    if (signature === null) return;
    if (seen.current !== null && seen.current !== signature) {
      void queryClient.invalidateQueries({ queryKey: marginBalanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: marginMovementsKeys.all });
    }
    seen.current = signature;
  }, [signature, queryClient]);
  return transfers;
}
