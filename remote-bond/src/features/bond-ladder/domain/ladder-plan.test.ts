import { Decimal } from 'shared/money';
import type { Bond } from '@shared/bond';
import { taipeiInstant } from 'shared/calendar';
import { makeBond } from '../../../test/bond-fixtures';
import type { CartCurrencyFee, TradeFee } from '../../cart';
import { DEFAULT_LADDER_CRITERIA, type LadderCriteria } from './ladder-criteria';
import { faceWithin, ladderRungs, planLadder, shareOf, type LadderMarket } from './ladder-plan';

// Friday 27 November 2026, 10:00 in Taipei: before the 15:00 cut-off, so the trade date is today and a
// T+2 purchase settles on Tuesday 1 December 2026 (no Taiwan, US or Australian holiday in between)
const NOW = taipeiInstant('20261127', '10:00');
const FEES: Record<string, CartCurrencyFee> = {
  USD: { currency: 'USD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 },
  AUD: { currency: 'AUD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 },
};
const TRADE_FEE: TradeFee = { feeRate: '0.1', feeMin: '20' };
const RATES: Record<string, string> = { USD: '32', AUD: '21' };

function market(suitable: (bond: Bond) => boolean = () => true): LadderMarket {
  return { today: '20261127', now: NOW, feeOf: (currency) => FEES[currency], tradeFeeOf: () => TRADE_FEE, rateOf: (currency) => RATES[currency], suitable };
}

// A 4 % semi-annual 30/360 USD bond paying on 1 June and 1 December, maturing 1 June 2027 (year 1), at 100:
// settling on a coupon date, it has no accrued interest.
const USD_2027 = makeBond(1, { faceRate: 4, cpnFreq: 2, dayCount: '30/360', issueDate: '20241201', maturityDate: '20270601', refPriceBuyNumber: 100, dYtm: 4, creditRating: 'A' });
// A zero-coupon AUD bond maturing 1 November 2028 (year 2) at 90.
const AUD_2028 = makeBond(2, { issueCurrency: 'AUD', faceRate: 0, cpnFreq: 0, dayCount: 'ACT/365', issueDate: '20231101', maturityDate: '20281101', refPriceBuyNumber: 90, dYtm: 5, creditRating: 'AA' });

const TWO_YEARS: LadderCriteria = { ...DEFAULT_LADDER_CRITERIA, budgetTwd: 700_000, fromYear: 1, toYear: 2, spacing: 'year', currencies: ['USD', 'AUD'], ratingFloor: 'BBB-' };

describe('a two-year ladder, worked by hand', () => {
  it('splits the budget, sizes each face within its share and totals the cart costs in TWD', () => {
    const rungs = ladderRungs([USD_2027, AUD_2028], TWO_YEARS, market());
    expect(rungs.map((rung) => [rung.label, rung.after, rung.until, rung.candidates.map((candidate) => candidate.bond.isin)])).toEqual([
      ['第 1 年', '20261127', '20271127', [USD_2027.isin]],
      ['第 2 年', '20271127', '20281127', [AUD_2028.isin]],
    ]);
    const plan = planLadder(rungs, TWO_YEARS, {}, market());
    // share: 700,000 / 2 rungs = 350,000 TWD each
    expect(plan.shareTwd).toBe(350_000);
    const [usd, aud] = plan.rungs;
    // USD: cost(F) = F × 100 / 100 + 0 accrued + max(20, F × 0.1 %) USD, × 32 TWD
    //   F = 10,000: 10,000 + 20 = 10,020 USD = 320,640 TWD ≤ 350,000
    //   F = 11,000: 11,000 + 20 (11 < 20) = 11,020 USD = 352,640 TWD > 350,000, so 10,000
    expect(usd?.status).toBe('ok');
    expect(usd?.face).toBe(10_000);
    expect(usd?.settlementDate).toBe('20261201');
    expect(usd?.cost?.accrued.toFixed(2)).toBe('0.00');
    expect(usd?.cost?.total.toFixed(2)).toBe('10020.00');
    expect(usd?.costTwd).toBe('320640.00');
    // AUD: cost(F) = F × 90 / 100 + max(20, 0.9F × 0.1 %) AUD, × 21 TWD
    //   F = 18,000: 16,200 + 20 (16.2 < 20) = 16,220 AUD = 340,620 TWD ≤ 350,000
    //   F = 19,000: 17,100 + 20 (17.1 < 20) = 17,120 AUD = 359,520 TWD > 350,000, so 18,000
    expect(aud?.face).toBe(18_000);
    expect(aud?.cost?.total.toFixed(2)).toBe('16220.00');
    expect(aud?.costTwd).toBe('340620.00');
    // the cart's per-currency totals; 320,640 + 340,620 = 661,260 TWD; 700,000 − 661,260 = 38,740 left
    expect(plan.totals.map((total) => [total.currency, total.totalAmount])).toEqual([
      ['AUD', 16_220],
      ['USD', 10_020],
    ]);
    expect(plan.totalTwd).toBe('661260.00');
    expect(plan.leftoverTwd).toBe('38740.00');
  });

  it('pays back by year, net of custody fees, at today’s rates and 5 % either way', () => {
    const plan = planLadder(ladderRungs([USD_2027, AUD_2028], TWO_YEARS, market()), TWO_YEARS, {}, market());
    // 2027, USD: one coupon on 1 June 2027 of 10,000 × 4 % / 2 = 200 with the 10,000 redemption; custody
    //   max(10, 10,000 × 0.2 %) = 20 a year, half of it with each coupon: 10. Net 10,190 USD.
    //   TWD: × 32 = 326,080; × 30.4 = 309,776; × 33.6 = 342,384; coupons net (200 − 10) × 32 = 6,080
    // 2028, AUD: the zero-coupon redemption of 18,000 on 1 November 2028, with a year's custody fee
    //   max(10, 18,000 × 0.2 %) = 36. Net 17,964 AUD. TWD: × 21 = 377,244; × 19.95 = 358,381.80; × 22.05 = 396,106.20
    expect(plan.years.map((year) => [year.year, year.currencies.map((flow) => [flow.currency, flow.coupons.toFixed(2), flow.principal.toFixed(2), flow.custodyFee.toFixed(2), flow.net.toFixed(2)])])).toEqual([
      ['2027', [['USD', '200.00', '10000.00', '10.00', '10190.00']]],
      ['2028', [['AUD', '0.00', '18000.00', '36.00', '17964.00']]],
    ]);
    expect(plan.years.map((year) => [year.couponsTwd, year.principalTwd, year.netTwd, year.netTwdLow, year.netTwdHigh])).toEqual([
      ['6080.00', '320000.00', '326080.00', '309776.00', '342384.00'],
      ['-756.00', '378000.00', '377244.00', '358381.80', '396106.20'],
    ]);
  });
});

describe('the rungs', () => {
  it('leave out bonds of another currency, below the rating floor, unrated, refused to the customer or outside the span', () => {
    const eur = makeBond(3, { issueCurrency: 'EUR', maturityDate: '20270301' });
    const junk = makeBond(4, { maturityDate: '20270301', creditRating: 'BB+' });
    const split = makeBond(5, { maturityDate: '20270301', creditRating: 'A', OtherRatings: [{ agency: 'Fitch', rating: 'BB' }] });
    const unrated = makeBond(6, { maturityDate: '20270301', creditRating: 'NR', ratingAgency: '' });
    const refused = makeBond(7, { maturityDate: '20270301' });
    const later = makeBond(8, { maturityDate: '20291201' });
    const soon = makeBond(9, { maturityDate: '20261130' });
    const bonds = [eur, junk, split, unrated, refused, later, soon, USD_2027];
    const rungs = ladderRungs(bonds, TWO_YEARS, market((bond) => bond !== refused));
    expect(rungs.flatMap((rung) => rung.candidates.map((candidate) => candidate.bond.isin))).toEqual([USD_2027.isin]);
    // 不限 lets the unrated and the low-rated bonds in
    const any = ladderRungs(bonds, { ...TWO_YEARS, ratingFloor: 'any' }, market((bond) => bond !== refused));
    expect(any[0]?.candidates.map((candidate) => candidate.bond.isin).sort()).toEqual([junk.isin, split.isin, unrated.isin, USD_2027.isin].sort());
  });

  it('are half-years when asked, and the budget is split over the rungs that have a bond', () => {
    const rungs = ladderRungs([USD_2027, AUD_2028], { ...TWO_YEARS, spacing: 'half' }, market());
    expect(rungs.map((rung) => `${rung.label} ${rung.until}:${rung.candidates.length}`)).toEqual(['第 1 個半年 20270527:0', '第 2 個半年 20271127:1', '第 3 個半年 20280527:0', '第 4 個半年 20281127:1']);
    expect(shareOf(700_001, rungs)).toBe(350_000);
  });

  it('start with the highest-yielding bond whose minimum fits, and say so when none does', () => {
    const richer = makeBond(10, { faceRate: 4, cpnFreq: 2, dayCount: '30/360', issueDate: '20241201', maturityDate: '20270601', refPriceBuyNumber: 100, dYtm: 6, faceValue: 100_000 });
    const criteria = { ...TWO_YEARS, toYear: 1, budgetTwd: 350_000 };
    const plan = planLadder(ladderRungs([richer, USD_2027], criteria, market()), criteria, {}, market());
    // the 6 % bond's 100,000 minimum costs 3.2 million TWD: the 4 % one stands on the rung
    expect(plan.rungs[0]?.chosen?.bond.isin).toBe(USD_2027.isin);
    // picked by the customer, the rung says what its minimum would take
    const picked = planLadder(ladderRungs([richer, USD_2027], criteria, market()), criteria, { y1: richer.isin }, market());
    expect(picked.rungs[0]?.status).toBe('short');
    // 100,000 + max(20, 100) = 100,100 USD × 32
    expect(picked.rungs[0]?.minimumTwd).toBe('3203200.00');
    expect(picked.totalTwd).toBe('0.00');
    expect(picked.leftoverTwd).toBe('350000.00');
  });
});

describe('faceWithin', () => {
  it('is the largest face on the increment grid whose cost fits, for any share', () => {
    for (const share of [320_640, 320_641, 352_639, 352_640, 1_000_000, 3_333_333]) {
      const bought = faceWithin(USD_2027, new Decimal(share), '32', market());
      expect(bought).not.toBeNull();
      const face = bought?.face ?? 0;
      // cost = F + max(20, F / 1000), × 32
      const twd = (f: number) => (f + Math.max(20, f / 1000)) * 32;
      expect(twd(face)).toBeLessThanOrEqual(share);
      expect(twd(face + 1000)).toBeGreaterThan(share);
    }
    expect(faceWithin(USD_2027, new Decimal(320_639), '32', market())).toBeNull();
  });
});
