import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { failure } from './answers';
import { ERROR_HANDLING_OPTIONS, installErrorHandling } from './install-error-handling';
import { registerAuthVerifyRoute } from './routes/auth-verify-route';
import { registerControlRoutes } from './routes/control-routes';
import { registerDocumentRoutes } from './routes/document-routes';
import { registerLoginRoutes } from './routes/login-routes';
import { registerQueryRoute } from './routes/query-route';
import { registerWriteLogRoute } from './routes/write-log-route';
import { resetLedger } from './margin/margin-ledger';
import { resetTransfers } from './margin/margin-transfers';
import { resetProfileChanges } from './customer-profiles';
import { SandboxState, type SandboxOptions } from './sandbox-state';
import { StatusCode } from './shared-contracts';

export type { SandboxOptions } from './sandbox-state';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The /api routes, behind the latency and failure-rate switches. */
async function apiRoutes(app: FastifyInstance, state: SandboxState): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    const { latencyMs, failureRate } = state.switches;
    if (latencyMs > 0) await sleep(latencyMs);
    if (failureRate > 0 && state.random() < failureRate) {
      return reply.code(500).send(failure(StatusCode.SimulatedFailure));
    }
    return undefined;
  });
  registerQueryRoute(app, state);
  registerAuthVerifyRoute(app, state);
  registerWriteLogRoute(app, state);
}

/**
 * The sandbox broker back end as a Fastify instance, not yet listening: tests call `inject()`, the
 * entry point calls `listen()`. Closing it waits for pending list writes and log appends.
 */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger === true ? { level: 'info' } : false, ...ERROR_HANDLING_OPTIONS });
  const state = new SandboxState(options, app.log);
  // A new sandbox starts from the seeded margin accounts, dated from its own today.
  resetLedger(state.today());
  resetTransfers();
  resetProfileChanges();
  installErrorHandling(app);
  await app.register(cors, {
    origin: [...state.corsOrigins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  // The quote list is about 3 MB of JSON; a real back end would gzip it, and the front end's load
  // budgets should be measured against what it would really download.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(async (api) => apiRoutes(api, state));
  registerLoginRoutes(app, state);
  registerDocumentRoutes(app, state);
  registerControlRoutes(app, state);
  // Price the universe before the first request so the first list call is not the slow one.
  app.addHook('onReady', async () => {
    state.catalog();
  });
  app.addHook('onClose', async () => {
    await Promise.all([state.lists.flush(), state.logBook.flush(), state.watchlists.flush()]);
  });
  return app;
}
