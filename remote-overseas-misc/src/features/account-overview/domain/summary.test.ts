import type { HoldingRow, ProductHoldings } from './portfolio';
import { allocationByCurrency, allocationByProduct, summarize, type CashState } from './summary';

function row(id: string, currency: string, marketValue: string, twdRate: string | null): HoldingRow {
  return { id, name: id, code: id, href: `/x/${id}`, currency, quantity: '1', marketValue, unrealised: null, twdRate, marketValueTwd: null, unrealisedTwd: null };
}

const TIME = '2025-07-01T10:00:00+08:00';
const cash: CashState = {
  state: 'ready',
  rows: [
    { currency: 'TWD', balance: '1000', held: '0', available: '1000', fxRate: '1', fxTime: null, balanceTwd: '1000.00' },
    { currency: 'USD', balance: '10', held: '0', available: '10', fxRate: '32.1234', fxTime: TIME, balanceTwd: '321.23' },
  ],
};

const bonds: ProductHoldings = { status: 'ready', product: 'bond', rows: [row('b1', 'USD', '100', '32.12345'), row('b2', 'GBP', '5', null)] };
const stocks: ProductHoldings = { status: 'error', product: 'stock', message: 'x', retry: () => undefined };
const funds: ProductHoldings = { status: 'unavailable', product: 'fund', reason: 'x' };
const ready = { state: 'ready', time: TIME } as const;

describe('the account summary (rules ACC-4, ACC-5)', () => {
  it('adds the known parts as shown, each rounded once, and names the parts it leaves out', () => {
    const summary = summarize(cash, [bonds, stocks, funds], ready);
    // bonds: 100 × 32.12345 = 3,212.345, rounded once to 3,212.35; cash 1,000 + 321.234 = 1,321.23
    expect(summary.total).toBe('4533.58');
    expect(summary.parts.map((part) => [part.label, part.state, part.twd, part.unconverted])).toEqual([
      ['保證金專戶現金', 'ready', '1321.23', 0],
      ['債券', 'ready', '3212.35', 1],
      ['股票', 'error', null, 0],
      ['基金', 'unavailable', null, 0],
    ]);
    expect(summary.missing.map((part) => part.key)).toEqual(['stock', 'fund']);
    expect(summary.unconverted).toBe(1);
  });

  it('splits the known assets by product and by currency, largest first, leaving out what has no TWD value', () => {
    const summary = summarize(cash, [bonds, stocks, funds], ready);
    expect(allocationByProduct(summary)).toEqual([
      { label: '保證金專戶現金', twd: '1321.23', percent: '29.1' },
      { label: '債券', twd: '3212.35', percent: '70.9' },
    ]);
    expect(allocationByCurrency(cash, [bonds, stocks, funds])).toEqual([
      { label: 'USD', twd: '3533.58', percent: '77.9' },
      { label: 'TWD', twd: '1000.00', percent: '22.1' },
    ]);
  });

  it('has no total while a part or the rates are loading, never a 0.00 that is not one', () => {
    const noBonds: ProductHoldings = { status: 'ready', product: 'bond', rows: [] };
    const loadingCash = summarize({ state: 'loading' }, [noBonds, funds], ready);
    expect(loadingCash.total).toBeNull();
    expect(loadingCash.loading).toBe(true);
    expect(loadingCash.missing.map((part) => part.state)).toEqual(['unavailable']);
    expect(allocationByProduct(loadingCash)).toEqual([]);
    expect(summarize(cash, [noBonds], { state: 'loading' }).total).toBeNull();
  });

  it('has no total when every part failed, and a total of what is known when some did', () => {
    const retry = () => undefined;
    const none = summarize({ state: 'error', message: 'x', retry }, [stocks], ready);
    expect(none.total).toBeNull();
    expect(none.loading).toBe(false);
    expect(none.missing.map((part) => part.failure?.message)).toEqual(['x', 'x']);
    expect(summarize({ state: 'error', message: 'x', retry }, [bonds], ready).total).toBe('3212.35');
  });
});
