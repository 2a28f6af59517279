import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiPath, isRecord } from './shared-contracts';
import { body, login, removeDir, startSandbox, tempDataDir } from './test-support';

async function logs(app: FastifyInstance): Promise<unknown[]> {
  const entries = body(await app.inject({ method: 'GET', url: '/__sandbox/logs' })).entries;
  if (!Array.isArray(entries)) throw new Error('no entries');
  return entries.map((entry: unknown) => (isRecord(entry) ? entry.payload : undefined));
}

describe('Common/WriteLog', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    dir = await tempDataDir();
    app = await startSandbox(dir, { logLimit: 5 });
  });
  afterEach(async () => {
    await app.close();
    await removeDir(dir);
  });

  it('accepts any JSON payload, with or without a token, and answers 0', async () => {
    for (const payload of ['{"a":1}', '[1,2,3]', '"text"', '42', 'null', 'true']) {
      const response = await app.inject({ method: 'POST', url: ApiPath.WriteLog, headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(200);
      expect(body(response).StatusCode).toBe('0');
    }
    expect(await logs(app)).toEqual([[1, 2, 3], 'text', 42, null, true]);
  });

  it('takes sendBeacon-style text/plain, as JSON when it is JSON', async () => {
    await app.inject({ method: 'POST', url: ApiPath.WriteLog, headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: '{"event":"beacon"}' });
    await app.inject({ method: 'POST', url: ApiPath.WriteLog, headers: { 'content-type': 'text/plain' }, payload: 'plain words' });
    expect(await logs(app)).toEqual([{ event: 'beacon' }, 'plain words']);
  });

  it('keeps only the last N entries in memory', async () => {
    for (let i = 0; i < 8; i += 1) await app.inject({ method: 'POST', url: ApiPath.WriteLog, payload: { i } });
    expect(await logs(app)).toEqual([{ i: 3 }, { i: 4 }, { i: 5 }, { i: 6 }, { i: 7 }]);
  });

  it('masks tokens and id numbers everywhere, in memory and in the file', async () => {
    const token = await login(app, 'A123456789');
    const other = await login(app, 'B223456789');
    const payload = {
      message: `call failed for A123456789 with ${other}`,
      lower: 'customer a123456789 again',
      headers: { Authorization: `Bearer ${token}` },
      authVerify: { token, postData: { idno: 'B223456789', apver: '3.2.1' } },
      url: `https://host/auth/verify?code=abc123def456&target=%2F&token=${token}`,
      someoneElse: 'F131234567 and G298765432',
      nested: [{ deep: [`Bearer ${token}`] }],
      A123456789: 'key is an id number',
      isin: 'US1234567890 stays readable',
      LOGID: 'A123456789',
    };
    const response = await app.inject({ method: 'POST', url: ApiPath.WriteLog, headers: { authorization: `Bearer ${token}` }, payload });
    expect(body(response).StatusCode).toBe('0');
    await app.close(); // flushes the file append
    const stored = JSON.stringify(await logsFromFile(dir));
    for (const secret of [token, other, 'A123456789', 'a123456789', 'B223456789', 'F131234567', 'G298765432', 'abc123def456']) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('US1234567890 stays readable');
    expect(stored).toContain('3.2.1');
    app = await startSandbox(dir);
  });

  it('masks the same way in the kept entries', async () => {
    const token = await login(app, 'A123456789');
    await app.inject({ method: 'POST', url: ApiPath.WriteLog, payload: { token, note: `idno A123456789, header Bearer ${token}` } });
    const kept = JSON.stringify(await logs(app));
    expect(kept).not.toContain(token);
    expect(kept).not.toContain('A123456789');
    expect(kept).toContain('[MASKED]');
  });

  it('masks a token that has already expired', async () => {
    const token = await login(app, 'A123456789');
    await app.inject({ method: 'POST', url: '/__sandbox/expire-tokens' });
    await app.inject({ method: 'POST', url: ApiPath.WriteLog, payload: { note: `old session ${token}` } });
    expect(JSON.stringify(await logs(app))).not.toContain(token);
  });
});

async function logsFromFile(dir: string): Promise<unknown[]> {
  const text = await readFile(join(dir, 'writelog.jsonl'), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
}
