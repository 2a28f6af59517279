import { MAX_JSON_DEPTH } from './request-limits';
import { ApiPath, DataKind, FunId, StatusCode, formatAccount, buildSymbolListRequest, SymbolKind } from './shared-contracts';
import { body, query, sandboxPerTest } from './test-support';

const WEB = 'A123456789';

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe('bad input gets the right answer', () => {
  const sandbox = sandboxPerTest(WEB);

  function expectRefused(answer: Record<string, unknown>, code: string): void {
    expect(answer.StatusCode).toBe(code);
    expect(String(answer.Message)).toMatch(/[\u4e00-\u9fff]/);
    expect(answer.Message).not.toBe('您好，因目前使用人數眾多，請稍後再試或聯繫您的營業員，我們會立即為您處理，謝謝。');
  }

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with 400/4000 on every JSON route, and takes one at the limit`, async () => {
    const headers = { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' };
    for (const url of [ApiPath.OffShoreBondQuery, ApiPath.AuthVerify, ApiPath.WriteLog]) {
      for (const depth of [MAX_JSON_DEPTH + 1, 100_000]) {
        const response = await sandbox.app.inject({ method: 'POST', url, headers, payload: `{"FunId":"x","Data":{"a":${nested(depth - 2)}}}` });
        expect(response.statusCode).toBe(400);
        expectRefused(body(response), StatusCode.BadRequest);
      }
    }
    const plain = await sandbox.app.inject({ method: 'POST', url: ApiPath.WriteLog, headers: { 'content-type': 'text/plain' }, payload: `{"a":${nested(1_000)}}` });
    expect(plain.statusCode).toBe(400);
    expectRefused(body(plain), StatusCode.BadRequest);
    // Brackets inside strings are text, not nesting.
    const atLimit = await sandbox.app.inject({ method: 'POST', url: ApiPath.WriteLog, headers, payload: `{"a":${nested(MAX_JSON_DEPTH - 1)},"b":"${'['.repeat(100)}"}` });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses a saved cart whose DataContent is nested too deep with 4001, not 500', async () => {
    const deep = `{"carDataList":[{"isin":"US0378331005","note":${nested(20_000)}}]}`;
    const request = { FunId: FunId.FavoritesSave, Data: { LOGID: WEB, CustID: WEB, DataKind: DataKind.Cart, CarList: [{ Account: formatAccount('1234567'), DataContent: deep }] } };
    const response = await query(sandbox.app, sandbox.token, request);
    expect(response.statusCode).toBe(200);
    expectRefused(body(response), StatusCode.InvalidField);
  });

  it('never echoes a whole submitted value in a message', async () => {
    const long = `evil${'x'.repeat(10_000)}`;
    const filter = body(await query(sandbox.app, sandbox.token, { ...buildSymbolListRequest({ kind: SymbolKind.Quotes }), Data: { ...buildSymbolListRequest({ kind: SymbolKind.Quotes }).Data, issueCurrency: [long] } }));
    expectRefused(filter, StatusCode.InvalidField);
    const funId = body(await query(sandbox.app, sandbox.token, { FunId: long, Data: {} }));
    expectRefused(funId, StatusCode.UnknownFunId);
    const notFound = body(await sandbox.app.inject({ method: 'GET', url: `/${long}` }));
    const handoff = body(await sandbox.app.inject({ method: 'GET', url: `/login/handoff?user=${long}` }));
    const badUrl = await sandbox.app.inject({ method: 'GET', url: `/%zz${long}` });
    expect(badUrl.statusCode).toBe(400);
    expectRefused(body(badUrl), StatusCode.BadRequest);
    for (const answer of [filter, funId, notFound, handoff, body(badUrl)]) {
      expect(String(answer.Message).length).toBeLessThan(300);
      expect(String(answer.Message)).not.toContain('x'.repeat(100));
    }
  });

  it('answers an oversized header in the same JSON shape with a StatusCode', async () => {
    const address = await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}${ApiPath.OffShoreBondQuery}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sandbox.token}`, 'x-padding': 'p'.repeat(20_000) },
      body: '{}',
    });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const answer: unknown = await response.json();
    expect(answer).toEqual({ StatusCode: StatusCode.PayloadTooLarge, Message: expect.stringMatching(/標頭/) as unknown });
  });
});
