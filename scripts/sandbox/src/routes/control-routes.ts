import type { FastifyInstance } from 'fastify';
import type { SandboxState } from '../sandbox-state';
import { StatusCode, isRecord } from '../shared-contracts';
import { parseSwitchPatch } from '../sandbox-switches';

/**
 * The sandbox's own controls, for tests and manual poking; not part of any contract:
 * GET /__sandbox/health, GET|POST /__sandbox/config (test switches), POST /__sandbox/expire-tokens
 * (optionally `{ idno }`), GET /__sandbox/logs (kept WriteLog entries, masked).
 */
export function registerControlRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/__sandbox/health', async () => ({ ok: true }));

  app.get('/__sandbox/config', async () => ({ ok: true, config: state.switches }));

  app.post('/__sandbox/config', async (request, reply) => {
    const result = parseSwitchPatch(request.body ?? {});
    if (!result.ok) return reply.code(400).send({ ok: false, StatusCode: StatusCode.InvalidField, Message: result.message });
    state.switches = { ...state.switches, ...result.patch };
    return { ok: true, config: state.switches };
  });

  app.post('/__sandbox/expire-tokens', async (request, reply) => {
    const body: unknown = request.body ?? {};
    const idno = isRecord(body) ? body.idno : undefined;
    if (!isRecord(body) || (idno !== undefined && typeof idno !== 'string')) {
      return reply.code(400).send({ ok: false, StatusCode: StatusCode.InvalidField, Message: 'idno 必須是字串。' });
    }
    return { ok: true, expired: state.sessions.expire(idno) };
  });

  app.get('/__sandbox/logs', async () => ({ ok: true, entries: state.logBook.entries() }));
}
