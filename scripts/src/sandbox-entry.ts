import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from './repo-root';
import { buildSandbox, readSandboxEnv } from 'sandbox';

/** Starts the sandbox broker API and login hand-off (:8090 unless SANDBOX_PORT says otherwise). */
export async function startSandbox(): Promise<FastifyInstance> {
  const { host, port, options } = readSandboxEnv(process.env, join(REPO_ROOT, '.sandbox-data'));
  const app = await buildSandbox(options);
  const address = await app.listen({ host, port });
  console.log(`${'sandbox API'.padEnd(22)} ${address.replace('127.0.0.1', 'localhost')}  (login: ${address.replace('127.0.0.1', 'localhost')}/login)`);
  return app;
}
