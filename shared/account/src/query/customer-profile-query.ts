import { buildCustomerProfileRequest, parseCustomerProfileAnswer } from '../contracts/customer-profile';
import { postQuery } from 'shared';
import { customerProfileKeys } from './keys';
import { queryOptions } from 'shared';

/** How long a read of the customer's profile is used before it is asked again. */
export const CUSTOMER_PROFILE_STALE_MS = 60_000;

/**
 * The signed-in customer's profile (our own call `KGItwCustomerProfile`: risk type, KYC and its expiry,
 * investor class), the one read of it for every page and remote (rules ORD-4, ORD-5): one key, one time
 * to live, so the list's 加入購物車, the finder, order entry and the fund and stock tickets judge with the
 * same profile. Read without the loading overlay: each page shows its own waiting. A minute's staleness
 * at most, so a KYC renewed or a risk type changed elsewhere counts on the next page.
 */
export function customerProfileQuery(idno: string) {
  return queryOptions({
    queryKey: customerProfileKeys.profile(idno),
    queryFn: ({ signal }) => postQuery(buildCustomerProfileRequest(), parseCustomerProfileAnswer, { signal, loading: false }),
    staleTime: CUSTOMER_PROFILE_STALE_MS,
  });
}
