import { totalsByCurrency, type TotalsInput } from './cart-totals';

function line(selectCurrency: string, gross: number, accrued: number, fee: number, total: number, custody = 0): TotalsInput {
  return { selectCurrency, grossConsideration: gross, accruedInterest: accrued, tradingFee: fee, custodyFee: custody, totalAmount: total };
}

describe('totalsByCurrency', () => {
  it('sums each currency separately, ordered by currency code', () => {
    const totals = totalsByCurrency([
      line('USD', 98_765, 91.16, 197.53, 99_053.69, 197.53),
      line('JPY', 995_550, 3_595, 1_991, 1_001_136),
      line('USD', 10_050.5, 0.1, 10, 10_060.6),
      line('AUD', 20_000, 12.34, 40, 20_052.34),
    ]);
    expect(totals.map((t) => t.currency)).toEqual(['AUD', 'JPY', 'USD']);
    expect(totals[2]).toEqual({
      currency: 'USD',
      lineCount: 2,
      grossConsideration: 108_815.5,
      accruedInterest: 91.26,
      tradingFee: 207.53,
      custodyFee: 197.53,
      totalAmount: 109_114.29,
    });
    expect(totals[1]).toMatchObject({ currency: 'JPY', lineCount: 1, totalAmount: 1_001_136 });
  });

  it('adds exactly, without binary drift', () => {
    const [usd] = totalsByCurrency([line('USD', 0.1, 0.1, 0.1, 0.3), line('USD', 0.2, 0.2, 0.2, 0.6)]);
    expect(usd).toMatchObject({ grossConsideration: 0.3, accruedInterest: 0.3, tradingFee: 0.3, totalAmount: 0.9 });
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('gives an empty list for an empty cart', () => {
    expect(totalsByCurrency([])).toEqual([]);
  });
});
