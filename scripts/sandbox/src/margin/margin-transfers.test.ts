import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { Decimal } from 'shared/money';
import {
  StatusCode,
  buildFxQuoteRequest,
  buildMarginBalanceRequest,
  buildMarginMovementsRequest,
  buildMarginTransferCancelRequest,
  buildMarginTransferRequest,
  buildMarginTransfersRequest,
  parseFxQuoteAnswer,
  parseMarginBalanceAnswer,
  parseMarginMovementsAnswer,
  parseMarginTransferAnswer,
  parseMarginTransfersAnswer,
  type MarginCurrency,
  type MarginTransferData,
} from '../shared-contracts';
import { body, manualClock, query, sandboxPerTest, type ManualClock } from '../test-support';
import { availableOf, balanceOf, heldOf, holdFunds, movementsOf, releaseHold, resetLedger } from './margin-ledger';
import { advanceBatch, cancelTransfer, quoteFx, resetTransfers, returnTransfers, submitTransfer } from './margin-transfers';

const ACCOUNT = '1234567';
let clock: ManualClock = manualClock();
let keys = 0;

/** A fresh client key (UUID form) per call. */
function key(): string {
  keys += 1;
  return `00000000-0000-4000-8000-${String(keys).padStart(12, '0')}`;
}

async function balance(app: FastifyInstance, token: string, currency: MarginCurrency) {
  const answer = parseMarginBalanceAnswer((await query(app, token, buildMarginBalanceRequest(ACCOUNT))).json());
  const entry = answer.balances.find((item) => item.currency === currency);
  if (entry === undefined) throw new Error(`no ${currency}`);
  return entry;
}

/** A transfer's Data without the account and, optionally, the key (one of each action). */
type TransferInput = MarginTransferData extends infer T ? (T extends unknown ? Omit<T, 'account' | 'ClientKey'> & { ClientKey?: string } : never) : never;

function transfer(app: FastifyInstance, token: string, data: TransferInput) {
  return query(app, token, buildMarginTransferRequest({ account: ACCOUNT, ClientKey: key(), ...data }));
}

function control(app: FastifyInstance, path: string, payload: object = {}) {
  return app.inject({ method: 'POST', url: `/__sandbox/margin/${path}`, payload });
}

describe('margin transfers through the Query route', () => {
  beforeEach(() => {
    clock = manualClock();
  });
  const sandbox = sandboxPerTest('A123456789', { now: () => clock.now(), tokenTtlMs: 24 * 3_600_000 });

  it('takes a USD deposit 受理中 into the 10:30 batch, then 處理中, then 已完成, and only then raises the balance', async () => {
    const before = await balance(sandbox.app, sandbox.token, 'USD');
    const accepted = parseMarginTransferAnswer((await transfer(sandbox.app, sandbox.token, { action: 'deposit', currency: 'USD', amount: '1000.50' })).json());
    expect(accepted).toMatchObject({ status: 'accepted', batchDate: '20250701', batchCutoff: '10:30', nextBusinessDay: false, amount: '1000.5' });
    expect(accepted.bankAccountMasked).toBe('****-***-**5678');
    expect((await balance(sandbox.app, sandbox.token, 'USD')).balance).toBe(before.balance);

    await control(sandbox.app, 'advance-batch');
    let list = parseMarginTransfersAnswer((await query(sandbox.app, sandbox.token, buildMarginTransfersRequest(ACCOUNT))).json());
    expect(list.transfers[0]).toMatchObject({ transferNo: accepted.transferNo, status: 'processing' });
    await control(sandbox.app, 'advance-batch');
    list = parseMarginTransfersAnswer((await query(sandbox.app, sandbox.token, buildMarginTransfersRequest(ACCOUNT))).json());
    expect(list.transfers[0]?.status).toBe('completed');
    expect((await balance(sandbox.app, sandbox.token, 'USD')).balance).toBe(new Decimal(before.balance).plus('1000.5').toFixed());
    expect(list.terms.find((terms) => terms.currency === 'USD')?.usedToday).toBe('1000.5');
  });

  it('moves transfers by the clock: 處理中 at the cut-off, 已完成 five minutes later', async () => {
    const accepted = parseMarginTransferAnswer((await transfer(sandbox.app, sandbox.token, { action: 'deposit', currency: 'TWD', amount: '5000' })).json());
    clock.advance(30 * 60_000);
    const read = async () => parseMarginTransfersAnswer((await query(sandbox.app, sandbox.token, buildMarginTransfersRequest(ACCOUNT))).json()).transfers[0];
    expect(await read()).toMatchObject({ transferNo: accepted.transferNo, status: 'processing' });
    clock.advance(5 * 60_000);
    expect((await read())?.status).toBe('completed');
  });

  it('answers a repeated client key with the first result and moves the money once', async () => {
    const ClientKey = key();
    const first = await transfer(sandbox.app, sandbox.token, { action: 'withdrawal', currency: 'USD', amount: '100', ClientKey });
    const second = await transfer(sandbox.app, sandbox.token, { action: 'withdrawal', currency: 'USD', amount: '100', ClientKey });
    expect(second.json()).toEqual(first.json());
    const list = parseMarginTransfersAnswer((await query(sandbox.app, sandbox.token, buildMarginTransfersRequest(ACCOUNT))).json());
    expect(list.transfers).toHaveLength(1);
    expect((await balance(sandbox.app, sandbox.token, 'USD')).available).toBe('41622.15');
  });

  it('refuses a 出金 above the available balance (4251) and holds an accepted one until it completes or returns', async () => {
    expect(body(await transfer(sandbox.app, sandbox.token, { action: 'withdrawal', currency: 'USD', amount: '41722.16' }))).toMatchObject({
      StatusCode: StatusCode.MarginInsufficient,
      Message: '可用餘額不足：可用 USD 41,722.15。',
    });
    const accepted = parseMarginTransferAnswer((await transfer(sandbox.app, sandbox.token, { action: 'withdrawal', currency: 'USD', amount: '672.15' })).json());
    expect(await balance(sandbox.app, sandbox.token, 'USD')).toMatchObject({ balance: '41722.15', held: '672.15', available: '41050' });
    await control(sandbox.app, 'return', { transferNo: accepted.transferNo, reason: '帳戶已結清' });
    const list = parseMarginTransfersAnswer((await query(sandbox.app, sandbox.token, buildMarginTransfersRequest(ACCOUNT))).json());
    expect(list.transfers[0]).toMatchObject({ status: 'returned', reason: '帳戶已結清' });
    expect(list.terms.find((terms) => terms.currency === 'USD')?.usedToday).toBe('0');
    expect((await balance(sandbox.app, sandbox.token, 'USD')).available).toBe('41722.15');
  });

  it('refuses amounts outside the minor unit, zero, negative and non-numeric amounts (4001)', async () => {
    for (const [currency, action, amount] of [
      ['JPY', 'deposit', '1.5'],
      ['TWD', 'withdrawal', '100.5'],
      ['USD', 'deposit', '1.001'],
      ['USD', 'deposit', '0'],
      ['USD', 'deposit', '-5'],
      ['USD', 'deposit', '1,000'],
    ] as const) {
      expect(body(await transfer(sandbox.app, sandbox.token, { action, currency, amount }))).toMatchObject({ StatusCode: StatusCode.InvalidField });
    }
    expect(body(await transfer(sandbox.app, sandbox.token, { action: 'deposit', currency: 'TWD', amount: '100.5' })).StatusCode).toBe('0');
  });

  it('refuses a 入金 or 出金 in a currency without a registered bank account (4255), not a 換匯', async () => {
    for (const action of ['deposit', 'withdrawal'] as const) {
      expect(body(await transfer(sandbox.app, sandbox.token, { action, currency: 'JPY', amount: '1000' }))).toMatchObject({
        StatusCode: StatusCode.MarginNoBankAccount,
        Message: 'JPY 尚未約定銀行帳戶，無法入金或出金。',
      });
    }
    const quote = parseFxQuoteAnswer((await query(sandbox.app, sandbox.token, buildFxQuoteRequest({ account: ACCOUNT, currency: 'JPY', toCurrency: 'USD', amount: '10000' }))).json());
    const fx = await transfer(sandbox.app, sandbox.token, { action: 'fx', currency: 'JPY', toCurrency: 'USD', amount: '10000', quoteId: quote.quoteId });
    expect(body(fx).StatusCode).toBe('0');
  });

  it('refuses a transfer over the daily limit of its currency (4252)', async () => {
    expect(body(await transfer(sandbox.app, sandbox.token, { action: 'deposit', currency: 'USD', amount: '99999' })).StatusCode).toBe('0');
    expect(body(await transfer(sandbox.app, sandbox.token, { action: 'deposit', currency: 'USD', amount: '1.01' }))).toMatchObject({
      StatusCode: StatusCode.MarginDailyLimit,
      Message: '超過今日 USD 入金限額，今日尚可轉帳 1.00。',
    });
  });

  it('executes 換匯 at a live quote only: expired by the clock or by the test control, it is refused (4253)', async () => {
    const quoteOf = async () =>
      parseFxQuoteAnswer((await query(sandbox.app, sandbox.token, buildFxQuoteRequest({ account: ACCOUNT, currency: 'USD', toCurrency: 'TWD', amount: '1000' }))).json());
    const fx = (quoteId: string) => transfer(sandbox.app, sandbox.token, { action: 'fx', currency: 'USD', toCurrency: 'TWD', amount: '1000', quoteId });

    const late = await quoteOf();
    expect(late).toMatchObject({ validSeconds: 30, quotedAt: '2025-07-01T10:00:00+08:00', validUntil: '2025-07-01T10:00:30+08:00' });
    expect(late.rate).toMatchObject({ base: 'USD', quote: 'TWD', price: expect.stringMatching(/^\d+\.\d{4}$/) });
    expect(new Decimal(late.toAmount).eq(new Decimal(late.amount).times(late.rate.price).round(2, 0))).toBe(true);
    clock.advance(30_001);
    expect(body(await fx(late.quoteId)).StatusCode).toBe(StatusCode.MarginQuoteExpired);

    const expired = await quoteOf();
    await control(sandbox.app, 'expire-quotes');
    expect(body(await fx(expired.quoteId)).StatusCode).toBe(StatusCode.MarginQuoteExpired);

    const live = await quoteOf();
    const accepted = parseMarginTransferAnswer((await fx(live.quoteId)).json());
    expect(accepted).toMatchObject({ action: 'fx', toCurrency: 'TWD', toAmount: live.toAmount, rate: live.rate });
    await control(sandbox.app, 'complete');
    expect((await balance(sandbox.app, sandbox.token, 'TWD')).balance).toBe(new Decimal('2078500').plus(live.toAmount).toFixed());
    // A quote is used once.
    expect(body(await fx(live.quoteId)).StatusCode).toBe(StatusCode.MarginQuoteExpired);
  });

  it('quotes every pair the way the market writes it, whichever way the customer converts, and pays out what that price gives (rule MRG-5)', async () => {
    const quoteOf = async (currency: MarginCurrency, toCurrency: MarginCurrency, amount: string) =>
      parseFxQuoteAnswer((await query(sandbox.app, sandbox.token, buildFxQuoteRequest({ account: ACCOUNT, currency, toCurrency, amount }))).json());
    const sellUsd = await quoteOf('USD', 'TWD', '1000');
    const buyUsd = await quoteOf('TWD', 'USD', '32000');
    // TWD per 1 USD both ways; the customer's side of the spread makes buying dearer than selling
    expect(sellUsd.rate).toMatchObject({ base: 'USD', quote: 'TWD' });
    expect(buyUsd.rate).toMatchObject({ base: 'USD', quote: 'TWD' });
    expect(new Decimal(buyUsd.rate.price).gt(sellUsd.rate.price)).toBe(true);
    expect(buyUsd.toAmount).toBe(new Decimal('32000').div(buyUsd.rate.price).round(2, 0).toFixed());
    const cross = await quoteOf('USD', 'EUR', '1000');
    expect(cross.rate).toMatchObject({ base: 'EUR', quote: 'USD' });
    expect(cross.toAmount).toBe(new Decimal('1000').div(cross.rate.price).round(2, 0).toFixed());
    expect((await quoteOf('JPY', 'TWD', '100000')).rate).toMatchObject({ base: 'JPY', quote: 'TWD', price: expect.stringMatching(/^0\.\d{4}$/) });
  });

  it('cancels a transfer still 受理中 before its cut-off, and refuses once the batch has started (4254)', async () => {
    const first = parseMarginTransferAnswer((await transfer(sandbox.app, sandbox.token, { action: 'withdrawal', currency: 'USD', amount: '100' })).json());
    const cancelled = parseMarginTransferAnswer((await query(sandbox.app, sandbox.token, buildMarginTransferCancelRequest(ACCOUNT, first.transferNo, key()))).json());
    expect(cancelled.status).toBe('cancelled');
    expect((await balance(sandbox.app, sandbox.token, 'USD')).available).toBe('41722.15');
    const second = parseMarginTransferAnswer((await transfer(sandbox.app, sandbox.token, { action: 'withdrawal', currency: 'USD', amount: '100' })).json());
    clock.advance(30 * 60_000);
    expect(body(await query(sandbox.app, sandbox.token, buildMarginTransferCancelRequest(ACCOUNT, second.transferNo, key()))).StatusCode).toBe(
      StatusCode.MarginNotCancellable,
    );
  });

  it('lists movements newest first in pages of 20, filtered, each with its running balance', async () => {
    const read = async (data: Partial<Parameters<typeof buildMarginMovementsRequest>[0]>) =>
      parseMarginMovementsAnswer(
        (
          await query(
            sandbox.app,
            sandbox.token,
            buildMarginMovementsRequest({ account: ACCOUNT, currency: '', type: '', dateFrom: '20250401', dateTo: '20250701', page: 1, ...data }),
          )
        ).json(),
      );
    const all = await read({});
    expect(all).toMatchObject({ page: 1, totalPages: 2, totalCount: 25 });
    expect(all.movements).toHaveLength(20);
    expect(all.movements[0]).toMatchObject({ date: '20250630', currency: 'USD', type: 'withdrawal', amount: '-2000', balanceAfter: '41722.15', referenceKind: 'transfer' });
    expect((await read({ page: 2 })).movements).toHaveLength(5);
    const usdOrders = await read({ currency: 'USD', type: 'order-debit' });
    expect(usdOrders.movements.map((movement) => movement.reference)).toEqual(['B250626000103', 'B250520000101']);
    expect(usdOrders.movements[0]?.referenceKind).toBe('order');
    expect((await read({ dateFrom: '20250601' })).totalCount).toBe(18);
    expect(body(await query(sandbox.app, sandbox.token, buildMarginMovementsRequest({ account: ACCOUNT, currency: '', type: '', dateFrom: '20250701', dateTo: '20250601', page: 1 }))).StatusCode).toBe(
      StatusCode.InvalidField,
    );
  });
});

describe('the batch a transfer goes out in', () => {
  beforeEach(() => {
    resetLedger('20250701');
    resetTransfers();
  });

  it('after 14:30 or on a weekend goes to the next business day, and says so', () => {
    const friday = Date.UTC(2025, 6, 4, 6, 31); // Friday 4 July 2025, 14:31 Taipei
    const late = submitTransfer(ACCOUNT, { action: 'deposit', currency: 'USD', amount: '1' }, friday);
    expect(late.ok && late.transfer).toMatchObject({ batchDate: '20250707', batchCutoff: '10:30', nextBusinessDay: true });
    const saturday = Date.UTC(2025, 6, 5, 1, 0);
    const weekend = submitTransfer(ACCOUNT, { action: 'deposit', currency: 'USD', amount: '1' }, saturday);
    expect(weekend.ok && weekend.transfer).toMatchObject({ batchDate: '20250707', nextBusinessDay: true });
    const beforeAfternoon = submitTransfer(ACCOUNT, { action: 'deposit', currency: 'USD', amount: '1' }, Date.UTC(2025, 6, 4, 2, 30));
    expect(beforeAfternoon.ok && beforeAfternoon.transfer).toMatchObject({ batchDate: '20250704', batchCutoff: '14:30', nextBusinessDay: false });
  });
});

type Op =
  | { readonly kind: 'deposit' | 'withdrawal'; readonly currency: MarginCurrency; readonly cents: number }
  | { readonly kind: 'fx'; readonly currency: MarginCurrency; readonly toCurrency: MarginCurrency; readonly cents: number }
  | { readonly kind: 'order'; readonly currency: MarginCurrency; readonly cents: number; readonly ref: number }
  | { readonly kind: 'release'; readonly ref: number }
  | { readonly kind: 'advance' | 'return' | 'cancel' };

const currencies: readonly MarginCurrency[] = ['TWD', 'USD', 'AUD', 'JPY'];
const currency = fc.constantFrom(...currencies);
const cents = fc.integer({ min: 1, max: 5_000_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('deposit' as const, 'withdrawal' as const), currency, cents }),
  fc.record({ kind: fc.constant('fx' as const), currency, toCurrency: currency, cents }),
  fc.record({ kind: fc.constant('order' as const), currency, cents, ref: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant('release' as const), ref: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constantFrom('advance' as const, 'return' as const, 'cancel' as const) }),
);

/** Whole yen, whole TWD, cents otherwise: a valid amount for every action. */
function amountOf(code: MarginCurrency, value: number): string {
  return code === 'JPY' || code === 'TWD' ? String(Math.floor(value / 100)) : new Decimal(value).div(100).toFixed();
}

describe('the margin books under any sequence of transfers and orders', () => {
  it('keep balance = sum of movements and available never negative', () => {
    const at = Date.UTC(2025, 6, 1, 2, 0);
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        resetLedger('20250701');
        resetTransfers();
        let lastTransfer = '';
        for (const item of ops) {
          if (item.kind === 'deposit' || item.kind === 'withdrawal') {
            const done = submitTransfer(ACCOUNT, { action: item.kind, currency: item.currency, amount: amountOf(item.currency, item.cents) }, at);
            if (done.ok) lastTransfer = done.transfer.transferNo;
          } else if (item.kind === 'fx') {
            const quoted = quoteFx(ACCOUNT, item.currency, item.toCurrency, amountOf(item.currency, item.cents), at);
            if (quoted.ok) {
              const { quoteId, currency: from, toCurrency, amount } = quoted.quote;
              const done = submitTransfer(ACCOUNT, { action: 'fx', currency: from, toCurrency, amount: amount.toFixed(), quoteId }, at);
              if (done.ok) lastTransfer = done.transfer.transferNo;
            }
          } else if (item.kind === 'order') {
            holdFunds({ account: ACCOUNT, currency: item.currency, amount: amountOf(item.currency, item.cents), reference: `B${item.ref}` });
          } else if (item.kind === 'release') {
            releaseHold(`B${item.ref}`);
          } else if (item.kind === 'advance') {
            advanceBatch();
          } else if (item.kind === 'return') {
            returnTransfers(lastTransfer);
          } else {
            cancelTransfer(ACCOUNT, lastTransfer, at);
          }
          for (const code of currencies) {
            const sum = movementsOf(ACCOUNT, code).reduce((total, movement) => total.plus(movement.amount), new Decimal(0));
            expect(balanceOf(ACCOUNT, code).eq(sum)).toBe(true);
            expect(availableOf(ACCOUNT, code).eq(balanceOf(ACCOUNT, code).minus(heldOf(ACCOUNT, code)))).toBe(true);
            expect(availableOf(ACCOUNT, code).gte(0)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
