import { parseYyyymmdd } from 'shared/calendar';

/** How many days before its expiry a KYC assessment starts to warn (rule ACC-10). */
export const KYC_WARNING_DAYS = 30;

/**
 * Where the customer's KYC risk assessment stands on `today` (both `YYYYMMDD`, Taiwan dates): `expired`
 * from the day after its last valid day (the day itself still counts, as the suitability rules say, rule
 * ORD-5), `expiring` when the last valid day is at most {@link KYC_WARNING_DAYS} days away, else `valid`.
 */
export type KycStatus =
  | { readonly state: 'valid'; readonly daysLeft: number }
  | { readonly state: 'expiring'; readonly daysLeft: number }
  | { readonly state: 'expired'; readonly daysLeft: number };

/** The {@link KycStatus} of an expiry date on a day. */
export function kycStatus(kycExpiry: string, today: string): KycStatus {
  const daysLeft = parseYyyymmdd(kycExpiry) - parseYyyymmdd(today);
  if (daysLeft < 0) return { state: 'expired', daysLeft };
  if (daysLeft <= KYC_WARNING_DAYS) return { state: 'expiring', daysLeft };
  return { state: 'valid', daysLeft };
}
