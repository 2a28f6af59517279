import { MARKET_SETTLEMENT_DAYS } from 'shared/calendar';
import { success, type QueryAnswer } from '../answers';
import type { ContractInput, FeeScheduleSchema } from '../shared-contracts';

/** The market's settlement lag of a currency (rule BND-15). */
function lag(currency: string): number {
  const days = MARKET_SETTLEMENT_DAYS[currency];
  if (days === undefined) throw new RangeError(`no settlement lag for ${currency}`);
  return days;
}

/**
 * The sandbox's fee schedule: 0.2 % a year custody (0.25 % for rand), minimums of roughly US$10 in
 * each currency (plausible, not anyone's tariff); settlement on each market's own lag (rule BND-15):
 * T+1 for US bonds, gilts and JGBs, T+3 for rand bonds, T+2 elsewhere.
 */
export const FEE_SCHEDULE: ContractInput<typeof FeeScheduleSchema> = {
  effectiveDate: '20250101',
  feeList: [
    { currency: 'USD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: lag('USD') },
    { currency: 'EUR', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: lag('EUR') },
    { currency: 'GBP', custodyFeeRate: 0.2, custodyFeeMin: 8, settlementDays: lag('GBP') },
    { currency: 'AUD', custodyFeeRate: 0.2, custodyFeeMin: 15, settlementDays: lag('AUD') },
    { currency: 'NZD', custodyFeeRate: 0.2, custodyFeeMin: 17, settlementDays: lag('NZD') },
    { currency: 'CNH', custodyFeeRate: 0.2, custodyFeeMin: 70, settlementDays: lag('CNH') },
    { currency: 'JPY', custodyFeeRate: 0.2, custodyFeeMin: 1_500, settlementDays: lag('JPY') },
    { currency: 'ZAR', custodyFeeRate: 0.25, custodyFeeMin: 180, settlementDays: lag('ZAR') },
  ],
};

/** FunId KGItwPubOltsFeeSchedule (our own contract): the same schedule for everyone, guests included. */
export function feeSchedule(): QueryAnswer {
  return success(FEE_SCHEDULE);
}
