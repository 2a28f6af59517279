import { readSandboxEnv } from './env';
import { ApiPath, StatusCode, SymbolKind, buildSymbolListRequest, parseSymbolListAnswer } from './shared-contracts';
import { body, login, query, sandboxPerTest, startSandbox } from './test-support';

const picks = buildSymbolListRequest({ kind: SymbolKind.BrokerPicks });

describe('test switches and health', () => {
  const sandbox = sandboxPerTest('A123456789');

  const configure = (payload: object) => sandbox.app.inject({ method: 'POST', url: '/__sandbox/config', payload });

  it('answers health', async () => {
    expect(body(await sandbox.app.inject({ method: 'GET', url: '/__sandbox/health' }))).toEqual({ ok: true });
  });

  it('starts with every switch off', async () => {
    expect(body(await sandbox.app.inject({ method: 'GET', url: '/__sandbox/config' }))).toEqual({
      ok: true,
      config: { latencyMs: 0, failureRate: 0, forceStatus: null, withdrawnIsins: [], marketTime: null, publicCallsNeedToken: false, extraBondFields: {} },
    });
  });

  it('adds latency to /api answers', async () => {
    await configure({ latencyMs: 150 });
    const start = performance.now();
    expect(body(await query(sandbox.app, sandbox.token, picks)).StatusCode).toBe('0');
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
  });

  it('fails every /api call with HTTP 500 JSON at rate 1, none at rate 0', async () => {
    await configure({ failureRate: 1 });
    for (const url of [ApiPath.OffShoreBondQuery, ApiPath.AuthVerify, ApiPath.WriteLog]) {
      const response = await sandbox.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(500);
      expect(body(response)).toMatchObject({ StatusCode: StatusCode.SimulatedFailure });
      expect(typeof body(response).Message).toBe('string');
    }
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/health' })).statusCode).toBe(200);
    await configure({ failureRate: 0 });
    expect((await query(sandbox.app, sandbox.token, picks)).statusCode).toBe(200);
  });

  it('draws the failure from the injected random source', async () => {
    const sequence = [0.1, 0.9, 0.2, 0.8];
    let i = 0;
    const seeded = await startSandbox(sandbox.dir, { random: () => sequence[i++] ?? 1 });
    const seededToken = await login(seeded, 'A123456789'); // rate 0: no draw
    await seeded.inject({ method: 'POST', url: '/__sandbox/config', payload: { failureRate: 0.5 } });
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await query(seeded, seededToken, picks)).statusCode);
    expect(statuses).toEqual([500, 200, 500, 200]);
    await seeded.close();
  });

  it('keeps the symbol list and the FX rates behind the token, as the spec writes the contract, while publicCallsNeedToken is on', async () => {
    expect(body(await query(sandbox.app, null, picks)).StatusCode).toBe('0');
    await configure({ publicCallsNeedToken: true });
    expect(body(await query(sandbox.app, null, picks)).StatusCode).toBe(StatusCode.TokenMissing);
    expect(body(await query(sandbox.app, null, { FunId: 'KGItwPubFxRates', Data: {} })).StatusCode).toBe(StatusCode.TokenMissing);
    // a customer's call with the token is answered as before
    expect(body(await query(sandbox.app, sandbox.token, picks)).StatusCode).toBe('0');
    await configure({ publicCallsNeedToken: false });
    expect(body(await query(sandbox.app, null, picks)).StatusCode).toBe('0');
    expect(body(await configure({ publicCallsNeedToken: 'yes' })).ok).toBe(false);
  });

  it('adds a newer back end\'s fields to every bond of the symbol list, which the current contract drops, until cleared', async () => {
    type Datas = { Data: { datas: Array<Record<string, unknown>> } };
    const bonds = async () => (body(await query(sandbox.app, sandbox.token, picks)) as unknown as Datas).Data.datas;
    expect((await bonds())[0]).not.toHaveProperty('releaseNote');
    await configure({ extraBondFields: { releaseNote: '新欄位' } });
    const sent = await bonds();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((bond) => bond['releaseNote'] === '新欄位')).toBe(true);
    expect(parseSymbolListAnswer({ StatusCode: '0', Data: { datas: sent } })[0]).not.toHaveProperty('releaseNote');
    // it adds, it never overwrites a field of the contract
    const overwrite = await configure({ extraBondFields: { bondName: 'x' } });
    expect(overwrite.statusCode).toBe(400);
    expect(body(overwrite).Message).toContain('bondName 已是債券的欄位');
    await configure({ extraBondFields: {} });
    expect((await bonds())[0]).not.toHaveProperty('releaseNote');
  });

  it('forces a StatusCode on every Query, before the sandbox.token check, until cleared', async () => {
    await configure({ forceStatus: '9002' });
    for (const auth of [sandbox.token, null]) {
      const answer = body(await query(sandbox.app, auth, picks));
      expect(answer.StatusCode).toBe('9002');
      expect(typeof answer.Message).toBe('string');
    }
    await configure({ forceStatus: null });
    expect(body(await query(sandbox.app, sandbox.token, picks)).StatusCode).toBe('0');
  });

  it('refuses bad switch values with 400 and a message', async () => {
    for (const payload of [{ latencyMs: -1 }, { failureRate: 2 }, { forceStatus: 'abc' }, { withdrawnIsins: 'US0378331005' }, { latncyMs: 5 }, { marketTime: '2025-07-01 22:00' }, { extraBondFields: { 'not a name': 'x' } }, { extraBondFields: { note: 1 } }]) {
      const response = await configure(payload);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ ok: false, StatusCode: StatusCode.InvalidField });
    }
    const notObject = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/config', headers: { 'content-type': 'application/json' }, payload: '[]' });
    expect(notObject.statusCode).toBe(400);
  });

  it('takes switches from options at start', async () => {
    const forced = await startSandbox(sandbox.dir, { switches: { forceStatus: '4031' } });
    expect(body(await query(forced, null, picks)).StatusCode).toBe('4031');
    await forced.close();
  });
});

describe('readSandboxEnv', () => {
  it('reads defaults', () => {
    const env = readSandboxEnv({}, '/repo/.sandbox-data');
    expect(env).toEqual({ host: '127.0.0.1', port: 8090, options: { dataDir: '/repo/.sandbox-data', switches: {}, logger: false, testControls: false } });
  });

  it('reads every variable', () => {
    const env = readSandboxEnv(
      {
        SANDBOX_PORT: '9999',
        SANDBOX_DATA_DIR: '/tmp/x',
        SANDBOX_HOST_ORIGIN: 'http://localhost:3000',
        SANDBOX_CORS_ORIGINS: 'http://a.test, http://b.test',
        SANDBOX_TODAY: '20260102',
        SANDBOX_LOG: '1',
        SANDBOX_TEST_CONTROLS: '1',
        SANDBOX_LATENCY_MS: '250',
        SANDBOX_FAILURE_RATE: '0.25',
        SANDBOX_FORCE_STATUS: '9001',
      },
      '/unused',
    );
    expect(env).toEqual({
      host: '127.0.0.1',
      port: 9999,
      options: {
        dataDir: '/tmp/x',
        hostOrigin: 'http://localhost:3000',
        corsOrigins: ['http://a.test', 'http://b.test'],
        today: '20260102',
        logger: true,
        testControls: true,
        switches: { latencyMs: 250, failureRate: 0.25, forceStatus: '9001' },
      },
    });
  });

  it('fails loudly on unusable values', () => {
    expect(() => readSandboxEnv({ SANDBOX_PORT: 'eighty' }, '/d')).toThrow(/SANDBOX_PORT/);
    expect(() => readSandboxEnv({ SANDBOX_FAILURE_RATE: 'lots' }, '/d')).toThrow(/failureRate/);
    expect(() => readSandboxEnv({ SANDBOX_TODAY: '2026-01-02' }, '/d')).toThrow(/SANDBOX_TODAY/);
    expect(() => readSandboxEnv({ SANDBOX_TODAY: '20260230' }, '/d')).toThrow(/SANDBOX_TODAY/);
    expect(() => readSandboxEnv({ SANDBOX_HOST_ORIGIN: 'not a url' }, '/d')).toThrow(/SANDBOX_HOST_ORIGIN/);
  });
});
