import { useEffect, useRef } from 'react';
import { marginBalanceKeys, marginMovementsKeys, marginTransfersQuery } from '@shared/margin';
import { usePolledQuery, useQueryClient } from 'shared';

export { TRANSFERS_POLL_MS, marginTransfersQuery } from '@shared/margin';

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
