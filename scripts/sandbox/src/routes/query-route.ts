import type { FastifyInstance } from 'fastify';
import { AnswerError, failure, invalidField, type QueryAnswer } from '../answers';
import { bondOrderHandlers, bondTradeRules } from '../handlers/bond-orders';
import { bondDetail, bondHistory } from '../handlers/bond-detail';
import { customerProfile } from '../handlers/customer-profile';
import { favoritesList } from '../handlers/favorites-list';
import { favoritesSave } from '../handlers/favorites-save';
import { feeSchedule } from '../handlers/fee-schedule';
import { fxRates } from '../handlers/fx-rates';
import { marginBalance } from '../handlers/margin-balance';
import { marginMovements } from '../handlers/margin-movements';
import { marginFxQuote, marginTransfer, marginTransferCancel, marginTransfers } from '../handlers/margin-transfers';
import { fundDetail } from '../handlers/fund-detail';
import { fundList } from '../handlers/fund-list';
import { fundHoldings, fundOrderCancel, fundOrderList, fundOrderPlace } from '../handlers/fund-orders';
import type { PublicQueryContext, PublicQueryHandler, QueryContext, QueryHandler } from '../handlers/query-context';
import { stockChart, stockFeeSchedule, stockHoldings, stockOrderCancel, stockOrderList, stockOrderPlace, stockQuote, stockSearch, stockWatchlist, stockWatchlistSave } from '../handlers/stock-handlers';
import { submitStatusHandler } from '../handlers/submit-status';
import { kycSignHandler, otpSendHandler, w8benSignHandler } from '../handlers/self-service';
import { symbolMaster } from '../handlers/symbol-master';
import type { SandboxState } from '../sandbox-state';
import { ApiPath, FunId, SUBMIT_KIND_OF_FUN_ID, StatusCode, isPublicFunId, isRecord, type FunIdValue, type PublicFunId } from '../shared-contracts';
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
  [FunId.MarginMovements, marginMovements],
  [FunId.MarginTransfers, marginTransfers],
  [FunId.MarginFxQuote, marginFxQuote],
  [FunId.MarginTransfer, marginTransfer],
  [FunId.MarginTransferCancel, marginTransferCancel],
  [FunId.BondTradeRules, bondTradeRules],
  [FunId.BondDetail, bondDetail],
  [FunId.BondHistory, bondHistory],
  [FunId.FundList, fundList],
  [FunId.FundDetail, fundDetail],
  [FunId.FundOrderPlace, fundOrderPlace],
  [FunId.FundOrderList, fundOrderList],
  [FunId.FundOrderCancel, fundOrderCancel],
  [FunId.FundHoldings, fundHoldings],
  [FunId.StockSearch, stockSearch],
  [FunId.StockQuote, stockQuote],
  [FunId.StockChart, stockChart],
  [FunId.StockFeeSchedule, stockFeeSchedule],
  [FunId.StockWatchlist, stockWatchlist],
  [FunId.StockWatchlistSave, stockWatchlistSave],
  [FunId.StockOrderPlace, stockOrderPlace],
  [FunId.StockOrderList, stockOrderList],
  [FunId.StockOrderCancel, stockOrderCancel],
  [FunId.StockHoldings, stockHoldings],
]);

/**
 * Refusals of a request that was never read as a change (bad shape, someone else's account): nothing was
 * done, and the key stays free for the request as it should have been.
 */
const UNREAD_REQUEST_CODES: ReadonlySet<string> = new Set([StatusCode.BadRequest, StatusCode.InvalidField, StatusCode.GuestForbidden, StatusCode.IdentityMismatch, StatusCode.AccountNotOwned]);

/** The calls anyone may make (rule API-11), answered without a token when none is sent. */
const PUBLIC_HANDLERS: ReadonlyMap<PublicFunId, PublicQueryHandler> = new Map<PublicFunId, PublicQueryHandler>([
  [FunId.SymbolMaster, symbolMaster],
  [FunId.FxRates, fxRates],
]);

/** Answers a public call (rule API-11) that came without a token: no user, the same handler. */
async function answerAnonymously(funId: PublicFunId, data: unknown, context: PublicQueryContext): Promise<QueryAnswer> {
  const handler = PUBLIC_HANDLERS.get(funId);
  if (handler === undefined) return failure(StatusCode.TokenMissing);
  if (!isRecord(data)) return invalidField('Data', '缺少或不是物件');
  try {
    return await handler(data, context);
  } catch (error) {
    if (error instanceof AnswerError) return error.answer;
    throw error;
  }
}

/** What every handler may read of the sandbox's state, whoever asks. */
function stateContext(state: SandboxState): PublicQueryContext {
  return {
    catalog: () => state.catalog(),
    withdrawn: () => state.withdrawn(),
    extraBondFields: () => state.switches.extraBondFields,
    lists: state.lists,
    now: state.now,
    today: () => state.today(),
    funds: state.funds,
    stocks: state.stocks,
    marketNow: () => state.marketNow(),
    watchlists: state.watchlists,
  };
}

/**
 * POST /api/OffShoreBond/Query. Order: forced StatusCode switch, token (9001/9002; a public FunId without
 * any token is answered anonymously, rule API-11, unless the `publicCallsNeedToken` switch is on), body shape
 * (4000/4001), FunId (4040), then the handler. Every contract answer is HTTP 200, as the broker's are.
 */
export function registerQueryRoute(app: FastifyInstance, state: SandboxState): void {
  const orders = bondOrderHandlers(() => state.orders);
  const handlers: ReadonlyMap<string, QueryHandler> = new Map<string, QueryHandler>([
    ...HANDLERS,
    [FunId.BondOrderPlace, orders.place],
    [FunId.BondOrderList, orders.list],
    [FunId.BondOrderDetail, orders.detail],
    [FunId.BondOrderCancel, orders.cancel],
    [FunId.BondHoldings, orders.holdings],
    [FunId.SubmitStatus, submitStatusHandler(state.clientKeys)],
    [FunId.OtpSend, otpSendHandler(state.otps)],
    [FunId.KycSign, kycSignHandler(state.otps)],
    [FunId.W8benSign, w8benSignHandler(state.otps)],
  ]);
  app.post(ApiPath.OffShoreBondQuery, async (request): Promise<QueryAnswer> => {
    const forced = state.switches.forceStatus;
    if (forced !== null) return { StatusCode: forced, Message: `沙盒測試開關強制回應代碼 ${forced}。` };

    const token = bearerToken(request);
    if (token === null) {
      const anonymous: unknown = request.body;
      if (!isRecord(anonymous) || !isPublicFunId(anonymous.FunId) || state.switches.publicCallsNeedToken) return failure(StatusCode.TokenMissing);
      return answerAnonymously(anonymous.FunId, anonymous.Data, stateContext(state));
    }
    const session = state.sessions.resolveToken(token);
    const user = session === null ? undefined : findUser(session.idno);
    if (user === undefined) return failure(StatusCode.TokenInvalid);

    const body: unknown = request.body;
    if (!isRecord(body)) return failure(StatusCode.BadRequest, '請求內容必須是 JSON 物件。');
    const funId = body.FunId;
    if (typeof funId !== 'string' || funId === '') return invalidField('FunId', '缺少或不是字串');
    const handler = handlers.get(funId);
    if (handler === undefined) return failure(StatusCode.UnknownFunId, `不支援的功能代碼：${cut(funId)}。`);
    const data = body.Data;
    if (!isRecord(data)) return invalidField('Data', '缺少或不是物件');

    const context: QueryContext = { user, ...stateContext(state) };
    const answer = async (): Promise<QueryAnswer> => {
      try {
        return await handler(data, context);
      } catch (error) {
        if (error instanceof AnswerError) return error.answer;
        throw error;
      }
    };
    // every keyed change goes through the one key memory, one key space per kind of call (rule ORD-18)
    const kind = SUBMIT_KIND_OF_FUN_ID[funId];
    const clientKey = data.ClientKey;
    if (kind === undefined || typeof clientKey !== 'string' || clientKey === '') return answer();
    const verdict = state.clientKeys.check(user.idno, kind, clientKey, data);
    if (verdict.kind === 'replay') return verdict.answer;
    if (verdict.kind === 'reused') return failure(StatusCode.ClientKeyReused);
    if (verdict.kind === 'voided') return failure(StatusCode.ClientKeyVoided);
    const first = await answer();
    // a fault of the server (5xxx) carried nothing out: the key stays free, and a status call says so
    if (!UNREAD_REQUEST_CODES.has(first.StatusCode) && !first.StatusCode.startsWith('5')) state.clientKeys.remember(user.idno, kind, clientKey, data, first);
    return first;
  });
}
