import fc from 'fast-check';
import { Decimal } from 'shared/money';
import { MARKET_HOLIDAYS, estimateOrder, isOnTick, isWholeLots, lotSizeOf, marketStateAt, nearestTicks, orderStartNotice, tickSizeAt, toTwd } from './index';

describe('lots (rule STK-3)', () => {
  it('are 1 share in New York, 100 in Tokyo and the board lot in Hong Kong', () => {
    expect(lotSizeOf('US', 500)).toBe(1);
    expect(lotSizeOf('JP', 500)).toBe(100);
    expect(lotSizeOf('HK', 400)).toBe(400);
  });

  it('accept exactly the positive whole multiples of the lot', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 100, 200, 400, 500, 1000, 2000), fc.integer({ min: -5_000, max: 100_000 }), (lot, quantity) => {
        expect(isWholeLots(quantity, lot)).toBe(quantity > 0 && quantity % lot === 0);
      }),
    );
    expect(isWholeLots(150, 100)).toBe(false);
    expect(isWholeLots(1.5, 1)).toBe(false);
    expect(isWholeLots(0, 100)).toBe(false);
  });
});

describe('ticks (rule STK-4)', () => {
  it.each([
    ['US', '0.5', '0.0001'],
    ['US', '185.23', '0.01'],
    ['HK', '0.25', '0.001'],
    ['HK', '0.3', '0.005'],
    ['HK', '10', '0.01'],
    ['HK', '10.02', '0.02'],
    ['HK', '293.4', '0.2'],
    ['JP', '2600', '1'],
    ['JP', '3005', '5'],
    ['JP', '62000', '100'],
  ] as const)('%s at %s moves by %s', (market, price, tick) => {
    expect(tickSizeAt(market, price)).toBe(tick);
  });

  it.each([
    ['US', '185.23', true],
    ['US', '185.235', false],
    ['HK', '10.01', false],
    ['HK', '10.02', true],
    ['HK', '293.5', false],
    ['HK', '293.4', true],
    ['JP', '3001', false],
    ['JP', '3005', true],
    ['HK', '0', false],
    ['HK', '10000', false],
  ] as const)('%s %s on tick: %s', (market, price, valid) => {
    expect(isOnTick(market, price)).toBe(valid);
  });

  it('suggest on-tick prices around any price, at or below and at or above it', () => {
    fc.assert(
      fc.property(fc.constantFrom('US' as const, 'HK' as const, 'JP' as const), fc.integer({ min: 1, max: 9_000_000 }), (market, cents) => {
        const price = new Decimal(cents).div(market === 'JP' ? 1 : 1000);
        const around = nearestTicks(market, price);
        if (around === null) return;
        expect(isOnTick(market, around.below) || new Decimal(around.below).eq(tickSizeAt(market, price) ?? '0')).toBe(true);
        expect(new Decimal(around.below).lte(price) || new Decimal(around.below).eq(tickSizeAt(market, price) ?? '0')).toBe(true);
        expect(new Decimal(around.above).gte(price)).toBe(true);
        if (isOnTick(market, price)) expect(around).toEqual({ below: price.toFixed(), above: price.toFixed() });
      }),
    );
  });
});

describe('the estimate (rule STK-5)', () => {
  const commission = { ratePercent: '0.25', minimum: '15' };

  it('charges the minimum on a small order and the rate, rounded half-up to cents, on a large one', () => {
    expect(estimateOrder('B', '185.23', 10, commission, 2, 'US')).toEqual({ consideration: '1852.3', commission: '15.00', marketFees: [], total: '1867.3' });
    expect(estimateOrder('B', '185.23', 100, commission, 2, 'US')).toEqual({ consideration: '18523', commission: '46.31', marketFees: [], total: '18569.31' });
    // a US sell pays the SEC fee (18,523 × 0.00278 % = 0.5149… → 0.52) and the FINRA fee (100 × 0.000166 = 0.0166 → 0.02), each rounded up
    expect(estimateOrder('S', '185.23', 100, commission, 2, 'US')).toEqual({
      consideration: '18523',
      commission: '46.31',
      marketFees: [
        { label: '美國證管會規費（賣出 0.00278%）', amount: '0.52' },
        { label: 'FINRA 交易活動費（賣出每股 0.000166 美元，上限 8.30 美元）', amount: '0.02' },
      ],
      total: '18476.15',
    });
  });

  it('rounds yen commissions to whole yen', () => {
    expect(estimateOrder('B', '2601', 100, { ratePercent: '0.25', minimum: '1500' }, 0, 'JP').commission).toBe('1500');
    expect(estimateOrder('B', '2601', 1000, { ratePercent: '0.25', minimum: '1500' }, 0, 'JP').commission).toBe('6503');
  });

  it('never charges less than the minimum nor a buy less than its consideration, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), (cents, quantity) => {
        const price = new Decimal(cents).div(100);
        const buy = estimateOrder('B', price, quantity, commission, 2, 'US');
        expect(new Decimal(buy.commission).gte(15)).toBe(true);
        expect(new Decimal(buy.total).minus(buy.consideration).eq(buy.commission)).toBe(true); // a US buy pays no market fee
        expect(new Decimal(buy.consideration).eq(price.times(quantity))).toBe(true);
        const sell = estimateOrder('S', price, quantity, commission, 2, 'US');
        expect(new Decimal(sell.total).gte(0)).toBe(true);
      }),
    );
  });

  it('adds Hong Kong\'s stamp duty and levies on both sides, and nothing in Tokyo', () => {
    // HK$18,523: stamp duty 18.523 → 19 (up to the dollar); SFC 0.500121 → 0.50; HKEX 1.0465495 → 1.05; AFRC 0.0277845 → 0.03
    const buy = estimateOrder('B', '185.23', 100, { ratePercent: '0.25', minimum: '100' }, 2, 'HK');
    expect(buy.marketFees.map((fee) => fee.amount)).toEqual(['19.00', '0.50', '1.05', '0.03']);
    expect(buy.total).toBe('18643.58'); // 18,523 + 100 (the minimum) + 20.58
    expect(estimateOrder('S', '2601', 100, { ratePercent: '0.25', minimum: '1500' }, 0, 'JP').marketFees).toEqual([]);
  });

  it('says when an order starts to work: at once while the market trades, else at the next open in Taipei time', () => {
    expect(orderStartNotice('美股', 'holiday', '2026-11-27T22:30:00+08:00')).toBe('美股休市中，委託將於 11/27 22:30（台北時間）開盤後生效');
    expect(orderStartNotice('港股', 'break', '2026-11-27T13:00:00+08:00')).toBe('港股午休中，委託將於 11/27 13:00（台北時間）下午盤後生效');
    expect(orderStartNotice('日股', 'open', '')).toBe('日股交易中，委託送出後即時生效');
  });

  it('converts to TWD rounded to whole dollars', () => {
    expect(toTwd('1867.3', '32.45')).toBe('60594');
  });
});

describe('market state (rule STK-2)', () => {
  const at = (iso: string) => Date.parse(iso);

  it('follows New York daylight time: 21:30 Taiwan in July, 22:30 in December', () => {
    expect(marketStateAt('US', at('2025-07-01T21:30:00+08:00')).state).toBe('open');
    expect(marketStateAt('US', at('2025-12-02T21:30:00+08:00'))).toMatchObject({ state: 'closed', nextOpen: at('2025-12-02T22:30:00+08:00') });
    expect(marketStateAt('US', at('2025-12-03T04:59:00+08:00')).state).toBe('open');
  });

  it('has a lunch break in Hong Kong and Tokyo', () => {
    expect(marketStateAt('HK', at('2025-07-02T12:30:00+08:00'))).toMatchObject({ state: 'break', nextOpen: at('2025-07-02T13:00:00+08:00') });
    expect(marketStateAt('JP', at('2025-07-02T10:45:00+08:00'))).toMatchObject({ state: 'break', nextOpen: at('2025-07-02T11:30:00+08:00') });
  });

  it('is a holiday on weekends and exchange holidays, opening next on the next trading day', () => {
    expect(marketStateAt('HK', at('2025-07-05T10:00:00+08:00'))).toMatchObject({ state: 'holiday', nextOpen: at('2025-07-07T09:30:00+08:00') });
    expect(marketStateAt('JP', at('2025-07-21T10:00:00+08:00'))).toMatchObject({ state: 'holiday', nextOpen: at('2025-07-22T08:00:00+08:00') });
  });
});

describe('market holidays reach ahead (rule STK-2)', () => {
  it('cover every market through next year, so a missing year is found a year before it is needed', () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const market of ['US', 'HK', 'JP'] as const) {
      const years = new Set([...MARKET_HOLIDAYS[market]].map((date) => Number(date.slice(0, 4))));
      expect([market, years.has(nextYear)]).toEqual([market, true]);
    }
  });

  it('close New York on 2027\'s Good Friday and Hong Kong on the fourth day of the 2027 Lunar New Year', () => {
    expect(marketStateAt('US', Date.parse('2027-03-26T11:00:00-04:00')).state).toBe('holiday');
    expect(marketStateAt('HK', Date.parse('2027-02-09T10:00:00+08:00')).state).toBe('holiday');
    expect(marketStateAt('JP', Date.parse('2027-03-22T10:00:00+09:00')).state).toBe('holiday');
  });
});
