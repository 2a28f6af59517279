import type { FastifyInstance } from 'fastify';
import { failure } from '../answers';
import type { SandboxState } from '../sandbox-state';
import { ListStore } from '../list-store';
import { DataKind, StatusCode, formatAccount, isRecord } from '../shared-contracts';
import { parseSwitchPatch } from '../sandbox-switches';
import { registerMarginControls } from '../margin/margin-controls';
import { resetProfileChanges } from '../customer-profiles';

/** True for `application/json`, with or without parameters. */
function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && /^application\/json\s*(;|$)/i.test(header.trim());
}

/**
 * The sandbox's own controls, for tests and manual poking; not part of any contract.
 * GET /__sandbox/health always; with the test controls on (SANDBOX_TEST_CONTROLS=1, see
 * `SandboxOptions.testControls`): GET|POST /__sandbox/config (test switches), POST
 * /__sandbox/expire-tokens (optionally `{ idno }`), GET /__sandbox/logs (kept WriteLog entries, masked), GET
 * /__sandbox/otp?idno=&purpose=KYC|W8BEN (the one-time password last sent), POST /__sandbox/profiles/reset
 * (forgets what was signed online), the
 * margin transfer controls under /__sandbox/margin/ (see margin-controls.ts), the bond market under
 * /__sandbox/bond-orders/, POST /__sandbox/funds/confirm (confirms every fund order waiting for its NAV), and
 * POST /__sandbox/stock-orders/fill|expire (`{ orderNo? }`: one working stock order, or all), and POST
 * /__sandbox/carts (`{ account, carDataList }`: a cart as saved before the customer's profile changed).
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

    // A cart as it was saved before the customer's profile changed (a KYC that since ran out, a risk type
    // since lowered): the save call refuses such lines now (rule ORD-5), order entry must still refuse them.
    controls.post('/__sandbox/carts', async (request, reply) => {
      const body: unknown = request.body;
      const account = isRecord(body) ? body.account : undefined;
      const lines = isRecord(body) ? body.carDataList : undefined;
      if (typeof account !== 'string' || !Array.isArray(lines)) {
        return reply.code(400).send({ ok: false, StatusCode: StatusCode.InvalidField, Message: 'account 必須是字串，carDataList 必須是陣列。' });
      }
      const stored = await state.lists.read(account, DataKind.Cart);
      const list = { account: formatAccount(account), dataKind: DataKind.Cart, savedAt: new Date(state.now()).toISOString(), content: { carDataList: lines } };
      const outcome = await state.lists.saveIfVersion(list, account, ListStore.versionOf(stored));
      return { ok: outcome.saved };
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

    // the one-time password last "texted" to a customer for a form (rule KYC-4), while it is good: what the
    // customer would read on the phone; and the sample profiles again, as before anything was signed online
    controls.get('/__sandbox/otp', async (request, reply) => {
      const query = isRecord(request.query) ? request.query : {};
      const idno = typeof query.idno === 'string' ? query.idno : '';
      const purpose = query.purpose === 'W8BEN' ? 'W8BEN' : 'KYC';
      const issued = state.otps.peek(idno, purpose);
      if (issued === undefined) return reply.code(404).send({ ok: false, Message: `${idno} 目前沒有有效的 ${purpose} 簡訊驗證碼。` });
      return { ok: true, code: issued.code, attemptsLeft: issued.attemptsLeft };
    });
    controls.post('/__sandbox/profiles/reset', async () => {
      resetProfileChanges();
      return { ok: true };
    });

    registerMarginControls(controls, state);
    // The bond market at once (rule ORD-14): fill, expire or reject an order now; the fill delay; an
    // account's order numbers, oldest first.
    const orderNoOf = (request: { body: unknown }): string | null => {
      const body: unknown = request.body;
      return isRecord(body) && typeof body.orderNo === 'string' ? body.orderNo : null;
    };
    const orderControl = (act: (orderNo: string, body: Record<string, unknown>) => unknown) =>
      async (request: { body: unknown }, reply: { code: (status: number) => { send: (payload: unknown) => unknown } }) => {
        const orderNo = orderNoOf(request);
        if (orderNo === null) return reply.code(400).send({ ok: false, StatusCode: StatusCode.InvalidField, Message: 'orderNo 必須是字串。' });
        const order = act(orderNo, request.body as Record<string, unknown>);
        if (order === null) return reply.code(409).send({ ok: false, Message: `委託 ${orderNo} 不存在或已結束。` });
        return { ok: true, order };
      };
    controls.post('/__sandbox/bond-orders/fill', orderControl((orderNo) => state.orders.fillNow(orderNo)));
    controls.post('/__sandbox/bond-orders/expire', orderControl((orderNo) => state.orders.expireNow(orderNo)));
    controls.post(
      '/__sandbox/bond-orders/reject',
      orderControl((orderNo, body) => state.orders.rejectNow(orderNo, typeof body.reason === 'string' && body.reason !== '' ? body.reason : '交易所退回：價格超出可成交範圍。')),
    );
    controls.get('/__sandbox/bond-orders', async (request) => {
      const account = isRecord(request.query) && typeof request.query.account === 'string' ? request.query.account : '';
      return { ok: true, fillDelayMs: state.orders.fillDelayMs, orderNos: state.orders.orderNumbers(account) };
    });
    controls.post('/__sandbox/bond-orders/config', async (request, reply) => {
      const body: unknown = request.body;
      const delay = isRecord(body) ? body.fillDelayMs : undefined;
      if (typeof delay !== 'number' || !Number.isSafeInteger(delay) || delay < 0 || delay > 3_600_000) {
        return reply.code(400).send({ ok: false, StatusCode: StatusCode.InvalidField, Message: 'fillDelayMs 必須是 0 到 3600000 的整數。' });
      }
      state.orders.fillDelayMs = delay;
      return { ok: true, fillDelayMs: delay };
    });
    // every fund order waiting for its NAV is confirmed at once at its NAV date's NAV (rule FND-7), so
    // tests see 待確認淨值 turn into units held without waiting a business day
    controls.post('/__sandbox/funds/confirm', async () => ({ ok: true, confirmed: state.funds.confirmAll() }));
    // stock orders: fill or expire one working order (`orderNo`) or all of them, so tests never wait for the market
    const stockOrderNo = (request: { body: unknown }): string | undefined => orderNoOf(request) ?? undefined;
    controls.post('/__sandbox/stock-orders/fill', async (request) => ({ ok: true, filled: state.stocks.fill(stockOrderNo(request)) }));
    controls.post('/__sandbox/stock-orders/expire', async (request) => ({ ok: true, expired: state.stocks.expire(stockOrderNo(request)) }));
  });
}
