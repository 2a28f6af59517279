import { buildCustomerProfileRequest, customerProfileKeys, parseCustomerProfileAnswer, postQuery, queryOptions, useQuery, type SettlementAccount } from 'shared';

/**
 * The signed-in customer's profile (KGItwCustomerProfile, the trade pages' contract), under its own key so
 * the order pages and these share one read: the margin pages use its settlement accounts, the registered
 * bank account of each currency.
 */
export function customerProfileQuery(idno: string) {
  return queryOptions({
    queryKey: customerProfileKeys.profile(idno),
    queryFn: ({ signal }) => postQuery(buildCustomerProfileRequest(), parseCustomerProfileAnswer, { signal, loading: false }),
    enabled: idno !== '',
  });
}

/** The registered bank accounts of one trading account (rule MRG-3), and the profile read's state. */
export function useSettlementAccounts(idno: string, accountNo: string) {
  const profile = useQuery(customerProfileQuery(idno));
  const accounts: readonly SettlementAccount[] | undefined = profile.data?.accounts.find((entry) => entry.account === accountNo)?.settlementAccounts ?? (profile.data === undefined ? undefined : []);
  return { accounts, profile };
}
