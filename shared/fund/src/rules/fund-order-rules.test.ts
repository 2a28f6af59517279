import { Decimal } from 'shared/money';
import { buyingPowerShortfall, canCancelFundOrder, checkRedemptionUnits, checkSubscriptionAmount, fundCancelDeadline, fundOrderDates, redemptionProceeds, subscriptionCost, unitsFor } from './fund-order-rules';

const message = (result: ReturnType<typeof checkSubscriptionAmount>) => (result.ok ? null : result.message);

describe('fund order rules', () => {
  it('refuses a subscription below the minimum of its currency, and accepts the minimum itself (rule FND-5)', () => {
    expect(message(checkSubscriptionAmount('999.99', 'USD', '1000'))).toBe('單筆最低申購金額為 USD 1,000.00。');
    expect(message(checkSubscriptionAmount('1,000', 'USD', '1000'))).toBeNull();
    expect(message(checkSubscriptionAmount('149999', 'JPY', '150000'))).toBe('單筆最低申購金額為 JPY 150,000。');
  });

  it('refuses what is not an amount in the currency, beside the field', () => {
    expect(message(checkSubscriptionAmount('', 'USD', '1000'))).toBe('請輸入申購金額。');
    expect(message(checkSubscriptionAmount('1e5', 'USD', '1000'))).toBe('申購金額須為正數。');
    expect(message(checkSubscriptionAmount('-2000', 'USD', '1000'))).toBe('申購金額須為正數。');
    expect(message(checkSubscriptionAmount('1000.123', 'USD', '1000'))).toBe('申購金額最多 2 位小數。');
    expect(message(checkSubscriptionAmount('150000.5', 'JPY', '150000'))).toBe('申購金額須為整數。');
  });

  it('refuses an amount or a number of units too long to be one for its length, and takes the longest allowed', () => {
    expect(message(checkSubscriptionAmount('999999999999999999', 'USD', '1000'))).toBe('申購金額超過上限：整數部分最多 15 位數。');
    expect(message(checkSubscriptionAmount('1,000,000,000,000,000', 'USD', '1000'))).toBe('申購金額超過上限：整數部分最多 15 位數。');
    expect(message(checkSubscriptionAmount('999999999999999.99', 'USD', '1000'))).toBeNull();
    // leading zeros are not digits of the amount
    expect(message(checkSubscriptionAmount('0000000000000001000', 'USD', '1000'))).toBeNull();
    expect(message(checkRedemptionUnits('1234567890123456', '10'))).toBe('贖回單位數超過上限：整數部分最多 15 位數。');
  });

  it('charges the front-end load on top, rounded half-up to the minor unit (rule FND-6)', () => {
    const cost = subscriptionCost('1000', '3.00', 'USD');
    expect([cost.fee.toFixed(2), cost.total.toFixed(2)]).toEqual(['30.00', '1030.00']);
    const odd = subscriptionCost('1234.57', '1.50', 'USD');
    // 18.51855 → 18.52
    expect([odd.fee.toFixed(2), odd.total.toFixed(2)]).toEqual(['18.52', '1253.09']);
    expect(subscriptionCost('150001', '2.5', 'JPY').fee.toFixed()).toBe('3750');
    expect(subscriptionCost('1000', '0', 'USD').total.toFixed(2)).toBe('1000.00');
  });

  it('refuses a total above the buying power, and accepts one equal to it', () => {
    const total = new Decimal('1030');
    expect(buyingPowerShortfall(total, '1030', 'USD')).toBeNull();
    expect(buyingPowerShortfall(total, '1029.99', 'USD')).toBe('保證金專戶 USD 可用餘額不足：可用 USD 1,029.99，本次申購需 USD 1,030.00（含申購手續費）。');
  });

  it('allots units rounded down to 4 decimals, and pays a redemption at the NAV less its fee', () => {
    expect(unitsFor('1000', '12.34').toFixed(4)).toBe('81.0372');
    expect(unitsFor('1000', '3').toFixed(4)).toBe('333.3333');
    const paid = redemptionProceeds('81.0372', '12.50', '0.50', 'USD');
    expect([paid.amount.toFixed(2), paid.fee.toFixed(2), paid.total.toFixed(2)]).toEqual(['1012.97', '5.06', '1007.91']);
  });

  it('redeems at most the units not already being redeemed (rule FND-8)', () => {
    expect(checkRedemptionUnits('10.5', '10.5000').ok).toBe(true);
    const over = checkRedemptionUnits('10.5001', '10.5');
    expect(over.ok ? '' : over.message).toBe('贖回單位數不可超過可贖回單位數 10.5000。');
    const fine = checkRedemptionUnits('1.00001', '10');
    expect(fine.ok ? '' : fine.message).toBe('贖回單位數最多 4 位小數。');
  });

  describe('trade date, NAV date and cancelling (rules FND-7, FND-9)', () => {
    const taipei = (iso: string) => Date.parse(`${iso}+08:00`);

    it('counts an order before 14:00 on a business day from today, and trades it at the next business day of Taiwan and the fund market', () => {
      // 2026-11-26 is Thanksgiving: a USD class has no NAV that day, a EUR class does
      expect(fundOrderDates(taipei('2026-11-25T10:00:00'), 'USD')).toEqual({ tradeDate: '20261125', navDate: '20261127', afterCutoff: false });
      expect(fundOrderDates(taipei('2026-11-25T10:00:00'), 'EUR')).toEqual({ tradeDate: '20261125', navDate: '20261126', afterCutoff: false });
    });

    it('moves an order at or after the cut-off, or on a day off, to the next business day', () => {
      expect(fundOrderDates(taipei('2026-11-25T14:00:00'), 'USD')).toEqual({ tradeDate: '20261127', navDate: '20261130', afterCutoff: true });
      expect(fundOrderDates(taipei('2026-11-28T09:00:00'), 'EUR')).toEqual({ tradeDate: '20261130', navDate: '20261201', afterCutoff: true });
    });

    it('trades the yuan class on Hong Kong\'s calendar', () => {
      // 2026-12-25 and 12-26 (Boxing Day, a Saturday) are Hong Kong holidays; Taiwan is open on the 25th
      expect(fundOrderDates(taipei('2026-12-24T10:00:00'), 'CNY').navDate).toBe('20261228');
    });

    it('lets a waiting order be cancelled until the cut-off of its trade date, and never once confirmed or cancelled', () => {
      const waiting = { status: 'PENDING_NAV', tradeDate: '20261125' };
      expect(fundCancelDeadline('20261125')).toBe(taipei('2026-11-25T14:00:00'));
      expect(canCancelFundOrder(waiting, taipei('2026-11-24T18:00:00'))).toBe(true);
      expect(canCancelFundOrder(waiting, taipei('2026-11-25T13:59:59'))).toBe(true);
      expect(canCancelFundOrder(waiting, taipei('2026-11-25T14:00:00'))).toBe(false);
      expect(canCancelFundOrder({ ...waiting, status: 'CONFIRMED' }, taipei('2026-11-24T18:00:00'))).toBe(false);
      expect(canCancelFundOrder({ ...waiting, status: 'CANCELLED' }, taipei('2026-11-24T18:00:00'))).toBe(false);
    });
  });
});
