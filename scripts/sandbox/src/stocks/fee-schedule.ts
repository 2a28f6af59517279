import type { ContractInput, StockFeeScheduleSchema } from '../shared-contracts';

/**
 * The sandbox's stock commission (rule STK-5): 0.25 % with a minimum of US$15, HK$100 and ¥1,500 per
 * order. Plausible for an online sub-brokerage, not anyone's tariff.
 */
export const STOCK_FEE_SCHEDULE: ContractInput<typeof StockFeeScheduleSchema> = {
  effectiveDate: '20250101',
  markets: [
    { market: 'US', currency: 'USD', commissionRate: '0.25', commissionMin: '15' },
    { market: 'HK', currency: 'HKD', commissionRate: '0.25', commissionMin: '100' },
    { market: 'JP', currency: 'JPY', commissionRate: '0.25', commissionMin: '1500' },
  ],
};
