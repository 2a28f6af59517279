import { FUND_CURRENCY_OPTIONS, FUND_TYPE_OPTIONS, FunId, PRODUCT_RISK_GRADE_OPTIONS, StatusCode, buildFundDetailRequest, buildFundListRequest, parseFundDetailAnswer, parseFundListAnswer } from '../shared-contracts';
import { body, query, sandboxPerTest, TEST_TODAY } from '../test-support';
import { generateFundUniverse } from './fund-universe';
import { fundMarketOn, latestNavDay, navOn } from './fund-market';
import { formatYyyymmdd } from 'shared/calendar';

describe('the fund universe', () => {
  const universe = generateFundUniverse();

  it('has a few hundred share classes of every type, currency, class and risk grade', () => {
    expect(universe.length).toBeGreaterThanOrEqual(200);
    expect(universe.length).toBeLessThanOrEqual(400);
    expect(new Set(universe.map((fund) => fund.type))).toEqual(new Set(FUND_TYPE_OPTIONS.map((option) => option.value)));
    expect(new Set(universe.map((fund) => fund.currency))).toEqual(new Set(FUND_CURRENCY_OPTIONS.map((option) => option.value)));
    expect(new Set(universe.map((fund) => fund.riskGrade))).toEqual(new Set(PRODUCT_RISK_GRADE_OPTIONS.map((option) => option.value)));
    expect(new Set(universe.map((fund) => fund.shareClass))).toEqual(new Set(['ACC', 'DIS']));
    expect(new Set(universe.map((fund) => fund.fundId)).size).toBe(universe.length);
  });

  it('is the same on every run', () => {
    expect(generateFundUniverse()).toEqual(universe);
  });

  it('publishes a NAV for weekdays only, the same whatever the date', () => {
    const fund = universe[0];
    if (fund === undefined) throw new Error('no fund');
    expect(navOn(fund, '20250704')).toMatch(/^\d+\.\d{2}$|^\d+$/);
    expect(navOn(fund, '20250705')).toBeUndefined();
    expect(formatYyyymmdd(latestNavDay('20250707'))).toBe('20250704');
  });
});

describe('Query KGItwPubFundList and KGItwPubFundDetail', () => {
  // the universe's NAV series are built once per process, a few seconds under jest on a busy machine
  beforeAll(() => void fundMarketOn(TEST_TODAY), 30_000);
  const sandbox = sandboxPerTest('VISIT');

  it('lists every class with its latest NAV of the previous dealing day, to guests too', async () => {
    const funds = parseFundListAnswer((await query(sandbox.app, sandbox.token, buildFundListRequest())).json());
    expect(funds.length).toBeGreaterThanOrEqual(200);
    expect(new Set(funds.map((fund) => fund.navDate))).toEqual(new Set(['20250630']));
    expect(TEST_TODAY).toBe('20250701');
  });

  it('gives one class in full: 5 years of NAVs ending at the latest, their distributions, every fee, its own minimum first', async () => {
    const funds = parseFundListAnswer((await query(sandbox.app, sandbox.token, buildFundListRequest())).json());
    const young = new Set(generateFundUniverse().filter((fund) => fund.launchDate > '20200630').map((fund) => fund.fundId));
    const monthly = funds.find((fund) => fund.distributionFrequency === 'M' && fund.currency === 'USD' && !young.has(fund.fundId));
    if (monthly === undefined) throw new Error('no monthly USD class');
    const detail = parseFundDetailAnswer((await query(sandbox.app, sandbox.token, buildFundDetailRequest(monthly.fundId))).json());
    expect(detail.navHistory.at(-1)).toEqual({ date: monthly.navDate, nav: monthly.nav });
    expect(detail.navHistory[0]?.date).toBe('20200630');
    // July 2020 to June 2025, one a month, each on its month's first dealing day, newest first
    expect(detail.distributions.length).toBe(60);
    expect(detail.distributions.at(-1)?.exDate).toBe('20200701');
    expect(detail.minimums[0]).toEqual({ currency: 'USD', amount: '1000' });
    expect(detail).toEqual(expect.objectContaining({ custodyFee: expect.any(String), switchingFee: expect.any(String), redemptionFee: expect.any(String) }));
  });

  it('a younger class has NAVs from its launch only; most classes report size, holdings and sectors, some do not (rule FND-11)', async () => {
    const universe = generateFundUniverse();
    const young = universe.find((fund) => fund.launchDate > '20211201');
    if (young === undefined) throw new Error('no younger class');
    const detail = parseFundDetailAnswer((await query(sandbox.app, sandbox.token, buildFundDetailRequest(young.fundId))).json());
    expect(detail.launchDate).toBe(young.launchDate);
    expect(detail.navHistory[0]?.date).toBe(young.launchDate);
    const details = await Promise.all(universe.slice(0, 40).map(async (fund) => parseFundDetailAnswer((await query(sandbox.app, sandbox.token, buildFundDetailRequest(fund.fundId))).json())));
    const withHoldings = details.filter((entry) => entry.topHoldings !== undefined);
    expect(withHoldings.length).toBeGreaterThan(30);
    expect(withHoldings.length).toBeLessThan(40);
    expect(details.filter((entry) => entry.sizeMillions === undefined).length).toBeGreaterThan(0);
    for (const entry of withHoldings) {
      expect(entry.topHoldings).toHaveLength(5);
      expect(entry.portfolioDate).toBe('20250531');
      const total = (entry.sectors ?? []).reduce((sum, sector) => sum + Math.round(Number(sector.weight) * 100), 0);
      expect(total).toBe(10_000);
    }
  });

  it('refuses an unknown fund and a malformed id', async () => {
    const unknown = body(await query(sandbox.app, sandbox.token, { FunId: FunId.FundDetail, Data: { fundId: 'US0378331005' } }));
    expect(unknown.StatusCode).toBe(StatusCode.OrderRefused);
    const malformed = body(await query(sandbox.app, sandbox.token, { FunId: FunId.FundDetail, Data: { fundId: 'nope' } }));
    expect(malformed.StatusCode).toBe(StatusCode.InvalidField);
  });
});
