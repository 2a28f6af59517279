import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSandbox } from './build-sandbox';
import { readSandboxEnv } from './env';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function main(): Promise<void> {
  const { host, port, options } = readSandboxEnv(process.env, resolve(repoRoot, '.sandbox-data'));
  const app = await buildSandbox(options);
  const address = await app.listen({ host, port });
  console.log(`sandbox broker API listening on ${address} (data: ${options.dataDir}); login page: ${address}/login`);

  const stop = (signal: string): void => {
    console.log(`sandbox: ${signal}, closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('sandbox failed to start:', error);
  process.exit(1);
});
