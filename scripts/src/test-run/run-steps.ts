import { spawn, type ChildProcess } from 'node:child_process';

/** One step of a run: a command, run from `cwd` with the run's environment. */
export interface Step {
  name: string;
  command: string;
  args: readonly string[];
}

/** Steps run one after the other, or a group whose steps run at the same time (their lines prefixed by the step's name). */
export type Stage = Step | { parallel: readonly Step[] };

/** How a step ended: its exit code (0: passed), and its wall-clock time. */
export interface StepResult {
  name: string;
  code: number;
  seconds: number;
  /** In a group, a step stopped because another failed. */
  stopped?: boolean;
}

export interface RunOptions {
  cwd: string;
  /** Where the steps' output goes (default: this process's stdout). */
  write?: (text: string) => void;
}

/** Passes each complete line of `chunk` to `line`, keeping an unfinished last line for the next chunk. */
function lineSplitter(line: (text: string) => void): { push: (chunk: Buffer) => void; flush: () => void } {
  let pending = '';
  return {
    push(chunk) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
    flush() {
      if (pending.length > 0) line(pending);
      pending = '';
    },
  };
}

interface Running {
  child: ChildProcess;
  done: Promise<StepResult>;
}

function start(step: Step, options: RunOptions, prefix: string | undefined): Running {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const started = Date.now();
  // its own process group, so that a step stopped because another failed ends with everything it started
  const child = spawn(step.command, [...step.args], { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const out = lineSplitter((text) => write(`${prefix ?? ''}${text}\n`));
  const err = lineSplitter((text) => write(`${prefix ?? ''}${text}\n`));
  child.stdout?.on('data', (chunk: Buffer) => (prefix === undefined ? write(chunk.toString()) : out.push(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => (prefix === undefined ? write(chunk.toString()) : err.push(chunk)));
  const done = new Promise<StepResult>((resolvePromise) => {
    child.on('error', (error) => {
      write(`${prefix ?? ''}${step.name}: ${error.message}\n`);
      resolvePromise({ name: step.name, code: 127, seconds: (Date.now() - started) / 1000 });
    });
    child.on('close', (code, signal) => {
      out.flush();
      err.flush();
      resolvePromise({ name: step.name, code: code ?? (signal === null ? 1 : 128 + 15), seconds: (Date.now() - started) / 1000 });
    });
  });
  return { child, done };
}

/** How long a stopped step has to end by itself before it is killed. */
const STOP_GRACE_MS = 20_000;

/**
 * Stops a step as Ctrl-C would: SIGINT to its process group, which Playwright answers by stopping the
 * servers it started in groups of their own (a SIGTERM would leave them holding the fixed ports), and
 * jest by exiting; SIGKILL to the group if it is still there after {@link STOP_GRACE_MS}.
 */
function stop(running: Running): void {
  const pid = running.child.pid;
  if (pid === undefined || running.child.exitCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  const kill = setTimeout(() => signal('SIGKILL'), STOP_GRACE_MS);
  void running.done.then(() => clearTimeout(kill));
}

/**
 * Runs the stages in order and stops at the first step that fails (in a group, the group's other steps
 * are stopped). Resolves with every step that ran, in order, and the exit code of the run: the failed
 * step's, or 0.
 */
export async function runStages(stages: readonly Stage[], options: RunOptions): Promise<{ results: StepResult[]; code: number }> {
  const results: StepResult[] = [];
  for (const stage of stages) {
    const steps = 'parallel' in stage ? stage.parallel : [stage];
    const width = Math.max(...steps.map((step) => step.name.length));
    const running = steps.map((step) => start(step, options, steps.length > 1 ? `[${step.name.padEnd(width)}] ` : undefined));
    const first: { failed?: StepResult } = {};
    // the steps run in process groups of their own, out of the terminal's reach: Ctrl-C (or a SIGTERM)
    // of the run stops them as it would stop a step run alone
    const interrupt = () => running.forEach(stop);
    process.on('SIGINT', interrupt);
    process.on('SIGTERM', interrupt);
    const ended = await Promise.all(
      running.map(async (one) => {
        const result = await one.done;
        if (result.code !== 0 && first.failed === undefined) {
          first.failed = result;
          for (const other of running) if (other !== one) stop(other);
        }
        return result;
      }),
    );
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    const failed = first.failed;
    results.push(...ended.map((result) => (failed !== undefined && result !== failed && result.code !== 0 ? { ...result, stopped: true } : result)));
    if (failed !== undefined) return { results, code: failed.code };
  }
  return { results, code: 0 };
}

/** The table printed at the end of a run: each step's seconds and result, and the run's wall-clock total. */
export function formatTable(results: readonly StepResult[], totalSeconds: number): string {
  const width = Math.max(4, ...results.map((result) => result.name.length));
  const status = (result: StepResult) => (result.code === 0 ? 'ok' : result.stopped === true ? 'stopped' : `FAILED (exit ${result.code})`);
  return [
    `${'step'.padEnd(width)}  ${'seconds'.padStart(7)}  result`,
    ...results.map((result) => `${result.name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(7)}  ${status(result)}`),
    `${'total'.padEnd(width)}  ${totalSeconds.toFixed(1).padStart(7)}`,
  ].join('\n');
}
