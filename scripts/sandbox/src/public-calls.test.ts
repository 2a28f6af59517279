import type { FastifyInstance } from 'fastify';
import {
  FunId,
  PUBLIC_FUN_IDS,
  StatusCode,
  SymbolKind,
  buildFxRatesRequest,
  buildMarginBalanceRequest,
  buildSymbolListRequest,
  parseFxRatesAnswer,
  parseSymbolListAnswer,
} from './shared-contracts';
import { body, login, query, removeDir, startSandbox, tempDataDir } from './test-support';

// Rule API-11: the broker's picks and today's FX rates answer anyone, signed in or not; nothing else does.
describe('Query: the public calls', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    dir = await tempDataDir();
    app = await startSandbox(dir);
  });
  afterEach(async () => {
    await app.close();
    await removeDir(dir);
  });

  it('answers the FX rates and the broker\'s picks without a token, the same as to a customer', async () => {
    const token = await login(app, 'A123456789');
    for (const request of [buildFxRatesRequest(), buildSymbolListRequest({ kind: SymbolKind.BrokerPicks })]) {
      const anonymous = body(await query(app, null, request));
      expect(anonymous.StatusCode).toBe('0');
      expect(anonymous).toEqual(body(await query(app, token, request)));
    }
    expect(parseFxRatesAnswer(body(await query(app, null, buildFxRatesRequest()))).rates.length).toBeGreaterThan(0);
    expect(parseSymbolListAnswer(body(await query(app, null, buildSymbolListRequest({ kind: SymbolKind.BrokerPicks })))).length).toBeGreaterThan(0);
  });

  it('checks an anonymous request like any other', async () => {
    const answer = body(await query(app, null, { FunId: FunId.SymbolMaster, Data: 'x' }));
    expect(answer.StatusCode).toBe(StatusCode.InvalidField);
  });

  it('still refuses every other call without a token, and a public call with a token no longer valid', async () => {
    expect(PUBLIC_FUN_IDS).toEqual([FunId.SymbolMaster, FunId.FxRates]);
    expect(body(await query(app, null, buildMarginBalanceRequest('1234567'))).StatusCode).toBe(StatusCode.TokenMissing);
    expect(body(await query(app, 'made-up-token', buildFxRatesRequest())).StatusCode).toBe(StatusCode.TokenInvalid);
  });
});
