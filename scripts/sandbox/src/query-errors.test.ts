import type { FastifyInstance } from 'fastify';
import { ApiPath, FunId, StatusCode, buildCustomerProfileRequest, buildSymbolListRequest, SymbolKind } from './shared-contracts';
import { body, login, manualClock, query, removeDir, startSandbox, tempDataDir, type ManualClock } from './test-support';

const picks = buildSymbolListRequest({ kind: SymbolKind.BrokerPicks });

describe('Query: session and request errors', () => {
  let dir: string;
  let clock: ManualClock;
  let app: FastifyInstance;

  beforeEach(async () => {
    dir = await tempDataDir();
    clock = manualClock();
    app = await startSandbox(dir, { now: clock.now });
  });
  afterEach(async () => {
    await app.close();
    await removeDir(dir);
  });

  function expectFailure(answer: Record<string, unknown>, code: string): void {
    expect(answer.StatusCode).toBe(code);
    expect(typeof answer.Message).toBe('string');
    expect(String(answer.Message)).toMatch(/[\u4e00-\u9fff]/);
    expect(answer).not.toHaveProperty('Data');
  }

  it('answers 9001 without a token, and for a header that is not a bearer token (a call that is not public, rule API-11)', async () => {
    const profile = buildCustomerProfileRequest();
    expectFailure(body(await query(app, null, profile)), StatusCode.TokenMissing);
    const basic = await app.inject({ method: 'POST', url: ApiPath.OffShoreBondQuery, headers: { authorization: 'Basic abc' }, payload: profile });
    expectFailure(body(basic), StatusCode.TokenMissing);
    expect(String(body(basic).StatusCode)).toContain('90');
  });

  it('answers 9002 for an unknown token', async () => {
    const response = await query(app, 'made-up-token', picks);
    expect(response.statusCode).toBe(200);
    expectFailure(body(response), StatusCode.TokenInvalid);
  });

  it('expires a token after 30 minutes', async () => {
    const token = await login(app, 'A123456789');
    clock.advance(29 * 60_000);
    expect(body(await query(app, token, picks)).StatusCode).toBe('0');
    clock.advance(60_001);
    expectFailure(body(await query(app, token, picks)), StatusCode.TokenInvalid);
  });

  it('expires sessions on demand, all or one user', async () => {
    const a = await login(app, 'A123456789');
    const b = await login(app, 'B223456789');
    const one = await app.inject({ method: 'POST', url: '/__sandbox/expire-tokens', payload: { idno: 'b223456789' } });
    expect(body(one)).toEqual({ ok: true, expired: 1 });
    expect(body(await query(app, a, picks)).StatusCode).toBe('0');
    expect(body(await query(app, b, picks)).StatusCode).toBe(StatusCode.TokenInvalid);
    const all = await app.inject({ method: 'POST', url: '/__sandbox/expire-tokens', payload: {} });
    expect(body(all)).toEqual({ ok: true, expired: 1 });
    expect(body(await query(app, a, picks)).StatusCode).toBe(StatusCode.TokenInvalid);
    const bad = await app.inject({ method: 'POST', url: '/__sandbox/expire-tokens', payload: { idno: 5 } });
    expect(bad.statusCode).toBe(400);
  });

  describe('with a valid token', () => {
    let token: string;
    beforeEach(async () => {
      token = await login(app, 'A123456789');
    });

    it('turns a broken JSON body into HTTP 400 with StatusCode 4000', async () => {
      const response = await app.inject({
        method: 'POST',
        url: ApiPath.OffShoreBondQuery,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"FunId": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expectFailure(body(response), StatusCode.BadRequest);
      expect(response.body).not.toMatch(/at .*\.js|stack/i);
    });

    it('turns an empty JSON body into 4000', async () => {
      const response = await app.inject({
        method: 'POST',
        url: ApiPath.OffShoreBondQuery,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(400);
      expectFailure(body(response), StatusCode.BadRequest);
    });

    it('answers 4000 for a body that is JSON but not an object', async () => {
      for (const payload of ['[1,2]', '"text"', '42', 'null']) {
        const response = await app.inject({
          method: 'POST',
          url: ApiPath.OffShoreBondQuery,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBe(200);
        expectFailure(body(response), StatusCode.BadRequest);
      }
    });

    it('answers 415/4150 for a form body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: ApiPath.OffShoreBondQuery,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'FunId=x',
      });
      expect(response.statusCode).toBe(415);
      expectFailure(body(response), StatusCode.UnsupportedMediaType);
    });

    it('answers 413/4130 for a body over the limit', async () => {
      const response = await query(app, token, { FunId: FunId.SymbolMaster, Data: { searchValue: 'x'.repeat(1_100_000) } });
      expect(response.statusCode).toBe(413);
      expectFailure(body(response), StatusCode.PayloadTooLarge);
    });

    it('answers 4001 for a missing FunId or Data', async () => {
      expectFailure(body(await query(app, token, { Data: {} })), StatusCode.InvalidField);
      expectFailure(body(await query(app, token, { FunId: 7, Data: {} })), StatusCode.InvalidField);
      expectFailure(body(await query(app, token, { FunId: FunId.SymbolMaster })), StatusCode.InvalidField);
      expectFailure(body(await query(app, token, { FunId: FunId.SymbolMaster, Data: [] })), StatusCode.InvalidField);
    });

    it('answers 4040 for an unknown FunId', async () => {
      expectFailure(body(await query(app, token, { FunId: 'KGItwNoSuchThing', Data: {} })), StatusCode.UnknownFunId);
      expectFailure(body(await query(app, token, { FunId: 'constructor', Data: {} })), StatusCode.UnknownFunId);
    });
  });

  it('answers 404/4041 JSON for an unknown path or method', async () => {
    const response = await app.inject({ method: 'GET', url: ApiPath.OffShoreBondQuery });
    expect(response.statusCode).toBe(404);
    expectFailure(body(response), StatusCode.NotFound);
  });

  it('allows the host and remote origins by CORS, and no other', async () => {
    for (const origin of ['http://localhost:8080', 'http://localhost:8081', 'http://localhost:8082', 'http://localhost:8083', 'http://127.0.0.1:8080']) {
      const response = await app.inject({
        method: 'OPTIONS',
        url: ApiPath.OffShoreBondQuery,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-methods'])).toMatch(/POST/);
      expect(String(response.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    }
    const stranger = await app.inject({
      method: 'OPTIONS',
      url: ApiPath.OffShoreBondQuery,
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps CORS headers on error answers so the browser can read them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ApiPath.OffShoreBondQuery,
      headers: { origin: 'http://localhost:8081', 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8081');
  });

  it('takes a configured CORS list instead of the default', async () => {
    const other = await startSandbox(dir, { corsOrigins: ['https://uat.example.com'] });
    const allowed = await other.inject({ method: 'OPTIONS', url: ApiPath.OffShoreBondQuery, headers: { origin: 'https://uat.example.com', 'access-control-request-method': 'POST' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://uat.example.com');
    const host = await other.inject({ method: 'OPTIONS', url: ApiPath.OffShoreBondQuery, headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' } });
    expect(host.headers['access-control-allow-origin']).toBeUndefined();
    await other.close();
  });
});
