import type { FastifyInstance } from 'fastify';
import { success } from '../answers';
import { maskSecrets } from '../mask-secrets';
import { JsonTooDeepError, jsonTooDeep } from '../request-limits';
import type { SandboxState } from '../sandbox-state';
import { ApiPath, type WriteLogAnswer } from '../shared-contracts';
import { SAMPLE_USERS } from '../sample-users';
import { bearerToken } from './bearer';

function decode(body: unknown): unknown {
  // sendBeacon posts text/plain; keep JSON in it as JSON, anything else as the text it is.
  if (typeof body !== 'string') return body ?? null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body;
  }
  // The same depth limit as a JSON body's (a text that is not JSON is kept whatever its brackets).
  if (jsonTooDeep(body)) throw new JsonTooDeepError();
  return json;
}

/**
 * POST /api/Common/WriteLog: takes any payload, with or without a token, masks tokens and id numbers,
 * keeps the last entries in memory and appends to `<dataDir>/writelog.jsonl`. Answers 0 at once; the
 * file append finishes in the background (the front end ignores the answer anyway).
 */
export function registerWriteLogRoute(app: FastifyInstance, state: SandboxState): void {
  app.post(ApiPath.WriteLog, async (request): Promise<WriteLogAnswer> => {
    const headerToken = bearerToken(request);
    const literals = [
      ...state.sessions.secrets(),
      ...(headerToken === null ? [] : [headerToken]),
      ...SAMPLE_USERS.map((user) => user.idno),
    ];
    const payload = maskSecrets(decode(request.body), { literals });
    state.logBook.add({ receivedAt: new Date(state.now()).toISOString(), payload }).catch((error: unknown) => {
      request.log.warn({ err: error }, 'WriteLog append failed');
    });
    return success(null);
  });
}
