import { useCallback, useMemo } from 'react';
import { bondBuyRefusals, customerProfileQuery, type CustomerProfile } from '@shared/account';
import { isGuestIdno, useLogin, useQuery } from 'shared';
import { type Bond } from '@shared/bond';
import { taipeiDate } from 'shared/calendar';

/** The signed-in customer's profile (rule ORD-4): the one read every page shares. */
export { customerProfileQuery };

/**
 * The first reason the customer may not buy `bond` today (rule ORD-5), in the words order entry and the
 * back end use, or null when the customer may (or the profile is not in yet).
 */
export function buyRefusalOf(profile: CustomerProfile | undefined, bond: Bond, today: string): string | null {
  if (profile === undefined) return null;
  return bondBuyRefusals(profile, bond, today)[0]?.message ?? null;
}

/** What {@link useBuyRefusal} gives: the refusal of a bond, and whether the profile has been read (or failed). */
export interface BuyRefusals {
  readonly refusalOf: (bond: Bond) => string | null;
  readonly settled: boolean;
}

/**
 * Why the signed-in customer may not buy a bond (rule ORD-5), for the 加入購物車 of the list and the detail
 * page: the reason is shown at the button, not first at order entry. Null while the profile loads: adding
 * then checks it on the way (`useAddToCart`), and the back end refuses the cart change anyway.
 */
export function useBuyRefusal(): BuyRefusals {
  const { idno } = useLogin();
  const customer = idno !== '' && !isGuestIdno(idno);
  const profile = useQuery({ ...customerProfileQuery(idno), enabled: customer });
  const today = useMemo(() => taipeiDate(), []);
  const data = profile.data;
  const refusalOf = useCallback((bond: Bond) => buyRefusalOf(data, bond, today), [data, today]);
  return { refusalOf, settled: !customer || !profile.isPending };
}
