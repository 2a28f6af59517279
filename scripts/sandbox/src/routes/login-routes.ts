import type { FastifyInstance } from 'fastify';
import { failure, invalidField } from '../answers';
import { DEFAULT_TARGET, isSafeTarget, renderLoginPage } from '../login-page';
import type { SandboxState } from '../sandbox-state';
import { StatusCode, isRecord } from '../shared-contracts';
import { cut } from '../request-limits';
import { findUser } from '../sample-users';

function queryText(query: unknown, key: string): string | undefined {
  if (!isRecord(query)) return undefined;
  const value = query[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * GET /login (the page) and GET /login/handoff?user=ID&target=PATH, which mints a one-time code and
 * redirects (302) to `<hostOrigin>/auth/verify?code=...&target=...`. The token is only ever handed
 * out by POST /api/Auth/Verify, never in a URL.
 */
export function registerLoginRoutes(app: FastifyInstance, state: SandboxState): void {
  // A framed login page could be overlaid to make a customer pick a user or a target unseen (clickjacking).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/login' || request.url.startsWith('/login?') || request.url.startsWith('/login/')) {
      void reply.header('x-frame-options', 'DENY').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
    }
  });
  // Opening the sandbox's address in a browser should land somewhere useful.
  app.get('/', async (_request, reply) => reply.redirect('/login', 302));

  app.get('/login', async (request, reply) => {
    const target = queryText(request.query, 'target') ?? DEFAULT_TARGET;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderLoginPage(target));
  });

  app.get('/login/handoff', async (request, reply) => {
    const userId = queryText(request.query, 'user') ?? '';
    const user = findUser(userId);
    if (user === undefined) return reply.code(400).send(failure(StatusCode.InvalidField, `查無此測試使用者：${cut(userId)}。`));
    const target = queryText(request.query, 'target') ?? DEFAULT_TARGET;
    if (!isSafeTarget(target)) return reply.code(400).send(invalidField('target', "必須是以 '/' 開頭的站內路徑"));
    const location = new URL('/auth/verify', state.hostOrigin);
    location.searchParams.set('code', state.sessions.issueCode(user.idno));
    location.searchParams.set('target', target);
    return reply.header('cache-control', 'no-store').redirect(location.toString(), 302);
  });
}
