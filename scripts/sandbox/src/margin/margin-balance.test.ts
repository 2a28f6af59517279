import { Decimal } from 'shared/money';
import {
  MARGIN_CURRENCIES,
  StatusCode,
  buildFxRatesRequest,
  buildMarginBalanceRequest,
  parseFxRatesAnswer,
  parseMarginBalanceAnswer,
} from '../shared-contracts';
import { body, manualClock, query, sandboxPerTest } from '../test-support';
import { fxRateOf } from './fx-rates';
import { holdFunds } from './margin-ledger';

const clock = manualClock();

describe('KGItwMarginBalance', () => {
  const sandbox = sandboxPerTest('A123456789', { now: clock.now });

  it('answers every margin currency of the account with held, available, the rate and a TWD total', async () => {
    const balance = parseMarginBalanceAnswer((await query(sandbox.app, sandbox.token, buildMarginBalanceRequest('1234567'))).json());
    expect(balance.balances.map((entry) => entry.currency)).toEqual([...MARGIN_CURRENCIES]);
    const usd = balance.balances.find((entry) => entry.currency === 'USD');
    expect(usd).toMatchObject({ balance: '41722.15', held: '0', available: '41722.15', fxTime: '2025-07-01T10:00:00+08:00' });
    expect(balance.balances[0]).toMatchObject({ currency: 'TWD', fxRate: '1' });
    const total = balance.balances.reduce((sum, entry) => sum.plus(new Decimal(entry.balance).times(entry.fxRate)), new Decimal(0));
    expect(balance.twdTotal).toBe(total.round(2, 1).toFixed());
    expect(balance.asOf).toBe('2025-07-01T10:00:00+08:00');
  });

  it('shows a new hold as held at once', async () => {
    holdFunds({ account: '1234567', currency: 'USD', amount: '1000', reference: 'B9' });
    const balance = parseMarginBalanceAnswer((await query(sandbox.app, sandbox.token, buildMarginBalanceRequest('1234567'))).json());
    expect(balance.balances.find((entry) => entry.currency === 'USD')).toMatchObject({ held: '1000', available: '40722.15' });
  });

  it("refuses another customer's account (4032) and a malformed account (4001)", async () => {
    expect(body(await query(sandbox.app, sandbox.token, buildMarginBalanceRequest('2345678'))).StatusCode).toBe(StatusCode.AccountNotOwned);
    expect(body(await query(sandbox.app, sandbox.token, { FunId: 'KGItwMarginBalance', Data: { account: 12 } })).StatusCode).toBe(StatusCode.InvalidField);
  });
});

describe('KGItwMarginBalance for a guest', () => {
  const sandbox = sandboxPerTest('VISIT');

  it('refuses the guest (4030)', async () => {
    expect(body(await query(sandbox.app, sandbox.token, buildMarginBalanceRequest('1234567'))).StatusCode).toBe(StatusCode.GuestForbidden);
  });

  it('gives the guest the indicative rates', async () => {
    const { rates } = parseFxRatesAnswer((await query(sandbox.app, sandbox.token, buildFxRatesRequest())).json());
    expect(rates.map((rate) => rate.currency)).toEqual(MARGIN_CURRENCIES.filter((currency) => currency !== 'TWD'));
  });
});

describe('the sandbox FX rates', () => {
  it('are deterministic, within 0.3 % of the base, 4 decimals, and move once a minute', () => {
    const at = Date.UTC(2025, 6, 1, 2, 0, 0);
    expect(fxRateOf('USD', at).toFixed()).toBe(fxRateOf('USD', at + 59_999).toFixed());
    expect(fxRateOf('USD', at).eq(fxRateOf('USD', at + 60_000))).toBe(false);
    for (let minute = 0; minute < 500; minute += 1) {
      const rate = fxRateOf('USD', at + minute * 60_000);
      expect(rate.div(32.15).minus(1).abs().lte(0.0031)).toBe(true);
      expect(rate.toFixed().split('.')[1]?.length ?? 0).toBeLessThanOrEqual(4);
    }
    expect(fxRateOf('TWD', at).toFixed()).toBe('1');
  });
});
