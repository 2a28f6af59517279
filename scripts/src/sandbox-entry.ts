import { fork } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './repo-root';

/** The sandbox's entry point, run in a process of its own. */
export const SANDBOX_MAIN = join(REPO_ROOT, 'scripts', 'sandbox', 'src', 'main.ts');

/** How long a stopping sandbox may take to finish its list writes before it is killed. */
const STOP_GRACE_MS = 5_000;

/** How a process ended: its exit code, or the signal that ended it. */
export interface ProcessEnd {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** The sandbox running in its own process. */
export interface SandboxProcess {
  /** `http://127.0.0.1:<port>` it listens on. */
  readonly address: string;
  readonly pid: number;
  /** Settles when the process has ended, for whatever reason (after {@link stop}, or a crash). */
  readonly exited: Promise<ProcessEnd>;
  /** Asks it to close (pending list writes finish), kills it after a grace period; resolves once it has ended. */
  stop(): Promise<ProcessEnd>;
}

/** `exit code 1` or `signal SIGKILL`, for messages. */
export function describeEnd(end: ProcessEnd): string {
  return end.signal !== null ? `signal ${end.signal}` : `exit code ${end.code ?? '?'}`;
}

function isReadyMessage(message: unknown): message is { type: 'sandbox-ready'; address: string } {
  return typeof message === 'object' && message !== null && 'type' in message && message.type === 'sandbox-ready' && 'address' in message && typeof message.address === 'string';
}

/**
 * Starts the sandbox broker API and login hand-off (:8090 unless SANDBOX_PORT says otherwise) in a
 * process of its own, so that a slow request there never stalls the apps' servers, and resolves once
 * it listens. Its output goes to this terminal. It stops when asked, on Ctrl-C with the rest, and on
 * its own when this process ends, however it ends (the IPC channel closes).
 * @throws Error when it exits before listening (its own message is printed above).
 */
export async function startSandbox(env: NodeJS.ProcessEnv = process.env): Promise<SandboxProcess> {
  const child = fork(SANDBOX_MAIN, [], {
    cwd: REPO_ROOT,
    env,
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
  });
  const exited = new Promise<ProcessEnd>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const address = await new Promise<string>((resolve, reject) => {
    child.on('message', (message) => {
      if (isReadyMessage(message)) resolve(message.address);
    });
    child.once('error', reject);
    void exited.then((end) => reject(new Error(`the sandbox API did not start (${describeEnd(end)}); its error is above`)));
  });
  let stopping: Promise<ProcessEnd> | null = null;
  const stop = (): Promise<ProcessEnd> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        const end = await exited;
        clearTimeout(timer);
        return end;
      }
      return exited;
    })();
    return stopping;
  };
  const shown = address.replace('127.0.0.1', 'localhost');
  console.log(`${'sandbox API'.padEnd(22)} ${shown}  (login: ${shown}/login, own process ${child.pid ?? '?'})`);
  return { address, pid: child.pid ?? -1, exited, stop };
}

/**
 * Runs until Ctrl-C or SIGTERM, then stops the sandbox and `stopOthers` together and exits 0. If the
 * sandbox ends on its own, that is a failure: it is said on stderr, the rest is stopped, and the exit
 * code is 1. (A signal to the whole process group reaches the sandbox too and it may end first: an end
 * followed within half a second by our own signal is not a failure.)
 */
export function stopTogether(sandbox: SandboxProcess, stopOthers: () => Promise<unknown>): void {
  let stopping = false;
  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    void Promise.allSettled([sandbox.stop(), stopOthers()]).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  void sandbox.exited.then((end) =>
    setTimeout(() => {
      if (stopping) return;
      console.error(`\nThe sandbox API stopped unexpectedly (${describeEnd(end)}); stopping the other servers.`);
      stop(1);
    }, 500),
  );
}
