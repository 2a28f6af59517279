import { success, type QueryAnswer } from '../answers';
import type { ContractInput, FeeScheduleSchema } from '../shared-contracts';

/**
 * The sandbox's fee schedule: 0.2 % a year custody (0.25 % for rand), minimums of roughly US$10 in
 * each currency, settlement T+2 except gilts-style GBP at T+1 and ZAR at T+3. Plausible, not anyone's tariff.
 */
export const FEE_SCHEDULE: ContractInput<typeof FeeScheduleSchema> = {
  effectiveDate: '20250101',
  feeList: [
    { currency: 'USD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 },
    { currency: 'EUR', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 },
    { currency: 'GBP', custodyFeeRate: 0.2, custodyFeeMin: 8, settlementDays: 1 },
    { currency: 'AUD', custodyFeeRate: 0.2, custodyFeeMin: 15, settlementDays: 2 },
    { currency: 'NZD', custodyFeeRate: 0.2, custodyFeeMin: 17, settlementDays: 2 },
    { currency: 'CNH', custodyFeeRate: 0.2, custodyFeeMin: 70, settlementDays: 2 },
    { currency: 'JPY', custodyFeeRate: 0.2, custodyFeeMin: 1_500, settlementDays: 2 },
    { currency: 'ZAR', custodyFeeRate: 0.25, custodyFeeMin: 180, settlementDays: 3 },
  ],
};

/** FunId KGItwPubOltsFeeSchedule (our own contract): the same schedule for everyone, guests included. */
export function feeSchedule(): QueryAnswer {
  return success(FEE_SCHEDULE);
}
