/**
 * The sandbox broker back end as a library: the Fastify app (not yet listening) and the reading of its
 * environment. `pnpm sandbox` runs it on its own (`src/main.ts`); `pnpm start` starts it in its own
 * process; tests call the app's `inject()`.
 * @packageDocumentation
 */
export { buildSandbox } from './build-sandbox';
export type { SandboxOptions } from './build-sandbox';
export { readSandboxEnv } from './env';
