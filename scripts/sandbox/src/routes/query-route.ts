import type { FastifyInstance } from 'fastify';
import { AnswerError, failure, invalidField, type QueryAnswer } from '../answers';
import { customerProfile } from '../handlers/customer-profile';
import { favoritesList } from '../handlers/favorites-list';
import { favoritesSave } from '../handlers/favorites-save';
import { feeSchedule } from '../handlers/fee-schedule';
import { fxRates } from '../handlers/fx-rates';
import { marginBalance } from '../handlers/margin-balance';
import type { QueryContext, QueryHandler } from '../handlers/query-context';
import { symbolMaster } from '../handlers/symbol-master';
import type { SandboxState } from '../sandbox-state';
import { ApiPath, FunId, StatusCode, isRecord, type FunIdValue } from '../shared-contracts';
import { findUser } from '../sample-users';
import { cut } from '../request-limits';
import { bearerToken } from './bearer';

const HANDLERS: ReadonlyMap<string, QueryHandler> = new Map<FunIdValue, QueryHandler>([
  [FunId.SymbolMaster, symbolMaster],
  [FunId.FavoritesList, favoritesList],
  [FunId.FavoritesSave, favoritesSave],
  [FunId.FeeSchedule, feeSchedule],
  [FunId.CustomerProfile, customerProfile],
  [FunId.MarginBalance, marginBalance],
  [FunId.FxRates, fxRates],
]);

/**
 * POST /api/OffShoreBond/Query. Order: forced StatusCode switch, token (9001/9002), body shape
 * (4000/4001), FunId (4040), then the handler. Every contract answer is HTTP 200, as the broker's are.
 */
export function registerQueryRoute(app: FastifyInstance, state: SandboxState): void {
  app.post(ApiPath.OffShoreBondQuery, async (request): Promise<QueryAnswer> => {
    const forced = state.switches.forceStatus;
    if (forced !== null) return { StatusCode: forced, Message: `沙盒測試開關強制回應代碼 ${forced}。` };

    const token = bearerToken(request);
    if (token === null) return failure(StatusCode.TokenMissing);
    const session = state.sessions.resolveToken(token);
    const user = session === null ? undefined : findUser(session.idno);
    if (user === undefined) return failure(StatusCode.TokenInvalid);

    const body: unknown = request.body;
    if (!isRecord(body)) return failure(StatusCode.BadRequest, '請求內容必須是 JSON 物件。');
    const funId = body.FunId;
    if (typeof funId !== 'string' || funId === '') return invalidField('FunId', '缺少或不是字串');
    const handler = HANDLERS.get(funId);
    if (handler === undefined) return failure(StatusCode.UnknownFunId, `不支援的功能代碼：${cut(funId)}。`);
    const data = body.Data;
    if (!isRecord(data)) return invalidField('Data', '缺少或不是物件');

    const context: QueryContext = {
      user,
      catalog: () => state.catalog(),
      withdrawn: () => state.withdrawn(),
      lists: state.lists,
      now: state.now,
    };
    try {
      return await handler(data, context);
    } catch (error) {
      if (error instanceof AnswerError) return error.answer;
      throw error;
    }
  });
}
