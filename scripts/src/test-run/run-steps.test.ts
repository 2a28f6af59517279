import { formatTable, runStages, type Step } from './run-steps';

const node = (name: string, script: string): Step => ({ name, command: process.execPath, args: ['-e', script] });

async function run(stages: Parameters<typeof runStages>[0]) {
  let output = '';
  const outcome = await runStages(stages, { cwd: process.cwd(), write: (text) => (output += text) });
  return { ...outcome, output };
}

describe('the steps of pnpm test', () => {
  it('runs the steps in order and times each', async () => {
    const { code, results, output } = await run([node('first', 'console.log("one")'), node('second', 'console.log("two")')]);
    expect(code).toBe(0);
    expect(results.map((result) => [result.name, result.code])).toEqual([
      ['first', 0],
      ['second', 0],
    ]);
    expect(output).toBe('one\ntwo\n');
    expect(results.every((result) => result.seconds > 0)).toBe(true);
  });

  it('stops at the first failure with its exit code', async () => {
    const { code, results } = await run([node('lint', 'process.exit(3)'), node('never', 'console.log("ran")')]);
    expect(code).toBe(3);
    expect(results.map((result) => result.name)).toEqual(['lint']);
  });

  it('runs a group side by side, each line under its step, and stops the others when one fails', async () => {
    const started = Date.now();
    const { code, results, output } = await run([
      { parallel: [node('slow', 'setTimeout(() => console.log("finished"), 20000)'), node('fails', 'console.log("bad"); process.exit(2)')] },
      node('after', 'console.log("ran")'),
    ]);
    expect(code).toBe(2);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output).toContain('[fails] bad\n');
    expect(output).not.toContain('finished');
    expect(output).not.toContain('ran');
    expect(results.map((result) => [result.name, result.stopped === true])).toEqual([
      ['slow', true],
      ['fails', false],
    ]);
  });

  it('stops the others as Ctrl-C would, so that a step can stop what it started (Playwright its servers)', async () => {
    const { output } = await run([
      {
        parallel: [
          node('tidy', 'process.on("SIGINT", () => { console.log("stopping my servers"); process.exit(130); }); setTimeout(() => undefined, 20000); console.log("up")'),
          node('fails', 'setTimeout(() => process.exit(1), 500)'),
        ],
      },
    ]);
    expect(output).toContain('[tidy ] stopping my servers\n');
  });

  it('prints a table of step and seconds, with the total', () => {
    expect(
      formatTable(
        [
          { name: 'lint', code: 0, seconds: 41.04 },
          { name: 'typecheck', code: 2, seconds: 60 },
        ],
        101.3,
      ),
    ).toBe(['step       seconds  result', 'lint          41.0  ok', 'typecheck     60.0  FAILED (exit 2)', 'total        101.3'].join('\n'));
  });
});
