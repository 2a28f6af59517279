import type { HoldingRow, ProductHoldings } from './portfolio';
import { allocationByCurrency, allocationByProduct, summarize, type CashState } from './summary';

function row(id: string, currency: string, marketValueTwd: string | null): HoldingRow {
  return { id, name: id, code: id, href: `/x/${id}`, currency, quantity: '1', marketValue: '1', unrealised: null, twdRate: null, marketValueTwd, unrealisedTwd: null };
}

const cash: CashState = {
  state: 'ready',
  rows: [
    { currency: 'TWD', balance: '1000', held: '0', available: '1000', fxRate: '1', fxTime: '2025-07-01T10:00:00+08:00', balanceTwd: '1000.00' },
    { currency: 'USD', balance: '10', held: '0', available: '10', fxRate: '32.1234', fxTime: '2025-07-01T10:00:00+08:00', balanceTwd: '321.23' },
  ],
};

const bonds: ProductHoldings = { status: 'ready', product: 'bond', rows: [row('b1', 'USD', '3212.35'), row('b2', 'GBP', null)] };
const stocks: ProductHoldings = { status: 'error', product: 'stock', message: 'x', retry: () => undefined };
const funds: ProductHoldings = { status: 'unavailable', product: 'fund', reason: 'x' };

describe('the account summary', () => {
  it('adds the known parts as shown, and names the parts it leaves out', () => {
    const summary = summarize(cash, [bonds, stocks, funds]);
    expect(summary.total).toBe('4533.58');
    expect(summary.parts.map((part) => [part.label, part.state, part.twd])).toEqual([
      ['保證金專戶現金', 'ready', '1321.23'],
      ['債券', 'ready', '3212.35'],
      ['股票', 'error', null],
      ['基金', 'unavailable', null],
    ]);
    expect(summary.missing.map((part) => part.key)).toEqual(['stock', 'fund']);
  });

  it('splits the known assets by product and by currency, largest first, leaving out what has no TWD value', () => {
    const summary = summarize(cash, [bonds, stocks, funds]);
    expect(allocationByProduct(summary)).toEqual([
      { label: '保證金專戶現金', twd: '1321.23', percent: '29.1' },
      { label: '債券', twd: '3212.35', percent: '70.9' },
    ]);
    expect(allocationByCurrency(cash, [bonds, stocks, funds])).toEqual([
      { label: 'USD', twd: '3533.58', percent: '77.9' },
      { label: '新台幣', twd: '1000.00', percent: '22.1' },
    ]);
  });

  it('counts nothing while the cash is loading, and says so; a product held for nothing is no slice', () => {
    const noBonds: ProductHoldings = { status: 'ready', product: 'bond', rows: [] };
    const summary = summarize({ state: 'loading' }, [noBonds, funds]);
    expect(summary.total).toBe('0.00');
    expect(summary.missing.map((part) => part.state)).toEqual(['loading', 'unavailable']);
    expect(allocationByProduct(summary)).toEqual([]);
  });
});
