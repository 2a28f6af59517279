import { findCurrencyFee, type CartFeeSchedule } from './cart-fee-schedule';

const schedule: CartFeeSchedule = {
  effectiveDate: '20250101',
  feeList: [
    { currency: 'USD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 },
    { currency: 'ZAR', custodyFeeRate: 0.25, custodyFeeMin: 180, settlementDays: 3 },
  ],
};

describe('findCurrencyFee', () => {
  it('finds the entry of a currency', () => {
    expect(findCurrencyFee(schedule, 'ZAR')).toEqual({ currency: 'ZAR', custodyFeeRate: 0.25, custodyFeeMin: 180, settlementDays: 3 });
  });

  it('gives undefined without an entry or a schedule', () => {
    expect(findCurrencyFee(schedule, 'JPY')).toBeUndefined();
    expect(findCurrencyFee(null, 'USD')).toBeUndefined();
    expect(findCurrencyFee(undefined, 'USD')).toBeUndefined();
  });
});
