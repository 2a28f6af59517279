import { priceAtYield, priceFigures } from '@shared/bond/math';
import { catalogFor } from './bonds/bond-catalog';
import { defaultUniverse } from './bonds/generate-universe';
import {
  NOT_RATED,
  StatusCode,
  buildBondDetailRequest,
  isinCheckDigit,
  buildFxRatesRequest,
  buildBondHistoryRequest,
  parseBondDetailAnswer,
  parseFxRatesAnswer,
  parseBondHistoryAnswer,
  parseSymbolListAnswer,
} from './shared-contracts';
import { TEST_TODAY, body, query, sandboxPerTest, symbolList } from './test-support';

describe('bond detail, history and TWD rates (our own calls, rules BND-1, BND-2, BND-4)', () => {
  const sandbox = sandboxPerTest('A123456789', { today: TEST_TODAY });

  it('answers figures the shared maths gives for the same price and date, to the last shown decimal', async () => {
    const offered = catalogFor(TEST_TODAY).offered;
    // every 97th bond: bullets and callables, every currency and day count
    const sample = offered.filter((_bond, index) => index % 97 === 0);
    expect(sample.some((bond) => bond.callable)).toBe(true);
    for (const bond of sample) {
      const detail = parseBondDetailAnswer((await query(sandbox.app, sandbox.token, buildBondDetailRequest(bond.isin))).json());
      const mine = priceFigures(detail.bond, detail.settlementDate, detail.quote.ask, detail.callSchedule);
      expect(detail.figures).toEqual({
        accruedInterest: mine.accruedInterest.toFixed(6),
        accruedDays: mine.accruedDays,
        exCoupon: mine.exCoupon,
        dirtyPrice: mine.dirtyPrice.toFixed(6),
        ytm: mine.ytm.toFixed(4),
        // no yield to call while the ask is below the call price (rule BND-17)
        ytc: Number(detail.quote.ask) < 100 ? null : (mine.ytc?.toFixed(4) ?? null),
        nextCallDate: mine.nextCallDate,
        ytw: mine.ytw.toFixed(4),
        worstDate: mine.worstDate,
      });
      expect(detail.settlementDate > TEST_TODAY).toBe(true);
      expect(detail.callSchedule.length > 0).toBe(bond.callable);
      // an unrated bond has no agency's rating to show
      expect(detail.ratings[0]).toEqual(bond.creditRating === NOT_RATED ? undefined : { agency: bond.ratingAgency, rating: bond.creditRating });
      // the page's calculator: the yield to worst gives back a price within a tick of a 4-decimal yield
      expect(Math.abs(Number(priceAtYield(detail.bond, detail.settlementDate, detail.figures.ytw, detail.callSchedule).minus(detail.quote.ask)))).toBeLessThan(0.01);
    }
  });

  it('has split ratings in the universe, by one notch', () => {
    const withTwo = catalogFor(TEST_TODAY).offered.filter((bond) => (bond.OtherRatings ?? []).length > 0);
    expect(withTwo.length).toBeGreaterThan(1000);
    expect(withTwo.some((bond) => bond.OtherRatings?.[0]?.rating !== bond.creditRating)).toBe(true);
  });

  it('answers an unrated bond with no agency\'s rating (rule BND-6)', async () => {
    const unrated = catalogFor(TEST_TODAY).offered.find((bond) => bond.creditRating === NOT_RATED);
    if (unrated === undefined) throw new Error('no unrated bond on offer');
    const detail = parseBondDetailAnswer((await query(sandbox.app, sandbox.token, buildBondDetailRequest(unrated.isin))).json());
    expect([detail.bond.creditRating, detail.bond.ratingAgency, detail.ratings]).toEqual([NOT_RATED, '', []]);
  });

  it('refuses an unknown ISIN with 4044 and a withdrawn one with 4045', async () => {
    expect(body(await query(sandbox.app, sandbox.token, buildBondDetailRequest('US0000000000'))).StatusCode).toBe(StatusCode.InvalidField);
    expect(body(await query(sandbox.app, sandbox.token, buildBondDetailRequest(`XS000000001${isinCheckDigit('XS000000001')}`))).StatusCode).toBe(StatusCode.BondUnknown);
    const withdrawn = defaultUniverse().find((definition) => definition.withdrawn);
    if (withdrawn === undefined) throw new Error('the universe has a withdrawn bond');
    expect(body(await query(sandbox.app, sandbox.token, buildBondDetailRequest(withdrawn.isin))).StatusCode).toBe(StatusCode.BondWithdrawn);
    expect(body(await query(sandbox.app, sandbox.token, buildBondHistoryRequest(withdrawn.isin))).StatusCode).toBe(StatusCode.BondWithdrawn);
  });

  it('serves the same year of weekday closes on every call, ending at the list price', async () => {
    const [bond] = parseSymbolListAnswer((await symbolList(sandbox.app, sandbox.token, { kind: '1' })).json());
    if (bond === undefined) throw new Error('no picks');
    const first = parseBondHistoryAnswer((await query(sandbox.app, sandbox.token, buildBondHistoryRequest(bond.isin))).json());
    const again = parseBondHistoryAnswer((await query(sandbox.app, sandbox.token, buildBondHistoryRequest(bond.isin))).json());
    expect(again).toEqual(first);
    expect(first.points.length).toBeGreaterThan(250);
    expect(first.points.at(-1)).toMatchObject({ date: TEST_TODAY, price: bond.refPriceBuyNumber.toFixed(3), ytm: bond.dYtm.toFixed(4) });
  });

  it('gives a TWD rate for every bond currency, GBP, NZD and CNH included', async () => {
    const rates = parseFxRatesAnswer((await query(sandbox.app, sandbox.token, buildFxRatesRequest())).json());
    expect(rates.rates.map((rate) => rate.currency).sort()).toEqual(expect.arrayContaining(['AUD', 'CNH', 'EUR', 'GBP', 'JPY', 'NZD', 'USD', 'ZAR']));
  });
});
