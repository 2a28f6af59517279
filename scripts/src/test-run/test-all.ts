import { REPO_ROOT } from '../repo-root';
import { formatTable, runStages, type Stage, type Step } from './run-steps';

const pnpm = (name: string, script: string): Step => ({ name, command: 'pnpm', args: ['--silent', script] });

/**
 * `pnpm test`: every check, in the order that fails soonest, on a machine of two cores. Lint and the
 * type-check run side by side (one process each); the production build runs beside the unit tests (jest's
 * one worker leaves the other core free); the end-to-end tests need the build and the fixed ports, so they
 * and the header check run alone. Each step is also a script of its own (`pnpm lint`, `pnpm test:e2e`, …).
 */
export const TEST_STAGES: readonly Stage[] = [
  pnpm('tools', 'test:tools'),
  { parallel: [pnpm('lint', 'lint'), pnpm('typecheck', 'typecheck')] },
  { parallel: [pnpm('unit', 'test:unit'), pnpm('build', 'build')] },
  pnpm('e2e', 'test:e2e'),
  pnpm('e2e nginx', 'test:e2e:nginx'),
  pnpm('check:headers', 'check:headers'),
  pnpm('test:budget', 'test:budget'),
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
