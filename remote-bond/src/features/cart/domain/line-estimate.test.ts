import fc from 'fast-check';
import { Decimal, decimalPlaces } from 'shared/money';
import { formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { DAY_COUNTS } from '../../../../../shared/bond/src/math/day-count';
import type { CartCurrencyFee } from './cart-fee-schedule';
import { DEFAULT_SETTLEMENT_DAYS, estimateLine, missingFeeNote, missingHolidaysNote, missingTradeFeeNote, type TradeFee } from './line-estimate';
import { makeTestBond } from '../../../test/make-test-bond';
import { minFaceValueFor } from './min-face-value';
import { minorUnitDigits } from './minor-unit-digits';

const fees: Readonly<Record<string, CartCurrencyFee>> = {
  USD: { currency: 'USD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 },
  EUR: { currency: 'EUR', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 },
  GBP: { currency: 'GBP', custodyFeeRate: 0.2, custodyFeeMin: 8, settlementDays: 1 },
  AUD: { currency: 'AUD', custodyFeeRate: 0.2, custodyFeeMin: 15, settlementDays: 2 },
  NZD: { currency: 'NZD', custodyFeeRate: 0.2, custodyFeeMin: 17, settlementDays: 2 },
  CNH: { currency: 'CNH', custodyFeeRate: 0.2, custodyFeeMin: 70, settlementDays: 2 },
  JPY: { currency: 'JPY', custodyFeeRate: 0.2, custodyFeeMin: 1_500, settlementDays: 2 },
  ZAR: { currency: 'ZAR', custodyFeeRate: 0.25, custodyFeeMin: 180, settlementDays: 3 },
};

/** The desk's trading fees (the sandbox's trade rules). */
const tradeFees: Readonly<Record<string, TradeFee>> = {
  USD: { feeRate: '0.1', feeMin: '30' },
  EUR: { feeRate: '0.1', feeMin: '28' },
  GBP: { feeRate: '0.1', feeMin: '24' },
  AUD: { feeRate: '0.1', feeMin: '45' },
  NZD: { feeRate: '0.1', feeMin: '50' },
  CNH: { feeRate: '0.1', feeMin: '210' },
  JPY: { feeRate: '0.1', feeMin: '4500' },
  ZAR: { feeRate: '0.12', feeMin: '550' },
};

describe('estimateLine', () => {
  it('estimates a USD line (hand-computed)', () => {
    // trade Thu 2026-11-19, T+2 → Mon 2026-11-23: 8 days of the 181-day period from 2026-11-15
    const estimate = estimateLine({ bond: makeTestBond(), faceValue: 100_000, price: 98.765, fee: fees.USD, tradeFee: tradeFees.USD, tradeDate: '20261119' });
    expect(estimate).toEqual({
      selectCurrency: 'USD',
      settlementDate: '20261123',
      grossConsideration: 98_765, // 100,000 × 98.765 / 100
      accruedInterest: 91.16, // 100,000 × 4.125 × 8 / (362 × 100) = 91.160220…
      tradingFee: 98.77, // max(30, 98,765 × 0.1 % = 98.765) → 98.77
      custodyFee: 200, // a year's on the face: max(10, 100,000 × 0.2 %), charged later, not in the total (not on the 98,765 paid)
      totalAmount: 98_954.93, // 98,765 + 91.16 + 98.77
      accruedPer100: (4.125 * 8) / 362,
      accrualDays: 8,
      note: null,
    });
  });

  it('estimates a JPY line in whole yen (hand-computed)', () => {
    const jgb = makeTestBond({ issueCurrency: 'JPY', faceRate: 0.8, dayCount: 'ACT/365', issueDate: '20210320', maturityDate: '20310320' });
    // trade Thu 2026-08-27, T+2 → Mon 2026-08-31: 164 days from 2026-03-20
    const estimate = estimateLine({ bond: jgb, faceValue: 1_000_000, price: 99.555, fee: fees.JPY, tradeFee: tradeFees.JPY, tradeDate: '20260827' });
    expect(estimate).toMatchObject({
      selectCurrency: 'JPY',
      settlementDate: '20260831',
      grossConsideration: 995_550,
      accruedInterest: 3_595, // 1,000,000 × 0.8 × 164 / 36,500 = 3,594.52 → 3,595
      tradingFee: 4_500, // 995,550 × 0.1 % = 995.55 < the minimum 4,500
      custodyFee: 2_000, // on the face: 1,000,000 × 0.2 %, not in the total
      totalAmount: 1_003_645,
      accrualDays: 164,
    });
  });

  it('charges the minimum custody fee on small lines', () => {
    const estimate = estimateLine({ bond: makeTestBond(), faceValue: 1_000, price: 98.765, fee: fees.USD, tradeFee: tradeFees.USD, tradeDate: '20261119' });
    expect(estimate.custodyFee).toBe(10); // 1,000 × 0.2 % = 2 < 10
    const odd = { ...fees.USD, custodyFeeMin: 10.005 } as CartCurrencyFee;
    expect(estimateLine({ bond: makeTestBond(), faceValue: 1_000, price: 98.765, fee: odd, tradeFee: tradeFees.USD, tradeDate: '20261119' }).custodyFee).toBe(10.01);
  });

  it('rounds half-up exactly at the minor unit', () => {
    // 1,000 × 98.7655 / 100 = 987.655 exactly, a tie (`toFixed(2)` on the double says 987.65)
    const usd = estimateLine({ bond: makeTestBond({ faceRate: 0 }), faceValue: 1_000, price: 98.7655, fee: fees.USD, tradeFee: tradeFees.USD, tradeDate: '20261119' });
    expect(usd.grossConsideration).toBe(987.66);
    const jpy = estimateLine({
      bond: makeTestBond({ issueCurrency: 'JPY', faceRate: 0, cpnFreq: 0 }),
      faceValue: 1_000_000,
      price: 99.55005,
      fee: fees.JPY, tradeFee: tradeFees.JPY,
      tradeDate: '20261119',
    });
    expect(jpy.grossConsideration).toBe(995_501); // 995,500.5 → 995,501
  });

  it('uses the settlement days of the schedule', () => {
    const zar = makeTestBond({ issueCurrency: 'ZAR', dayCount: 'ACT/365' });
    expect(estimateLine({ bond: zar, faceValue: 100_000, price: 100, fee: fees.ZAR, tradeFee: tradeFees.ZAR, tradeDate: '20261119' }).settlementDate).toBe('20261124');
    const gbp = makeTestBond({ issueCurrency: 'GBP' });
    expect(estimateLine({ bond: gbp, faceValue: 10_000, price: 100, fee: fees.GBP, tradeFee: tradeFees.GBP, tradeDate: '20261120' }).settlementDate).toBe('20261123');
  });

  it('skips the holidays of Taiwan and of the currency market', () => {
    const line = { bond: makeTestBond(), faceValue: 100_000, price: 98.765, fee: fees.USD, tradeFee: tradeFees.USD };
    // Thanksgiving Thursday 2026-11-26: T+2 from Tuesday is Friday, so 12 days accrue from 11-15, not 11
    expect(estimateLine({ ...line, tradeDate: '20261124' })).toMatchObject({ settlementDate: '20261127', accrualDays: 12, note: null });
    const eur = makeTestBond({ issueCurrency: 'EUR' });
    expect(estimateLine({ ...line, bond: eur, fee: fees.EUR, tradeFee: tradeFees.EUR, tradeDate: '20261124' }).settlementDate).toBe('20261126');
    // 國慶日補假 Friday 2026-10-09 closes Taiwan for every currency
    expect(estimateLine({ ...line, bond: eur, fee: fees.EUR, tradeFee: tradeFees.EUR, tradeDate: '20261008' }).settlementDate).toBe('20261013');
  });

  it('counts weekdays only, and says so, where the holiday tables do not reach', () => {
    const estimate = estimateLine({ bond: makeTestBond(), faceValue: 100_000, price: 98.765, fee: fees.USD, tradeFee: tradeFees.USD, tradeDate: '20291224' });
    expect(estimate.settlementDate).toBe('20291226'); // Christmas 2029 is not known to be a holiday
    expect(estimate.note).toBe('未有 USD 或台灣該年度假日資料：交割日僅排除週末估算');
    expect(estimate.note).toBe(missingHolidaysNote('USD'));
    const both = estimateLine({ bond: makeTestBond(), faceValue: 100_000, price: 98.765, fee: undefined, tradeFee: tradeFees.USD, tradeDate: '20291224' });
    expect(both.note).toBe(`${missingFeeNote('USD')}；${missingHolidaysNote('USD')}`);
  });

  it('charges no custody fee, assumes T+2 and says so without a schedule entry', () => {
    const estimate = estimateLine({ bond: makeTestBond(), faceValue: 100_000, price: 98.765, fee: undefined, tradeFee: tradeFees.USD, tradeDate: '20261119' });
    expect(DEFAULT_SETTLEMENT_DAYS).toBe(2);
    expect(estimate).toMatchObject({ settlementDate: '20261123', custodyFee: 0, tradingFee: 98.77, totalAmount: 98_954.93, note: missingFeeNote('USD') });
    expect(estimate.note).toBe('費率表無 USD 幣別資料：保管費以 0 計，交割日以 T+2 估算');
  });

  it('charges no trading fee and says so without the desk\'s entry for the currency', () => {
    const estimate = estimateLine({ bond: makeTestBond(), faceValue: 100_000, price: 98.765, fee: fees.USD, tradeFee: undefined, tradeDate: '20261119' });
    expect(estimate).toMatchObject({ tradingFee: 0, totalAmount: 98_856.16, note: missingTradeFeeNote('USD') });
  });

  it('accrues nothing for a zero-coupon bond or before the issue date', () => {
    const zero = makeTestBond({ faceRate: 0, cpnFreq: 0 });
    expect(estimateLine({ bond: zero, faceValue: 10_000, price: 80, fee: fees.USD, tradeFee: tradeFees.USD, tradeDate: '20261119' })).toMatchObject({
      accruedInterest: 0,
      accruedPer100: 0,
      accrualDays: 0,
      tradingFee: 30, // the minimum: 8,000 × 0.1 % = 8
      totalAmount: 8_030,
    });
    const newIssue = makeTestBond({ issueDate: '20261201' });
    expect(estimateLine({ bond: newIssue, faceValue: 10_000, price: 100, fee: fees.USD, tradeFee: tradeFees.USD, tradeDate: '20261119' }).accruedInterest).toBe(0);
  });

  it('refuses bad amounts and a fee entry of another currency', () => {
    const base = { bond: makeTestBond(), faceValue: 10_000, price: 100, fee: fees.USD, tradeFee: tradeFees.USD, tradeDate: '20261119' };
    expect(() => estimateLine({ ...base, faceValue: -1 })).toThrow(RangeError);
    expect(() => estimateLine({ ...base, price: Number.NaN })).toThrow(RangeError);
    expect(() => estimateLine({ ...base, fee: fees.EUR })).toThrow(RangeError);
    expect(() => estimateLine({ ...base, tradeDate: '2026-11-19' })).toThrow(RangeError);
  });

  describe('properties', () => {
    const start = parseYyyymmdd('20240101');
    const currencies = Object.keys(fees);
    const arbitraryLine = fc
      .record({
        currency: fc.constantFrom(...currencies),
        steps: fc.integer({ min: 0, max: 500 }),
        increment: fc.constantFrom(1, 1_000, 10_000, 100_000),
        priceThousandths: fc.integer({ min: 1, max: 200_000 }),
        faceRate: fc.integer({ min: 0, max: 120 }).map((eighths) => eighths / 8),
        cpnFreq: fc.constantFrom(0, 1, 2, 4),
        dayCount: fc.constantFrom(...DAY_COUNTS),
        maturityOffset: fc.integer({ min: 1, max: 365 * 30 }),
        issueOffset: fc.integer({ min: -365 * 30, max: 0 }),
        tradeOffset: fc.integer({ min: -400, max: 365 * 31 }),
        withFee: fc.boolean(),
      })
      .map((draw) => {
        const issue = start + draw.issueOffset;
        return {
          bond: makeTestBond({
            issueCurrency: draw.currency,
            faceRate: draw.cpnFreq === 0 ? 0 : draw.faceRate,
            cpnFreq: draw.cpnFreq,
            dayCount: draw.dayCount,
            issueDate: formatYyyymmdd(issue),
            maturityDate: formatYyyymmdd(start + draw.maturityOffset),
          }),
          faceValue: minFaceValueFor(draw.currency) + draw.steps * draw.increment,
          price: draw.priceThousandths / 1000,
          fee: draw.withFee ? fees[draw.currency] : undefined,
          tradeFee: draw.withFee ? tradeFees[draw.currency] : undefined,
          tradeDate: formatYyyymmdd(start + draw.tradeOffset),
        };
      });

    it('the total is exactly the sum of its parts', () => {
      fc.assert(
        fc.property(arbitraryLine, (input) => {
          const e = estimateLine(input);
          const sum = new Decimal(e.grossConsideration).plus(e.accruedInterest).plus(e.tradingFee);
          expect(sum.eq(e.totalAmount)).toBe(true);
          expect(new Decimal(e.totalAmount).toString()).toBe(sum.toString());
        }),
        { numRuns: 1000 },
      );
    });

    it('never leaves more digits than the currency minor unit', () => {
      fc.assert(
        fc.property(arbitraryLine, (input) => {
          const e = estimateLine(input);
          const digits = minorUnitDigits(e.selectCurrency);
          for (const amount of [e.grossConsideration, e.accruedInterest, e.tradingFee, e.custodyFee, e.totalAmount]) {
            expect(decimalPlaces(new Decimal(amount))).toBeLessThanOrEqual(digits);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
        }),
        { numRuns: 1000 },
      );
    });

    it('charges at least the minimum custody fee when the schedule has the currency', () => {
      fc.assert(
        fc.property(arbitraryLine, (input) => {
          const e = estimateLine(input);
          if (input.fee === undefined) expect(e.custodyFee).toBe(0);
          else expect(e.custodyFee).toBeGreaterThanOrEqual(input.fee.custodyFeeMin);
        }),
        { numRuns: 500 },
      );
    });
  });
});
