import { REPO_ROOT } from '../repo-root';
import { formatTable, runStages, type Stage, type Step } from './run-steps';

const pnpm = (name: string, script: string): Step => ({ name, command: 'pnpm', args: ['--silent', script] });

/**
 * `pnpm test`: every check, on a machine of two cores, ordered so that a mistake fails soonest and no core
 * waits. Lint, the type-check (one process each) and the production build run side by side; then the unit
 * tests (jest runs in one process on two cores) beside the end-to-end tests (one browser, the served
 * build and the sandbox on fixed ports; no unit test listens on those); then the release tests behind
 * nginx, which change the served builds and so run alone; then the header check beside the JavaScript
 * budget, both reading the builds only. Each step is a script of its own (`pnpm lint`, `pnpm test:e2e`, …).
 */
export const TEST_STAGES: readonly Stage[] = [
  pnpm('tools', 'test:tools'),
  { parallel: [pnpm('lint', 'lint'), pnpm('typecheck', 'typecheck'), pnpm('build', 'build')] },
  { parallel: [pnpm('unit', 'test:unit'), pnpm('e2e', 'test:e2e')] },
  pnpm('e2e nginx', 'test:e2e:nginx'),
  { parallel: [pnpm('check:headers', 'check:headers'), pnpm('test:budget', 'test:budget')] },
];

async function main(): Promise<void> {
  const started = Date.now();
  const { results, code } = await runStages(TEST_STAGES, { cwd: REPO_ROOT });
  console.log(`\n${formatTable(results, (Date.now() - started) / 1000)}`);
  process.exitCode = code;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
