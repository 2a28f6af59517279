import { useCallback } from 'react';
import { customerProfileKeys } from '@shared/account';
import { useOnceOnlySubmit, useQueryClient, type OnceOnlySubmit } from 'shared';

/** What a signing page sends: the questionnaire or a W-8BEN, each in its own key space (rule ORD-18). */
export type ProfileSignKind = 'KYC_SIGN' | 'W8BEN_SIGN';

/**
 * A signature sent once and only once (rules KYC-5, TAX-4, ORD-18): through shared's `useOnceOnlySubmit`,
 * so a double click signs once and a signature whose answer was lost is asked about (never sent again
 * blind), across 返回修改 and a reload. Once the back end has accepted it, every read of the customer's
 * profile is invalidated, so the home's notice, the sub-brokerage page and the next order see the new
 * risk type, KYC expiry or W-8BEN at once.
 */
export function useProfileSign<R>(kind: ProfileSignKind, parse: (json: unknown) => R, onAccepted: (result: R) => void): OnceOnlySubmit<R> {
  const queryClient = useQueryClient();
  const accepted = useCallback(
    (result: R) => {
      onAccepted(result);
      void queryClient.invalidateQueries({ queryKey: customerProfileKeys.all });
    },
    [onAccepted, queryClient],
  );
  return useOnceOnlySubmit({ scope: kind === 'KYC_SIGN' ? 'kyc-sign' : 'w8ben-sign', kind, parse, loading: '簽署送出中…', onAccepted: accepted });
}
