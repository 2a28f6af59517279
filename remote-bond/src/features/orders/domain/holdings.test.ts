import type { BondCashFlow, BondPosition } from '@shared/bond';
import { Decimal } from 'shared/money';
import { makeTestBond } from '../../../test/make-test-bond';
import { buyCost } from '../../cart';
import { cashFlowCalendar, custodyFeeOfPayment, totalsByCurrency, viewPositions } from './holdings';

const position = (overrides: Partial<BondPosition> = {}): BondPosition => ({
  isin: 'US0378331005',
  bondName: '測試債',
  issueCurrency: 'USD',
  nominal: '20000',
  reservedNominal: '0',
  averageCost: '98',
  settlementDate: '20250620',
  faceValueIncrement: 1000,
  bidPrice: '99.5',
  faceRate: 4,
  cpnFreq: 2,
  dayCount: '30/360',
  issueDate: '20200115',
  maturityDate: '20260115',
  ...overrides,
});

/** A payment of the holdings answer (the back end's, from the position's trades). */
const flow = (overrides: Partial<BondCashFlow> = {}): BondCashFlow => ({
  isin: 'US0378331005',
  bondName: '測試債',
  issueCurrency: 'USD',
  cpnFreq: 2,
  date: '20250715',
  nominal: '20000',
  coupon: '400',
  redemption: '0',
  exCouponDate: null,
  ...overrides,
});
const flows = [flow(), flow({ date: '20260115', redemption: '20000' })];

describe('viewPositions (rule ORD-15)', () => {
  it('values a position at the bid plus accrued, with its unrealised gain in the currency and in TWD, and its next coupon', () => {
    const [view] = viewPositions([position()], flows, '20250701', () => '32');
    // accrued 30/360 from 01-15 to 07-01: 166 days → 20,000 × 4 % × 166/360 = 368.89
    expect(view?.accrued.toFixed(2)).toBe('368.89');
    expect(view?.value.toFixed(2)).toBe('20268.89');
    expect(view?.unrealised.toFixed(2)).toBe('300.00');
    expect(view?.unrealisedTwd?.toFixed(2)).toBe('9600.00');
    expect(view?.nextCoupon).toMatchObject({ date: '20250715' });
    expect(view?.nextCoupon?.amount.toFixed(2)).toBe('400.00');
    expect(view?.settling).toBe(false);
  });

  it('says 交割中 before the settlement date and leaves out what is in a working sell', () => {
    const [view] = viewPositions([position({ settlementDate: '20250703', reservedNominal: '5000' })], flows, '20250701', () => undefined);
    expect(view?.settling).toBe(true);
    expect(view?.sellable.toFixed()).toBe('15000');
    expect(view?.unrealisedTwd).toBeUndefined();
  });

  it('totals per currency', () => {
    const views = viewPositions([position(), position({ isin: 'US5949181045', nominal: '10000' })], flows, '20250701', () => '30');
    const [usd] = totalsByCurrency(views);
    expect(usd?.unrealised.toFixed(2)).toBe('450.00');
    expect(usd?.unrealisedTwd?.toFixed(2)).toBe('13500.00');
  });

  // 4¾ % gilt 2030 on 2026-11-27: ex-dividend since 11-25, the 12-04 coupon still the holder's (rule BND-11)
  const gilt = position({
    isin: 'GB00B24FF097',
    issueCurrency: 'GBP',
    nominal: '100000',
    bidPrice: '101',
    averageCost: '100',
    settlementDate: '20260601',
    faceRate: 4.75,
    dayCount: 'ACT/ACT',
    issueDate: '20091204',
    maturityDate: '20300604',
    exCouponDays: 7,
    exCouponBusinessDays: true,
  });
  const giltFlow = flow({ isin: gilt.isin, issueCurrency: 'GBP', date: '20261204', nominal: '100000', coupon: '2375', exCouponDate: '20261125' });

  it('values a holder past the record date at the negative accrued interest plus the coupon still to be paid', () => {
    const [view] = viewPositions([gilt], [giltFlow, flow({ ...giltFlow, date: '20270604', exCouponDate: '20270525' })], '20261127', () => undefined);
    // −7 of 183 days: 100,000 × 4.75 % / 2 × −7 / 183 = −90.85
    expect(view?.accrued.toFixed(2)).toBe('-90.85');
    expect(view?.couponDue.toFixed(2)).toBe('2375.00');
    expect(view?.value.toFixed(2)).toBe('103284.15');
    expect(view?.nextCoupon?.date).toBe('20261204');
  });

  it('values a buyer inside the window without the coupon it does not get, and names the next one it does', () => {
    const [view] = viewPositions([{ ...gilt, settlementDate: '20261126' }], [flow({ ...giltFlow, date: '20270604', exCouponDate: '20270525' })], '20261127', () => undefined);
    expect(view?.couponDue.toFixed(2)).toBe('0.00');
    expect(view?.value.toFixed(2)).toBe('100909.15');
    expect(view?.nextCoupon?.date).toBe('20270604');
    expect(view?.nextCoupon?.amount.toFixed(2)).toBe('2375.00');
  });
});

describe('the custody fee (rules CRT-6, ORD-16)', () => {
  it("is one fee: the cart's year on a line is the calendar's parts of a year on the same face, whatever the price", () => {
    const terms = { currency: 'USD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 };
    for (const price of [85.5, 100, 112.25]) {
      const cart = buyCost({ bond: makeTestBond(), faceValue: 250_000, price, fee: terms, tradeFee: undefined, tradeDate: '20261119' });
      const part = custodyFeeOfPayment('250000', 2, new Decimal(1), 'USD', terms);
      // 250,000 × 0.2 % = 500 a year on the face (not 427.50 or 561.25 on what was paid), 250 with each coupon
      expect(cart.custodyFee.toFixed(2)).toBe('500.00');
      expect(part.times(2).toFixed(2)).toBe(cart.custodyFee.toFixed(2));
    }
  });
});

describe('cashFlowCalendar (rule ORD-16)', () => {
  it('lists 12 months from this one, with coupons, the redemption at maturity and the custody fee taken with each coupon', () => {
    const { months, flows: monthly } = cashFlowCalendar(flows, '20250701', () => ({ custodyFeeRate: 0.2, custodyFeeMin: 10 }));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('202507');
    expect(months[11]).toBe('202606');
    expect(monthly.map((month) => month.month)).toEqual(['202507', '202601']);
    const [july, january] = monthly;
    // yearly custody 20,000 × 0.2 % = 40, 20 with each of the two coupons
    expect(july?.coupons.toFixed(2)).toBe('400.00');
    expect(july?.custodyFee.toFixed(2)).toBe('20.00');
    expect(july?.net.toFixed(2)).toBe('380.00');
    expect(january?.redemptions.toFixed(2)).toBe('20000.00');
    expect(january?.net.toFixed(2)).toBe('20380.00');
  });

  it('lists what the back end says is paid: the coupon of a bond sold after its record date, an odd coupon as it is, the fee on its nominal', () => {
    const { flows: monthly } = cashFlowCalendar(
      [
        flow({ isin: 'GB00B24FF097', issueCurrency: 'GBP', date: '20261204', nominal: '100000', coupon: '2375', exCouponDate: '20261125' }),
        flow({ date: '20270215', nominal: '10000', coupon: '230.66' }),
        flow({ date: '20261120', coupon: '999' }),
      ],
      '20261127',
      () => ({ custodyFeeRate: 0.2, custodyFeeMin: 10 }),
    );
    expect(monthly.map((month) => [month.month, month.currency, month.coupons.toFixed(2), month.custodyFee.toFixed(2), month.net.toFixed(2)])).toEqual([
      ['202612', 'GBP', '2375.00', '100.00', '2275.00'],
      ['202702', 'USD', '230.66', '10.00', '220.66'],
    ]);
  });
});
