import type { FastifyInstance } from 'fastify';
import { ApiPath, StatusCode, parseAuthVerifyAnswer } from './shared-contracts';
import { body, loginCode, manualClock, removeDir, startSandbox, tempDataDir, type ManualClock } from './test-support';

describe('login hand-off and Auth/Verify', () => {
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

  const verify = (code: unknown) => app.inject({ method: 'POST', url: ApiPath.AuthVerify, payload: { code } });

  it('serves a zh-TW login page listing the sample customers and the guest', async () => {
    const response = await app.inject({ method: 'GET', url: '/login?target=/overseas/bond/cart' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('lang="zh-Hant-TW"');
    for (const idno of ['A123456789', 'B223456789', 'VISIT']) expect(response.body).toContain(`/login/handoff?user=${idno}`);
    expect(response.body).toContain('target=%2Foverseas%2Fbond%2Fcart');
  });

  it('sends the bare address to the login page', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it('redirects to the host with a one-time code and the target, never a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/login/handoff?user=a123456789&target=%2Foverseas%2Fbond%2Fcart%3Ftab%3D1' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe('http://localhost:8080');
    expect(location.pathname).toBe('/auth/verify');
    expect(location.searchParams.get('target')).toBe('/overseas/bond/cart?tab=1');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect([...location.searchParams.keys()].sort()).toEqual(['code', 'target']);
  });

  it('uses the configured host origin', async () => {
    const other = await startSandbox(dir, { hostOrigin: 'http://localhost:9000/ignored/path' });
    const response = await other.inject({ method: 'GET', url: '/login/handoff?user=VISIT&target=/overseas' });
    expect(String(response.headers.location)).toMatch(/^http:\/\/localhost:9000\/auth\/verify\?/);
    await other.close();
  });

  it('answers 400 JSON for an unknown user or an off-site target', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/login/handoff?user=Z999999999&target=/overseas' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown)).toMatchObject({ StatusCode: StatusCode.InvalidField });
    for (const target of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'overseas', '/x\u0001y']) {
      const response = await app.inject({ method: 'GET', url: `/login/handoff?user=A123456789&target=${encodeURIComponent(target)}` });
      expect(response.statusCode).toBe(400);
      expect(body(response).StatusCode).toBe(StatusCode.InvalidField);
    }
  });

  it('exchanges a code for the web customer: token, postData with empty apver, two accounts', async () => {
    const response = await verify(await loginCode(app, 'A123456789'));
    expect(response.statusCode).toBe(200);
    const data = parseAuthVerifyAnswer(response.json());
    expect(data.token.length).toBeGreaterThanOrEqual(40);
    expect(data.postData).toEqual({ idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' });
    expect(data.userData.accounts.map((account) => account.account)).toEqual(['1234567', '7654321']);
    expect(data.userData.isMobile).toBe('N');
  });

  it('exchanges a code for the app customer and the guest', async () => {
    const app2 = parseAuthVerifyAnswer((await verify(await loginCode(app, 'B223456789'))).json());
    expect(app2.postData.apver).toBe('3.2.1');
    expect(app2.postData.applytype).not.toBe('');
    expect(app2.userData).toMatchObject({ isMobile: 'Y', accounts: [{ account: '2345678' }] });
    const guest = parseAuthVerifyAnswer((await verify(await loginCode(app, 'visit'))).json());
    expect(guest.postData).toMatchObject({ idno: 'VISIT', apver: '' });
    expect(guest.userData.accounts).toEqual([]);
  });

  it('gives a different random token each time', async () => {
    const first = parseAuthVerifyAnswer((await verify(await loginCode(app, 'A123456789'))).json());
    const second = parseAuthVerifyAnswer((await verify(await loginCode(app, 'A123456789'))).json());
    expect(first.token).not.toBe(second.token);
  });

  it('refuses a used code with a StatusCode containing 90', async () => {
    const code = await loginCode(app, 'A123456789');
    expect(body(await verify(code)).StatusCode).toBe('0');
    const again = body(await verify(code));
    expect(again.StatusCode).toBe(StatusCode.CodeInvalid);
    expect(String(again.StatusCode)).toContain('90');
    expect(typeof again.Message).toBe('string');
  });

  it('refuses a code after 60 seconds but not before', async () => {
    const early = await loginCode(app, 'A123456789');
    clock.advance(59_000);
    expect(body(await verify(early)).StatusCode).toBe('0');
    const late = await loginCode(app, 'A123456789');
    clock.advance(60_001);
    expect(body(await verify(late)).StatusCode).toBe(StatusCode.CodeInvalid);
  });

  it('refuses an unknown code, and answers 4000/4001 for a wrong body', async () => {
    expect(body(await verify('not-a-real-code')).StatusCode).toBe(StatusCode.CodeInvalid);
    expect(body(await verify(42)).StatusCode).toBe(StatusCode.InvalidField);
    const array = await app.inject({ method: 'POST', url: ApiPath.AuthVerify, payload: [1, 2] });
    expect(body(array).StatusCode).toBe(StatusCode.BadRequest);
  });
});
