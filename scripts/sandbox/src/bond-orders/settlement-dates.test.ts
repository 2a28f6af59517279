import { tradeAndSettlement } from '@shared/bond/math';
import { catalogFor } from '../bonds/bond-catalog';
import {
  buildBondDetailRequest,
  buildOrderPlaceRequest,
  parseBondDetailAnswer,
  parseOrderPlaceAnswer,
  parseSymbolListAnswer,
  type Bond,
} from '../shared-contracts';
import { TEST_TODAY, manualClock, query, sandboxPerTest, symbolList } from '../test-support';
import { minimumNominal, orderDatesAt } from './order-book';

const PRO = 'B223456789';
const ACCOUNT = '2345678';
const TAIPEI_16H = Date.UTC(2025, 6, 1, 8, 0, 0); // 2025-07-01 16:00 Taipei, after the 15:00 cut-off

const offered = catalogFor(TEST_TODAY).offered;
const pick = (currency: string): Bond => {
  const bond = offered.find((candidate) => candidate.issueCurrency === currency && (currency !== 'USD' || candidate.faceValue <= 10_000));
  if (bond === undefined) throw new Error(`no ${currency} bond`);
  return bond;
};

describe('one settlement date for every figure (rule BND-16)', () => {
  describe('before the cut-off', () => {
    const clock = manualClock();
    const sandbox = sandboxPerTest(PRO, { now: clock.now, today: TEST_TODAY });

    it('shows the same accrued interest and yields on the list as on the detail, for every currency', async () => {
      const list = parseSymbolListAnswer((await symbolList(sandbox.app, sandbox.token, { kind: '2' })).json());
      const sample = list.filter((_bond, index) => index % 40 === 0);
      expect(new Set(sample.map((bond) => bond.issueCurrency)).size).toBe(8);
      for (const bond of sample) {
        const detail = parseBondDetailAnswer((await query(sandbox.app, sandbox.token, buildBondDetailRequest(bond.isin))).json());
        expect([bond.isin, detail.figures.ytm, detail.figures.accruedInterest]).toEqual([bond.isin, bond.dYtm.toFixed(4), bond.accruedInterest.toFixed(6)]);
        if (bond.dYtc !== null) expect(detail.figures.ytc).toBe(bond.dYtc.toFixed(4));
        // Hong Kong is closed on 1 July: a CNH bond's order waits for the 2nd
        const dates = orderDatesAt(clock.now(), bond.issueCurrency);
        expect(detail).toMatchObject({ tradeDate: dates.tradeDate, preOrder: bond.issueCurrency === 'CNH', settlementDate: dates.settlementDate });
      }
    });
  });

  describe('after the cut-off', () => {
    const sandbox = sandboxPerTest(PRO, { now: () => TAIPEI_16H, today: TEST_TODAY });

    it.each(['USD', 'JPY', 'NZD', 'ZAR'])('%s: the detail and the list are for the next business day\u2019s settlement date, the one the order book gives the order', async (currency) => {
      const bond = pick(currency);
      const expected = orderDatesAt(TAIPEI_16H, currency);
      expect(expected).toMatchObject({ tradeDate: '20250702', preOrder: true });
      expect(expected).toEqual(tradeAndSettlement(TAIPEI_16H, currency, '15:00', currency === 'USD' || currency === 'JPY' ? 1 : currency === 'ZAR' ? 3 : 2));

      const detail = parseBondDetailAnswer((await query(sandbox.app, sandbox.token, buildBondDetailRequest(bond.isin))).json());
      expect(detail).toMatchObject({ tradeDate: expected.tradeDate, preOrder: true, settlementDate: expected.settlementDate });
      const listed = parseSymbolListAnswer((await symbolList(sandbox.app, sandbox.token, { kind: '2' })).json()).find((entry) => entry.isin === bond.isin);
      expect(listed?.dYtm.toFixed(4)).toBe(detail.figures.ytm);
      if (currency !== 'USD') return; // the professional's account settles in USD

      const placed = parseOrderPlaceAnswer(
        (
          await query(
            sandbox.app,
            sandbox.token,
            buildOrderPlaceRequest({
              account: ACCOUNT,
              ClientKey: '51515151-2222-4333-8444-555555555555',
              side: 'B',
              validity: 'DAY',
              goodTillDate: '',
              riskAcknowledged: true,
              lines: [{ isin: bond.isin, nominal: String(minimumNominal(bond)), limitPrice: bond.refPriceBuyNumber.toFixed(3) }],
            }),
          )
        ).json(),
      ).results[0];
      expect(placed).toMatchObject({ accepted: true, preOrder: true, tradeDate: expected.tradeDate });
    });
  });
});
