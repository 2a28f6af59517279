import { customerProfileQuery, type SettlementAccount } from '@shared/account';
import { useQuery } from 'shared';

/** The signed-in customer's profile: the one read every page shares; the margin pages use its settlement accounts. */
export { customerProfileQuery } from '@shared/account';

/** The registered bank accounts of one trading account (rule MRG-3), and the profile read's state. */
export function useSettlementAccounts(idno: string, accountNo: string) {
  const profile = useQuery({ ...customerProfileQuery(idno), enabled: idno !== '' });
  const accounts: readonly SettlementAccount[] | undefined = profile.data?.accounts.find((entry) => entry.account === accountNo)?.settlementAccounts ?? (profile.data === undefined ? undefined : []);
  return { accounts, profile };
}
