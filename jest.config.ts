/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

function project(dir: string, testEnvironment: 'jsdom' | 'node'): Config {
  const up = dir.split('/').map(() => '..').join('/');
  return {
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: testEnvironment === 'jsdom' ? `<rootDir>/${up}/jest/dom-environment.js` : 'node',
    transform: { '^.+\\.(t|j)sx?$': swc },
    // valtio/react-router ship ESM only in some entry points
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(valtio|proxy-compare|derive-valtio|p-limit|yocto-queue|cookie))'],
    moduleNameMapper: { '\\.css$': `<rootDir>/${up}/jest/style-stub.ts` },
    setupFilesAfterEnv: [
      `<rootDir>/${up}/jest/restore-timers.ts`,
      ...(testEnvironment === 'jsdom' ? [`<rootDir>/${up}/jest/setup-dom.ts`] : []),
    ],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  } as Config;
}

const config: Config = {
  // the sandbox's bond universe, generated once per run for every test file (jest/global-setup.ts)
  globalSetup: '<rootDir>/jest/global-setup.ts',
  globalTeardown: '<rootDir>/jest/global-teardown.ts',
  // beside the end-to-end tests (`pnpm test`) a test or hook may take longer than jest's default 5 s
  testTimeout: 20_000,
  projects: [
    project('shared/kernel', 'jsdom'),
    project('shared/account', 'node'),
    project('shared/bond', 'jsdom'),
    project('shared/fund', 'node'),
    project('shared/margin', 'node'),
    project('shared/stock', 'node'),
    project('host', 'jsdom'),
    project('remote-bond', 'jsdom'),
    project('remote-margin', 'jsdom'),
    project('remote-overseas-misc', 'jsdom'),
    project('scripts', 'node'),
    project('scripts/sandbox', 'node'),
  ],
};

export default config;
