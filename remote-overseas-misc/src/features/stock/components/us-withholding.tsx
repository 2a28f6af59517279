import { isGuestIdno, useLogin, useQuery } from 'shared';
import { taipeiDate } from 'shared/calendar';
import { UsDividendWithholdingNote } from '../../w8ben';
import { customerProfileQuery } from '../api/stock-queries';

/**
 * Under a US stock: the US withholding on its dividends with and without a W-8BEN (rule TAX-5), and, for a
 * signed-in customer, the rate that applies to them now (from the profile the order ticket reads too).
 */
export function UsWithholding() {
  const { idno } = useLogin();
  const customer = idno !== '' && !isGuestIdno(idno);
  const profile = useQuery({ ...customerProfileQuery(idno), enabled: customer });
  return <UsDividendWithholdingNote profile={customer ? profile.data : undefined} today={taipeiDate()} />;
}
