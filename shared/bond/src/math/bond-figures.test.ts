import fc from 'fast-check';
import { bondTerms, cleanPrice, solveYield } from './bond-yield';
import { holdingCashFlows, isExCoupon, priceAtYield, priceFigures, projectedCashFlows, type CallDate } from './bond-figures';
import { couponsDue, exCouponNotice, exCouponStatus } from './ex-coupon';
import { dayNumberOf, formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { couponDateBefore } from './coupon-schedule';
import type { DayCount } from './day-count';

const usd = { faceRate: 4.125, cpnFreq: 2, dayCount: 'ACT/ACT' as DayCount, issueDate: '20240515', maturityDate: '20340515' };

describe('the figures of a price', () => {
  it('adds the exact accrued interest to the clean price and counts its days', () => {
    // 2026-05-23 accrues 8 days of the 184-day period from 2026-05-15: 4.125 / 2 × 8 / 184 = 0.0896739…
    const figures = priceFigures(usd, '20260523', '98.765');
    expect(figures.accruedDays).toBe(8);
    expect(figures.accruedInterest.toFixed(6)).toBe('0.089674');
    expect(figures.dirtyPrice.toFixed(6)).toBe('98.854674');
    expect(figures.ytc).toBeNull();
    expect(figures.ytw.eq(figures.ytm)).toBe(true);
  });

  it('prices at par when the yield is the coupon on a coupon date', () => {
    expect(priceAtYield(usd, '20260515', '4.125').toFixed(3)).toBe('100.000');
    expect(priceFigures(usd, '20260515', '100').ytm.toFixed(4)).toBe('4.1250');
  });

  it('takes the worst of maturity and every call ahead for a premium callable bond', () => {
    const calls: CallDate[] = [{ date: '20250515', price: '100' }, { date: '20290515', price: '101' }, { date: '20300515', price: '100' }];
    const figures = priceFigures(usd, '20260523', '104.5', calls);
    // the call date already passed does not count; the next call ahead is 2029-05-15 at 101
    expect(figures.nextCallDate).toBe('20290515');
    expect(figures.ytc?.lt(figures.ytm)).toBe(true);
    expect(figures.ytw.lte(figures.ytc ?? figures.ytm)).toBe(true);
    expect(['20290515', '20300515']).toContain(figures.worstDate);
  });
});

describe('price ↔ yield round trip (property)', () => {
  const dayCounts: DayCount[] = ['ACT/ACT', '30/360', 'ACT/360', 'ACT/365'];
  const bondArb = fc.record({
    coupon: fc.integer({ min: 0, max: 120 }).map((eighths) => eighths / 8),
    frequency: fc.constantFrom(0, 1, 2, 4),
    dayCount: fc.constantFrom(...dayCounts),
    maturity: fc.integer({ min: dayNumberOf(2026, 1, 1), max: dayNumberOf(2055, 12, 31) }),
    daysBefore: fc.integer({ min: 30, max: 365 * 30 }),
    yieldBp: fc.integer({ min: 10, max: 1500 }),
    callable: fc.boolean(),
  });

  it('gives back any 3-decimal price: price → yield to worst → price', () => {
    fc.assert(
      fc.property(bondArb, ({ coupon, frequency, dayCount, maturity, daysBefore, yieldBp, callable }) => {
        const fields = { faceRate: frequency === 0 ? 0 : coupon, cpnFreq: frequency, dayCount, issueDate: '19900101', maturityDate: formatYyyymmdd(maturity) };
        const terms = bondTerms(fields);
        const settlement = maturity - daysBefore;
        const settlementDate = formatYyyymmdd(settlement);
        const calls: CallDate[] = callable && frequency > 0 ? [{ date: formatYyyymmdd(couponDateBefore(maturity, frequency, 2)), price: '100' }] : [];
        const price = (Math.round(cleanPrice(terms, settlement, yieldBp / 10_000) * 1000) / 1000).toFixed(3);
        if (Number(price) <= 0) return;
        // the unrounded yield to worst of the price, as the solver gives it
        const redemptions = [...calls.filter((call) => parseYyyymmdd(call.date) > settlement).map((call) => ({ date: parseYyyymmdd(call.date), price: 100 })), { date: maturity, price: 100 }];
        const worst = Math.min(...redemptions.map((redemption) => solveYield(terms, settlement, Number(price), redemption)));
        expect(priceAtYield(fields, settlementDate, worst * 100, calls).toFixed(3)).toBe(price);
      }),
      { numRuns: 500 },
    );
  });
});

describe('projected cash flows', () => {
  it('pays each coupon on the nominal and the nominal at maturity', () => {
    const flows = projectedCashFlows(usd, '20330601', '10000');
    expect(flows.map((flow) => flow.date)).toEqual(['20331115', '20340515']);
    // ACT/ACT semi-annual: half the coupon each period, exactly
    expect(flows.map((flow) => flow.coupon.toFixed(2))).toEqual(['206.25', '206.25']);
    expect(flows.map((flow) => flow.redemption.toFixed())).toEqual(['0', '10000']);
  });

  it('pays only the nominal on a zero-coupon bond', () => {
    const zero = { ...usd, faceRate: 0, cpnFreq: 0 };
    expect(projectedCashFlows(zero, '20260101', '1000000').map((flow) => [flow.date, flow.coupon.toFixed(), flow.redemption.toFixed()])).toEqual([['20340515', '0', '1000000']]);
  });

  it('has nothing left at maturity', () => {
    expect(projectedCashFlows(usd, '20340515', '10000')).toEqual([]);
  });
});

it('counts a settlement day number the same way as the dates', () => {
  expect(parseYyyymmdd('20260523') - parseYyyymmdd('20260515')).toBe(8);
  expect(dayNumberOf(2026, 5, 23)).toBe(parseYyyymmdd('20260523'));
});

describe('ex-coupon status and a holder\'s cash flows (rules BND-11, BND-12)', () => {
  // the UK DMO's case of issue 29: 4¾ % Treasury Gilt 2030, ex-dividend 7 London business days before each coupon
  const gilt = {
    faceRate: 4.75,
    cpnFreq: 2,
    dayCount: 'ACT/ACT' as DayCount,
    issueDate: '20091204',
    maturityDate: '20300604',
    exCouponDays: 7,
    exCouponBusinessDays: true,
    issueCurrency: 'GBP',
  };

  it('says a gilt settling on 2026-11-27 trades ex the 2026-12-04 coupon since 2026-11-25, and not the day before', () => {
    expect(exCouponStatus(gilt, '20261127')).toEqual({ couponDate: '20261204', exCouponDate: '20261125' });
    expect(exCouponStatus(gilt, '20261125')).toEqual({ couponDate: '20261204', exCouponDate: '20261125' });
    expect(exCouponStatus(gilt, '20261124')).toBeNull();
    expect(exCouponStatus(gilt, '20261204')).toBeNull();
    expect(exCouponStatus({ ...gilt, exCouponDays: undefined }, '20261127')).toBeNull();
    expect(isExCoupon(gilt, '20261127')).toBe(true);
    const notice = exCouponNotice({ couponDate: '20261204', exCouponDate: '20261125' });
    expect(notice.label).toBe('除息交易中');
    expect(notice.description).toBe('自 2026/11/25 交割起除息：買方不含 2026/12/04 之下期配息，應計利息（前手息）為負；賣方仍領取該期配息。');
  });

  it('counts calendar days for an Australian Treasury Bond (7 days before)', () => {
    const acgb = { faceRate: 3, cpnFreq: 2, dayCount: 'ACT/ACT' as DayCount, issueDate: '20200321', maturityDate: '20300321', exCouponDays: 7, issueCurrency: 'AUD' };
    expect(exCouponStatus(acgb, '20270314')).toEqual({ couponDate: '20270321', exCouponDate: '20270314' });
    expect(exCouponStatus(acgb, '20270313')).toBeNull();
  });

  it('leaves the coming coupon out of a buy settling inside the window, and pays the one after', () => {
    const flows = holdingCashFlows(gilt, [{ settlementDate: '20261127', nominal: 1_000_000 }], '20261126');
    expect(flows[0]).toMatchObject({ date: '20270604', exCouponDate: '20270525' });
    expect(flows[0]?.coupon.toFixed(2)).toBe('23750.00');
    expect(flows[0]?.nominal.toFixed()).toBe('1000000');
    expect(flows.at(-1)?.date).toBe('20300604');
    expect(flows.at(-1)?.redemption.toFixed()).toBe('1000000');
    expect(flows).toHaveLength(7);
  });

  it('pays the coming coupon to a seller whose sale settles inside the window, and nothing after', () => {
    const bought = { settlementDate: '20261001', nominal: 1_000_000 };
    const flows = holdingCashFlows(gilt, [bought, { settlementDate: '20261127', nominal: -600_000 }], '20261126');
    expect(flows[0]).toMatchObject({ date: '20261204', exCouponDate: '20261125' });
    expect(flows[0]?.nominal.toFixed()).toBe('1000000');
    expect(flows[0]?.coupon.toFixed(2)).toBe('23750.00');
    expect(flows[1]?.nominal.toFixed()).toBe('400000');
    expect(flows[1]?.coupon.toFixed(2)).toBe('9500.00');
    expect(flows.at(-1)?.redemption.toFixed()).toBe('400000');
    // all of it sold inside the window: the coupon only
    const sold = holdingCashFlows(gilt, [bought, { settlementDate: '20261127', nominal: -1_000_000 }], '20261126');
    expect(sold.map((flow) => [flow.date, flow.coupon.toFixed(2), flow.redemption.toFixed()])).toEqual([['20261204', '23750.00', '0']]);
  });

  it('pays a short first period for its days only (issue 29: EUR 5 % issued 2026-03-01, first coupon 2026-08-15, 2.306630 per 100)', () => {
    const eur = { faceRate: 5, cpnFreq: 2, dayCount: 'ACT/ACT' as DayCount, issueDate: '20260301', maturityDate: '20310815', issueCurrency: 'EUR' };
    const flows = holdingCashFlows(eur, [{ settlementDate: '20260303', nominal: 100 }], '20260302');
    expect(flows[0]?.date).toBe('20260815');
    expect(flows[0]?.coupon.toFixed(6)).toBe('2.306630');
    expect(flows[1]?.coupon.toFixed(6)).toBe('2.500000');
  });
});

describe('coupons due to a holder (rule BND-11)', () => {
  it('counts a coupon from its record date until it is paid', () => {
    const flows = [
      { date: '20261204', coupon: '2375', exCouponDate: '20261125' },
      { date: '20270604', coupon: '2375', exCouponDate: '20270525' },
      { date: '20270715', coupon: '100', exCouponDate: null },
    ];
    expect(couponsDue(flows, '20261124').toFixed()).toBe('0');
    expect(couponsDue(flows, '20261125').toFixed()).toBe('2375');
    expect(couponsDue(flows, '20261204').toFixed()).toBe('0');
  });
});
