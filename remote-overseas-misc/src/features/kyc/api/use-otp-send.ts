import { buildOtpSendRequest, parseOtpSendAnswer, type OtpPurpose, type OtpSent } from '@shared/account';
import { postQuery, useMutation } from 'shared';

/**
 * Asks the back end to text the customer a one-time password for one form (rule KYC-4). A change, not a
 * read: it is not retried on its own (a second text would replace the first); the customer may ask again.
 */
export function useOtpSend(account: string, purpose: OtpPurpose) {
  return useMutation<OtpSent, Error, undefined>({
    mutationFn: () => postQuery(buildOtpSendRequest(account, purpose), parseOtpSendAnswer, { effect: 'change', loading: false }),
  });
}
