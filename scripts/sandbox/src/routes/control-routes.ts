import type { FastifyInstance } from 'fastify';
import { failure } from '../answers';
import type { SandboxState } from '../sandbox-state';
import { StatusCode, isRecord } from '../shared-contracts';
import { parseSwitchPatch } from '../sandbox-switches';

/** True for `application/json`, with or without parameters. */
function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && /^application\/json\s*(;|$)/i.test(header.trim());
}

/**
 * The sandbox's own controls, for tests and manual poking; not part of any contract.
 * GET /__sandbox/health always; with the test controls on (SANDBOX_TEST_CONTROLS=1, see
 * `SandboxOptions.testControls`): GET|POST /__sandbox/config (test switches), POST
 * /__sandbox/expire-tokens (optionally `{ idno }`), GET /__sandbox/logs (kept WriteLog entries, masked),
 * POST /__sandbox/funds/confirm (confirms every fund order waiting for its NAV).
 * The POSTs take only a JSON body: a form or text post, which any page can send without asking, gets
 * 415/4150 before it is read, and a JSON post from another origin needs CORS, which allows only ours.
 */
export function registerControlRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/__sandbox/health', async () => ({ ok: true }));
  if (!state.testControls) return;

  void app.register(async (controls) => {
    controls.addHook('onRequest', async (request, reply) => {
      if (request.method === 'POST' && !isJsonContentType(request.headers['content-type'])) {
        return reply.code(415).send(failure(StatusCode.UnsupportedMediaType, '測試控制只接受 JSON（Content-Type: application/json）。'));
      }
      return undefined;
    });

    controls.get('/__sandbox/config', async () => ({ ok: true, config: state.switches }));

    controls.post('/__sandbox/config', async (request, reply) => {
      const result = parseSwitchPatch(request.body);
      if (!result.ok) return reply.code(400).send({ ok: false, StatusCode: StatusCode.InvalidField, Message: result.message });
      state.switches = { ...state.switches, ...result.patch };
      return { ok: true, config: state.switches };
    });

    controls.post('/__sandbox/expire-tokens', async (request, reply) => {
      const body: unknown = request.body;
      const idno = isRecord(body) ? body.idno : undefined;
      if (!isRecord(body) || (idno !== undefined && typeof idno !== 'string')) {
        return reply.code(400).send({ ok: false, StatusCode: StatusCode.InvalidField, Message: 'idno 必須是字串。' });
      }
      return { ok: true, expired: state.sessions.expire(idno) };
    });

    controls.get('/__sandbox/logs', async () => ({ ok: true, entries: state.logBook.entries() }));

    // every fund order waiting for its NAV is confirmed at once at its NAV date's NAV (rule FND-7), so
    // tests see 待確認淨值 turn into units held without waiting a business day
    controls.post('/__sandbox/funds/confirm', async () => ({ ok: true, confirmed: state.funds.confirmAll() }));
  });
}
