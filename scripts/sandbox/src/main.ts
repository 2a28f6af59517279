import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from './build-sandbox';
import { readSandboxEnv } from './env';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `pnpm sandbox`, and the sandbox's own process under `pnpm start`/`serve`/`dev`/`start:nginx`
 * (scripts/src/sandbox-entry.ts). Run by a parent, it reports its address over the IPC channel and
 * closes when the parent goes away, so a killed parent never leaves it holding the port.
 */
async function main(): Promise<void> {
  const parented = process.send !== undefined;
  // Set once built: a signal or the parent's end can come while it is still starting.
  const started: { app?: FastifyInstance } = {};
  let closing = false;
  const stop = (reason: string): void => {
    if (closing) return;
    closing = true;
    if (!parented) console.log(`sandbox: ${reason}, closing`);
    (started.app?.close() ?? Promise.resolve()).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (parented) process.once('disconnect', () => stop('parent gone'));

  const { host, port, options } = readSandboxEnv(process.env, resolve(repoRoot, '.sandbox-data'));
  // a real broker texts the code; here the terminal shows it (and the test controls read it)
  const app = await buildSandbox({ ...options, announceOtp: (idno, purpose, code) => console.log(`sandbox: 簡訊驗證碼 ${idno} ${purpose}: ${code}`) });
  started.app = app;
  const address = await app.listen({ host, port });
  if (closing) return;
  if (parented) process.send?.({ type: 'sandbox-ready', address });
  else console.log(`sandbox broker API listening on ${address} (data: ${options.dataDir}); login page: ${address}/login`);
}

main().catch((error: unknown) => {
  console.error('sandbox failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
