import type { StockPosition } from '@shared/stock';
import { stockRows, stockTwdRate } from './stock-positions';

const rates: Record<string, string> = { USD: '32.1234', JPY: '0.2100' };
const rateOf = (currency: string) => rates[currency];

const tencent: StockPosition = {
  symbol: '0700.HK',
  market: 'HK',
  code: '0700',
  name: '騰訊控股',
  currency: 'HKD',
  quantity: 100,
  reservedQuantity: 0,
  availableQuantity: 100,
  averageCost: '290.0000',
  cost: '29000.00',
  lastPrice: '300',
  marketValue: '30000.00',
  unrealised: '1000.00',
  priceTime: '2025-07-02T09:45:00+08:00',
};

describe('stock positions in TWD (rules ACC-4, STK-5)', () => {
  it('values Hong Kong dollars through the US dollar at the 7.8 peg, and the others at the day\'s rate', () => {
    expect(stockTwdRate('HKD', rateOf)).toBe('4.118385');
    expect(stockTwdRate('JPY', rateOf)).toBe('0.2100');
    expect(stockTwdRate('HKD', () => undefined)).toBeNull();
  });

  it('makes a row with the quantity in shares, the link to the stock, and TWD figures rounded to cents', () => {
    expect(stockRows([tencent], rateOf)).toEqual([
      {
        id: 'stock-0700.HK',
        name: '騰訊控股',
        code: '0700.HK',
        href: '/overseas/stock?symbol=0700.HK',
        currency: 'HKD',
        quantity: '100 股',
        marketValue: '30000.00',
        unrealised: '1000.00',
        twdRate: '4.118385',
        marketValueTwd: '123551.55',
        unrealisedTwd: '4118.39',
      },
    ]);
  });
});
