import type { BondPosition } from 'shared';
import { cashFlowCalendar, totalsByCurrency, viewPositions } from './holdings';

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

describe('viewPositions (rule ORD-15)', () => {
  it('values a position at the bid plus accrued, with its unrealised gain in the currency and in TWD, and its next coupon', () => {
    const [view] = viewPositions([position()], '20250701', () => '32');
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
    const [view] = viewPositions([position({ settlementDate: '20250703', reservedNominal: '5000' })], '20250701', () => undefined);
    expect(view?.settling).toBe(true);
    expect(view?.sellable.toFixed()).toBe('15000');
    expect(view?.unrealisedTwd).toBeUndefined();
  });

  it('totals per currency', () => {
    const views = viewPositions([position(), position({ isin: 'US5949181045', nominal: '10000' })], '20250701', () => '30');
    const [usd] = totalsByCurrency(views);
    expect(usd?.unrealised.toFixed(2)).toBe('450.00');
    expect(usd?.unrealisedTwd?.toFixed(2)).toBe('13500.00');
  });
});

describe('cashFlowCalendar (rule ORD-16)', () => {
  it('lists 12 months from this one, with coupons, the redemption at maturity and the custody fee taken with each coupon', () => {
    const { months, flows } = cashFlowCalendar([position()], '20250701', () => ({ custodyFeeRate: 0.2, custodyFeeMin: 10 }));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('202507');
    expect(months[11]).toBe('202606');
    expect(flows.map((flow) => flow.month)).toEqual(['202507', '202601']);
    const [july, january] = flows;
    // yearly custody 20,000 × 0.2 % = 40, 20 with each of the two coupons
    expect(july?.coupons.toFixed(2)).toBe('400.00');
    expect(july?.custodyFee.toFixed(2)).toBe('20.00');
    expect(july?.net.toFixed(2)).toBe('380.00');
    expect(january?.redemptions.toFixed(2)).toBe('20000.00');
    expect(january?.net.toFixed(2)).toBe('20380.00');
  });
});
