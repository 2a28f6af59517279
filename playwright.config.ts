import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (Playwright's own browser download is not reachable from these machines). */
export const CHROMIUM = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/**
 * What serves the apps during the run: `pnpm serve` (fastify, the default) or, with `E2E_SERVER=nginx`,
 * `pnpm start:nginx` (Debian's nginx with the rendered deploy/<app>/nginx.conf, as in production).
 */
const E2E_SERVER = process.env['E2E_SERVER'] ?? 'fastify';
/** The tests of `pnpm release` (each builds the app it releases). */
const RELEASE_SPEC = /\/release\.spec\.ts$/;
if (E2E_SERVER !== 'fastify' && E2E_SERVER !== 'nginx') throw new Error(`E2E_SERVER must be fastify or nginx, not ${E2E_SERVER}`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:8080',
    locale: 'zh-TW',
    launchOptions: CHROMIUM,
    trace: 'off',
  },
  // `pnpm test:e2e` runs desktop and mobile behind `pnpm serve`; `pnpm test:e2e:nginx` runs release behind
  // nginx, as in production: each of its tests builds and publishes a release, so it runs once, there.
  // The CSP spec is in both, a browser's check of each server's policy.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM }, testIgnore: [/\.mobile\.spec\.ts$/, RELEASE_SPEC] },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: CHROMIUM }, testMatch: /\.mobile\.spec\.ts$/ },
    { name: 'release', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM }, testMatch: [RELEASE_SPEC, /\/release-security\.spec\.ts$/] },
  ],
  webServer: {
    command: E2E_SERVER === 'nginx' ? 'pnpm start:nginx' : 'pnpm serve',
    // nginx stops gracefully on SIGTERM (its pid files and temp folders are left clean); fastify as before.
    ...(E2E_SERVER === 'nginx' ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 } } : {}),
    // The tests drive the sandbox's /__sandbox/ test controls, which are off unless it is started for tests.
    env: { SANDBOX_TEST_CONTROLS: '1' },
    url: 'http://localhost:8080/runtime-config.json',
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
