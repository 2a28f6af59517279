import fc from 'fast-check';
import { Decimal } from 'shared/money';
import { checkBuyingPower, orderCost, tradingFee, twdBudgetOf, twdEquivalentText, twdOf } from './order-cost';

const bond = { issueCurrency: 'USD', faceRate: 4, cpnFreq: 2 as const, dayCount: '30/360' as const, issueDate: '20200115', maturityDate: '20300115' };
const fee = { feeRate: '0.1', feeMin: '30' };
const schedule = { currency: 'USD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 };

describe('orderCost (rule ORD-7)', () => {
  it('adds clean, accrued interest to the settlement date and the fee with its minimum', () => {
    // Tuesday 2025-07-01, T+2 → Thursday 07-03; 30/360 from 01-15 is 168 days: 10,000 × 4 % × 168/360 = 186.67
    const cost = orderCost({ bond, nominal: 10_000, price: 99.5, fee, schedule, tradeDate: '20250701' });
    expect(cost.settlementDate).toBe('20250703');
    expect(cost.clean.toFixed(2)).toBe('9950.00');
    expect(cost.accrued.toFixed(2)).toBe('186.67');
    expect(cost.fee.toFixed(2)).toBe('30.00');
    expect(cost.total.toFixed(2)).toBe('10166.67');
  });

  it('charges the proportional fee above the minimum', () => {
    expect(tradingFee(new Decimal('1000000'), 'USD', fee).toFixed(2)).toBe('1000.00');
    expect(tradingFee(new Decimal('1234567'), 'JPY', { feeRate: '0.1', feeMin: '4500' }).toFixed(0)).toBe('4500');
    // 2025-07-03 (Thu) + 2 business days skips 07-04 (US Independence Day) and the weekend
    expect(orderCost({ bond, nominal: 10_000, price: 100, fee, schedule, tradeDate: '20250703' }).settlementDate).toBe('20250708');
  });

  it('totals exactly the rounded parts, for any nominal and price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 50_000, max: 150_000 }), (lots, milli) => {
        const cost = orderCost({ bond, nominal: lots * 10_000, price: milli / 1000, fee, schedule, tradeDate: '20250701' });
        expect(cost.total.eq(cost.clean.plus(cost.accrued).plus(cost.fee))).toBe(true);
        expect(cost.fee.gte(30)).toBe(true);
        expect(cost.clean.round(2).eq(cost.clean)).toBe(true);
      }),
    );
  });

  it('converts to TWD at the rate, to the cent', () => {
    expect(twdOf(new Decimal('100.01'), '32.1534').toFixed(2)).toBe('3215.66');
  });
});

describe('checkBuyingPower (rule ORD-8)', () => {
  const d = (value: string) => new Decimal(value);
  it('refuses the line that would overdraw with its shortfall, and tries later lines on what is left', () => {
    const verdicts = checkBuyingPower(
      [
        { key: 'a', currency: 'USD', total: d('6000') },
        { key: 'b', currency: 'USD', total: d('5000') },
        { key: 'c', currency: 'USD', total: d('3000') },
        { key: 'd', currency: 'GBP', total: d('100') },
      ],
      (currency) => (currency === 'USD' ? d('10000') : null),
    );
    expect(verdicts.get('a')).toEqual({ ok: true });
    expect(verdicts.get('b')).toMatchObject({ ok: false });
    const b = verdicts.get('b');
    expect(b?.ok === false && b.shortfall.toFixed(2)).toBe('1000.00');
    expect(verdicts.get('c')).toEqual({ ok: true });
    expect(verdicts.get('d')).toMatchObject({ ok: false, available: null });
  });

  it('never lets the accepted lines of a currency exceed its available money', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 12 }), fc.integer({ min: 0, max: 300_000 }), (totals, available) => {
        const lines = totals.map((total, index) => ({ key: String(index), currency: 'USD', total: d(String(total)) }));
        const verdicts = checkBuyingPower(lines, () => d(String(available)));
        const accepted = lines.filter((line) => verdicts.get(line.key)?.ok === true).reduce((sum, line) => sum + Number(line.total), 0);
        expect(accepted).toBeLessThanOrEqual(available);
        for (const line of lines) {
          const verdict = verdicts.get(line.key);
          if (verdict?.ok === false) expect(verdict.shortfall.gt(0)).toBe(true);
        }
      }),
    );
  });
});

describe('twdBudgetOf', () => {
  it('reads a whole TWD amount above 0 as typed, full-width digits and grouping commas too', () => {
    expect(twdBudgetOf('500000')).toBe(500_000);
    expect(twdBudgetOf('500,000')).toBe(500_000);
    expect(twdBudgetOf('５００，０００')).toBe(500_000);
    expect(twdBudgetOf('999999999999')).toBe(999_999_999_999);
  });

  it('refuses what is not a budget: empty, zero, negative, a fraction, more than 12 digits, text', () => {
    for (const text of ['', '0', '-100', '100.5', '1000000000000', 'abc']) expect(twdBudgetOf(text)).toBeUndefined();
  });
});

describe('twdEquivalentText (rule ORD-7)', () => {
  it('says the amount in TWD with the rate and its time, or that there is no rate', () => {
    const amount = twdOf(new Decimal('100000'), '32.1534');
    expect(twdEquivalentText({ amount, rate: '32.1534', time: '2026-11-27T09:30:00+08:00' })).toBe('新台幣 3,215,340.00（參考匯率 32.1534，2026/11/27 09:30）');
    expect(twdEquivalentText(undefined)).toBe('無參考匯率');
  });
});
