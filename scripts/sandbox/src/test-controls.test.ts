import type { FastifyInstance } from 'fastify';
import { readSandboxEnv } from './env';
import { body, removeDir, startSandbox, tempDataDir } from './test-support';

const CONTROLS = [
  { method: 'GET', url: '/__sandbox/config' },
  { method: 'POST', url: '/__sandbox/config' },
  { method: 'POST', url: '/__sandbox/expire-tokens' },
  { method: 'GET', url: '/__sandbox/logs' },
] as const;

describe('test controls and the login page', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    dir = await tempDataDir();
  });
  afterEach(async () => {
    await app.close();
    await removeDir(dir);
  });

  it('are off unless the sandbox is started for tests; health stays', async () => {
    app = await startSandbox(dir, { testControls: false });
    for (const { method, url } of CONTROLS) {
      const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode).toBe(404);
      expect(body(response).StatusCode).toBe('4041');
    }
    expect(body(await app.inject({ method: 'GET', url: '/__sandbox/health' }))).toEqual({ ok: true });
  });

  it('are switched on by SANDBOX_TEST_CONTROLS=1 only, and a typo fails at start', () => {
    expect(readSandboxEnv({}, '/tmp/x').options.testControls).toBe(false);
    expect(readSandboxEnv({ SANDBOX_TEST_CONTROLS: '' }, '/tmp/x').options.testControls).toBe(false);
    expect(readSandboxEnv({ SANDBOX_TEST_CONTROLS: '0' }, '/tmp/x').options.testControls).toBe(false);
    expect(readSandboxEnv({ SANDBOX_TEST_CONTROLS: '1' }, '/tmp/x').options.testControls).toBe(true);
    expect(() => readSandboxEnv({ SANDBOX_TEST_CONTROLS: 'yes' }, '/tmp/x')).toThrow(/SANDBOX_TEST_CONTROLS/);
  });

  it('take only a JSON body, so a form or a text post from another page changes nothing', async () => {
    app = await startSandbox(dir, { testControls: true });
    for (const url of ['/__sandbox/config', '/__sandbox/expire-tokens']) {
      for (const headers of [{ 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': 'text/plain' }, { 'content-type': 'multipart/form-data; boundary=x' }, {}]) {
        const payload = headers['content-type'] === undefined ? undefined : '{"forceStatus":"9002"}';
        const response = await app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
        expect(response.statusCode).toBe(415);
        expect(body(response).StatusCode).toBe('4150');
      }
    }
    expect(body(await app.inject({ method: 'GET', url: '/__sandbox/config' })).config).toMatchObject({ forceStatus: null });
    const json = await app.inject({ method: 'POST', url: '/__sandbox/config', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '{"forceStatus":"9002"}' });
    expect(body(json)).toMatchObject({ ok: true, config: { forceStatus: '9002' } });
    expect(body(await app.inject({ method: 'POST', url: '/__sandbox/expire-tokens', payload: {} }))).toEqual({ ok: true, expired: 0 });
  });

  it('serves a login page that may not be framed', async () => {
    app = await startSandbox(dir);
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
  });
});
