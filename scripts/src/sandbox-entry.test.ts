import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox, type SandboxProcess } from './sandbox-entry';

jest.setTimeout(90_000);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('the sandbox in its own process', () => {
  let dir: string;
  let sandbox: SandboxProcess | undefined;
  let env: NodeJS.ProcessEnv;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-process-'));
    env = { ...process.env, SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dir, SANDBOX_TEST_CONTROLS: '' };
  });
  afterEach(async () => {
    await sandbox?.stop();
    sandbox = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  it('answers from a process of its own and ends when stopped', async () => {
    sandbox = await startSandbox(env);
    expect(sandbox.pid).not.toBe(process.pid);
    const health = await fetch(`${sandbox.address}/__sandbox/health`);
    expect(await health.json()).toEqual({ ok: true });
    // Started without SANDBOX_TEST_CONTROLS: the controls are off.
    expect((await fetch(`${sandbox.address}/__sandbox/config`)).status).toBe(404);
    expect(await sandbox.stop()).toEqual({ code: 0, signal: null });
    expect(isAlive(sandbox.pid)).toBe(false);
  });

  it('says so when it cannot start', async () => {
    await expect(startSandbox({ ...env, SANDBOX_TODAY: 'someday' })).rejects.toThrow(/did not start \(exit code 1\)/);
  });

  it('ends when the process that started it is killed', async () => {
    const entry = pathToFileURL(join(__dirname, 'sandbox-entry.ts')).href;
    const parent = spawn(
      process.execPath,
      ['--import', pathToFileURL(require.resolve('tsx')).href, '-e', `import(${JSON.stringify(entry)}).then((m) => (m.startSandbox ?? m.default.startSandbox)()).then((s) => console.log('PID ' + s.pid))`],
      { env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const pid = await new Promise<number>((resolve, reject) => {
      let out = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        const match = /PID (\d+)/.exec(out);
        if (match?.[1] !== undefined) resolve(Number(match[1]));
      });
      parent.once('exit', (code) => reject(new Error(`parent exited ${code ?? ''}: ${out}`)));
    });
    expect(isAlive(pid)).toBe(true);
    parent.kill('SIGKILL');
    expect(await waitUntil(() => !isAlive(pid), 15_000)).toBe(true);
  });
});
