import { Decimal, type DecimalSource, type DecimalValue } from 'shared/money';
import { parseYyyymmdd, formatYyyymmdd, taipeiDate } from 'shared/calendar';
import { MARGIN_CURRENCIES, MINOR_UNITS, isMarginCurrency, isYyyymmdd, type MarginCurrency, type MovementType } from '../shared-contracts';

/**
 * The sandbox's margin deposit ledger (保證金專戶, rule MRG-9): the one place balances change. The bond, stock and
 * fund order engines and the margin transfers all go through it, so every balance the front end shows
 * and every buying-power check reads the same numbers.
 *
 * Model: per account and currency, `balance` is the sum of the posted movements; a hold sets money
 * aside for a working order or an unsettled buy (by its reference, e.g. an order number);
 * `available = balance − held` is the buying power and is never negative: a hold or a debit that would
 * make it negative is refused with a typed result, never thrown. Amounts are exact decimals (big.js) in
 * the currency's minor unit (`MINOR_UNITS`: JPY whole yen, the others cents); an amount with more
 * decimals is refused, so callers round once (half-up, `roundToMinorUnit`) before posting.
 *
 * The ledger lives in memory: a sandbox restart (or `resetLedger`, which each new sandbox calls) starts
 * again from the seeded sample accounts.
 *
 * Typical order flow: `holdFunds` when the order is accepted (refused → the order is refused for lack
 * of buying power), `settleHold` when it fills (the debit comes out of the hold in one step, so a
 * refused debit leaves the hold where it was), `releaseHold` alone when it is cancelled.
 */

// The movement types are the movements contract's (shared/margin/src/contracts/margin-movements.ts); engines
// import them from here with the rest of the ledger.
export { MOVEMENT_TYPES, MOVEMENT_TYPE_LABELS } from '../shared-contracts';
export type { MovementType } from '../shared-contracts';

/** One posted movement, as listed (newest first). */
export interface Movement {
  /** Ascending with each posting: the tie-breaker between movements of the same date. */
  readonly seq: number;
  readonly account: string;
  readonly currency: MarginCurrency;
  /** Signed: positive into the account, negative out. */
  readonly amount: DecimalValue;
  readonly type: MovementType;
  /** What caused it: an order number, a transfer number, a bond's ISIN for a coupon. */
  readonly reference: string;
  /** Value date, `YYYYMMDD`. */
  readonly date: string;
  /** The balance of the account's currency right after this movement (the running balance). */
  readonly balanceAfter: DecimalValue;
}

/** Money set aside for one working order or unsettled buy. */
export interface Hold {
  readonly account: string;
  readonly currency: MarginCurrency;
  /** Positive. */
  readonly amount: DecimalValue;
  /** Unique among the current holds: the order number (or other reference) the engine releases it by. */
  readonly reference: string;
}

/** Why the ledger refused a hold or a movement. */
export type LedgerRefusal =
  | { readonly ok: false; readonly reason: 'insufficient'; readonly available: DecimalValue }
  | { readonly ok: false; readonly reason: 'bad-amount'; readonly detail: string }
  | { readonly ok: false; readonly reason: 'duplicate-reference' };

/** The outcome of {@link holdFunds}. */
export type HoldResult = { readonly ok: true; readonly hold: Hold } | LedgerRefusal;

/** The outcome of {@link postMovement}. */
export type PostResult = { readonly ok: true; readonly movement: Movement } | LedgerRefusal;

/** Why the ledger refused to pay out of a hold: one of {@link LedgerRefusal}'s, no hold under the reference, or more than it holds. */
export type SettleRefusal =
  | LedgerRefusal
  | { readonly ok: false; readonly reason: 'no-hold' }
  | { readonly ok: false; readonly reason: 'over-hold'; readonly held: DecimalValue };

/**
 * The outcome of {@link settleHold}: the debit posted (null for a zero amount, which only moves the hold)
 * and what is still held under the reference afterwards.
 */
export type SettleResult = { readonly ok: true; readonly movement: Movement | null; readonly held: DecimalValue } | SettleRefusal;

/** What {@link settleHold} takes: the hold's account and currency are the ones the money leaves. */
export interface SettleRequest {
  /** The hold the payment comes out of. */
  readonly reference: string;
  /** Zero or positive, in the currency's minor unit: what leaves the account. */
  readonly amount: DecimalSource;
  readonly type: MovementType;
  /** Value date `YYYYMMDD`. */
  readonly date: string;
  /** `keep`: what the payment leaves of the hold stays held (a part fill); `release`: it goes back (the last fill). */
  readonly rest: 'keep' | 'release';
  /**
   * Whether the part of the amount above the hold may come from the available balance (a stock fill dearer
   * than its estimate). Off by default: a payment above its hold is refused (`over-hold`).
   */
  readonly beyondHold?: boolean;
}

/** What {@link holdFunds} takes. */
export interface HoldRequest {
  readonly account: string;
  readonly currency: MarginCurrency;
  /** Positive, in the currency's minor unit. */
  readonly amount: DecimalSource;
  readonly reference: string;
}

/** What {@link postMovement} takes. */
export interface MovementRequest {
  readonly account: string;
  readonly currency: MarginCurrency;
  /** Signed, non-zero, in the currency's minor unit. A debit may not exceed the available balance. */
  readonly amount: DecimalSource;
  readonly type: MovementType;
  readonly reference: string;
  /** Value date `YYYYMMDD`. */
  readonly date: string;
}

/** `value` rounded half-up to `currency`'s minor unit: what an engine posts after computing an amount. */
export function roundToMinorUnit(currency: MarginCurrency, value: DecimalSource): DecimalValue {
  return new Decimal(value).round(MINOR_UNITS[currency], 1);
}

/** One account's books. */
interface Book {
  readonly movements: Movement[];
  readonly balances: Map<MarginCurrency, DecimalValue>;
}

const ZERO = new Decimal(0);

/** A ledger; the sandbox uses the module's one instance through the functions below. */
export class MarginLedger {
  private readonly books = new Map<string, Book>();
  private readonly holds = new Map<string, Hold>();
  private seq = 0;

  private book(account: string): Book {
    let book = this.books.get(account);
    if (book === undefined) {
      book = { movements: [], balances: new Map() };
      this.books.set(account, book);
    }
    return book;
  }

  /** The sum of the account's movements in `currency`. */
  balanceOf(account: string, currency: MarginCurrency): DecimalValue {
    return this.books.get(account)?.balances.get(currency) ?? ZERO;
  }

  /** The total held for the account's working orders in `currency`. */
  heldOf(account: string, currency: MarginCurrency): DecimalValue {
    let held = ZERO;
    for (const hold of this.holds.values()) if (hold.account === account && hold.currency === currency) held = held.plus(hold.amount);
    return held;
  }

  /** Balance minus holds: the buying power, never negative. */
  availableOf(account: string, currency: MarginCurrency): DecimalValue {
    return this.balanceOf(account, currency).minus(this.heldOf(account, currency));
  }

  /** Sets `amount` aside under `reference`, or refuses (insufficient available, bad amount, reference in use). */
  holdFunds(request: HoldRequest): HoldResult {
    const amount = checkAmount(request.currency, request.amount);
    if (!amount.ok) return amount;
    if (amount.value.lte(0)) return { ok: false, reason: 'bad-amount', detail: '金額必須大於 0' };
    if (this.holds.has(request.reference)) return { ok: false, reason: 'duplicate-reference' };
    const available = this.availableOf(request.account, request.currency);
    if (available.lt(amount.value)) return { ok: false, reason: 'insufficient', available };
    const hold: Hold = { account: request.account, currency: request.currency, amount: amount.value, reference: request.reference };
    this.holds.set(request.reference, hold);
    return { ok: true, hold };
  }

  /** Releases the hold made under `reference`; returns it, or null when there was none. */
  releaseHold(reference: string): Hold | null {
    const hold = this.holds.get(reference) ?? null;
    this.holds.delete(reference);
    return hold;
  }

  /** The hold under `reference`, if any. */
  holdOf(reference: string): Hold | null {
    return this.holds.get(reference) ?? null;
  }

  /** The account's current holds. */
  holdsOf(account: string): readonly Hold[] {
    return [...this.holds.values()].filter((hold) => hold.account === account);
  }

  /** Posts a movement, or refuses a zero or badly scaled amount or a debit above the available balance. */
  postMovement(request: MovementRequest): PostResult {
    const amount = checkAmount(request.currency, request.amount);
    if (!amount.ok) return amount;
    if (amount.value.eq(0)) return { ok: false, reason: 'bad-amount', detail: '金額不可為 0' };
    if (!isYyyymmdd(request.date)) {
      return { ok: false, reason: 'bad-amount', detail: `日期不正確：${request.date}` };
    }
    if (amount.value.lt(0)) {
      const available = this.availableOf(request.account, request.currency);
      if (available.plus(amount.value).lt(0)) return { ok: false, reason: 'insufficient', available };
    }
    return { ok: true, movement: this.append({ ...request, amount: amount.value }) };
  }

  /**
   * Pays `amount` out of the hold under `reference` as one operation: the debit is posted and the hold
   * shrinks by it (`keep`) or goes (`release`), or nothing changes at all. Every check comes before the
   * first change, so a refusal can never leave the hold released without its debit, which would free
   * money that is owed for the order.
   */
  settleHold(request: SettleRequest): SettleResult {
    const hold = this.holds.get(request.reference);
    if (hold === undefined) return { ok: false, reason: 'no-hold' };
    const amount = checkAmount(hold.currency, request.amount);
    if (!amount.ok) return amount;
    if (amount.value.lt(0)) return { ok: false, reason: 'bad-amount', detail: '金額不可為負數' };
    if (!isYyyymmdd(request.date)) return { ok: false, reason: 'bad-amount', detail: `日期不正確：${request.date}` };
    const beyond = amount.value.minus(hold.amount);
    if (beyond.gt(0)) {
      if (request.beyondHold !== true) return { ok: false, reason: 'over-hold', held: hold.amount };
      const available = this.availableOf(hold.account, hold.currency);
      if (available.lt(beyond)) return { ok: false, reason: 'insufficient', available };
    }
    const movement = amount.value.eq(0) ? null : this.append({ account: hold.account, currency: hold.currency, amount: amount.value.neg(), type: request.type, reference: request.reference, date: request.date });
    const rest = beyond.gte(0) || request.rest === 'release' ? ZERO : beyond.neg();
    if (rest.eq(0)) this.holds.delete(request.reference);
    else this.holds.set(request.reference, { ...hold, amount: rest });
    return { ok: true, movement, held: rest };
  }

  /** Appends a checked movement to the account's book and moves its balance. */
  private append(request: MovementRequest & { readonly amount: DecimalValue }): Movement {
    const book = this.book(request.account);
    const balanceAfter = this.balanceOf(request.account, request.currency).plus(request.amount);
    this.seq += 1;
    const movement: Movement = {
      seq: this.seq,
      account: request.account,
      currency: request.currency,
      amount: request.amount,
      type: request.type,
      reference: request.reference,
      date: request.date,
      balanceAfter,
    };
    book.movements.push(movement);
    book.balances.set(request.currency, balanceAfter);
    return movement;
  }

  /**
   * The account's movements, newest first (by posting order: value dates may be back-dated, the
   * running balance follows the posting), optionally in one currency.
   */
  movementsOf(account: string, currency?: MarginCurrency): readonly Movement[] {
    const all = this.books.get(account)?.movements ?? [];
    return all.filter((movement) => currency === undefined || movement.currency === currency).reverse();
  }

  /** Forgets everything. */
  clear(): void {
    this.books.clear();
    this.holds.clear();
    this.seq = 0;
  }
}

function checkAmount(
  currency: MarginCurrency,
  source: DecimalSource,
): { readonly ok: true; readonly value: DecimalValue } | { readonly ok: false; readonly reason: 'bad-amount'; readonly detail: string } {
  if (!isMarginCurrency(currency)) return { ok: false, reason: 'bad-amount', detail: `不支援的幣別：${String(currency)}` };
  let value: DecimalValue;
  try {
    value = new Decimal(source);
  } catch {
    return { ok: false, reason: 'bad-amount', detail: `不是數字：${String(source)}` };
  }
  if (!value.eq(value.round(MINOR_UNITS[currency], 0))) {
    return { ok: false, reason: 'bad-amount', detail: `${currency} 最多 ${MINOR_UNITS[currency]} 位小數` };
  }
  return { ok: true, value };
}

/** One seeded movement: days before the seeding date, currency, signed amount, type, reference. */
type Seed = readonly [daysAgo: number, currency: MarginCurrency, amount: string, type: MovementType, reference: string];

/**
 * The sample accounts' history (see sample-users.ts): A123456789's 1234567 holds several currencies with
 * a long history (more than one page of movements, some older than 30 days), 7654321 a little TWD and
 * USD; B223456789's 2345678 a large USD balance; any other account (the KYC-expired C123456789's, and
 * accounts added later) a small TWD and USD balance. Nothing is held at the start: a hold belongs to a
 * working order or transfer, which only the customer's own actions make (and a cancel can release).
 */
const SEEDS: Readonly<Record<string, readonly Seed[]>> = {
  '1234567': [
    [75, 'TWD', '2000000', 'deposit', 'T0000001'],
    [70, 'USD', '50000', 'deposit', 'T0000002'],
    [60, 'TWD', '-321500', 'fx', 'T0000003'],
    [60, 'USD', '10000', 'fx', 'T0000003'],
    [45, 'AUD', '20000', 'deposit', 'T0000004'],
    [40, 'USD', '-20150.25', 'order-debit', 'B250520000101'],
    [35, 'EUR', '15000', 'deposit', 'T0000005'],
    [28, 'JPY', '1500000', 'deposit', 'T0000006'],
    [25, 'USD', '425', 'coupon', 'US037833DT44'],
    [22, 'USD', '-12.5', 'fee', 'B250520000101'],
    [20, 'ZAR', '150000', 'deposit', 'T0000007'],
    [18, 'CNY', '30000', 'deposit', 'T0000008'],
    [15, 'USD', '-5000', 'withdrawal', 'T0000009'],
    [14, 'AUD', '-10102.4', 'order-debit', 'B250617000102'],
    [12, 'USD', '10000', 'redemption', 'US912828YV68'],
    [10, 'TWD', '500000', 'deposit', 'T0000010'],
    [9, 'EUR', '187.5', 'coupon', 'XS1234567890'],
    [8, 'USD', '3000', 'deposit', 'T0000011'],
    [7, 'TWD', '-100000', 'withdrawal', 'T0000012'],
    [6, 'JPY', '-250000', 'withdrawal', 'T0000013'],
    [5, 'USD', '1500', 'deposit', 'T0000014'],
    [4, 'USD', '-8040.1', 'order-debit', 'B250626000103'],
    [3, 'AUD', '260', 'coupon', 'AU3CB0271842'],
    [2, 'USD', '2000', 'deposit', 'T0000015'],
    [1, 'USD', '-2000', 'withdrawal', 'T0000016'],
  ],
  '7654321': [
    [20, 'TWD', '300000', 'deposit', 'T0000101'],
    [10, 'USD', '8000', 'deposit', 'T0000102'],
  ],
  '2345678': [
    [50, 'USD', '2500000', 'deposit', 'T0000201'],
    // a professional investor who buys bonds in every issue currency
    [45, 'GBP', '200000', 'deposit', 'T0000203'],
    [45, 'NZD', '300000', 'deposit', 'T0000204'],
    [45, 'CNH', '1500000', 'deposit', 'T0000205'],
    [30, 'TWD', '1000000', 'deposit', 'T0000202'],
    [5, 'USD', '-150300', 'order-debit', 'B250626000201'],
  ],
};

/** The seed of an account not named in {@link SEEDS}. */
const DEFAULT_SEED: readonly Seed[] = [
  [30, 'TWD', '100000', 'deposit', 'T0000901'],
  [10, 'USD', '5000', 'deposit', 'T0000902'],
];

/** The one ledger of the running sandbox. */
const ledger = new MarginLedger();
let seededOn = '';
const seededAccounts = new Set<string>();

/** Posts the seed of `account` once per reset, dated relative to the reset's date. */
function ensureSeeded(account: string): void {
  if (seededAccounts.has(account)) return;
  seededAccounts.add(account);
  const today = parseYyyymmdd(seededOn === '' ? taipeiDate() : seededOn);
  for (const [daysAgo, currency, amount, type, reference] of SEEDS[account] ?? DEFAULT_SEED) {
    const posted = ledger.postMovement({ account, currency, amount, type, reference, date: formatYyyymmdd(today - daysAgo) });
    if (!posted.ok) throw new Error(`margin seed of ${account} refused: ${posted.reason}`);
  }
}

/**
 * Starts the ledger again from the seeds, dated relative to `today` (`YYYYMMDD`, default the Taiwan date
 * now). Each new sandbox calls it (so each sandbox test starts from the same books); tests may call it too.
 * Accounts are seeded lazily, on their first use.
 */
export function resetLedger(today: string = taipeiDate()): void {
  ledger.clear();
  seededAccounts.clear();
  seededOn = today;
}

/** The account's balance in `currency`: the sum of its movements. */
export function balanceOf(account: string, currency: MarginCurrency): DecimalValue {
  ensureSeeded(account);
  return ledger.balanceOf(account, currency);
}

/** The total held for the account's working orders in `currency`. */
export function heldOf(account: string, currency: MarginCurrency): DecimalValue {
  ensureSeeded(account);
  return ledger.heldOf(account, currency);
}

/** Balance minus holds in `currency`: the buying power an order checks, never negative. */
export function availableOf(account: string, currency: MarginCurrency): DecimalValue {
  ensureSeeded(account);
  return ledger.availableOf(account, currency);
}

/**
 * Sets money aside for a working order or unsettled buy. Refuses, without changing anything, with
 * `insufficient` (and the available amount) when available < amount, `bad-amount` for a non-positive
 * amount or one finer than the minor unit, `duplicate-reference` when the reference already holds.
 */
export function holdFunds(request: HoldRequest): HoldResult {
  ensureSeeded(request.account);
  return ledger.holdFunds(request);
}

/** Releases the hold under `reference` (the order settled or was cancelled); null when there was none. */
export function releaseHold(reference: string): Hold | null {
  return ledger.releaseHold(reference);
}

/** The hold under `reference`, if any. */
export function holdOf(reference: string): Hold | null {
  return ledger.holdOf(reference);
}

/** The account's current holds. */
export function holdsOf(account: string): readonly Hold[] {
  ensureSeeded(account);
  return ledger.holdsOf(account);
}

/**
 * Posts a movement (signed amount: a credit positive, a debit negative). Refuses a zero amount, one finer
 * than the minor unit, a bad date, or a debit larger than the available balance (release the order's hold
 * first when a settlement debits what it held).
 */
export function postMovement(request: MovementRequest): PostResult {
  ensureSeeded(request.account);
  return ledger.postMovement(request);
}

/**
 * Pays a fill or a transfer out of the hold under `reference` in one step (see {@link MarginLedger.settleHold}):
 * the debit and the hold's change both happen, or neither does and the refusal says why.
 */
export function settleHold(request: SettleRequest): SettleResult {
  const hold = ledger.holdOf(request.reference);
  if (hold !== null) ensureSeeded(hold.account);
  return ledger.settleHold(request);
}

/** The account's movements newest first, each with its running balance; optionally one currency only. */
export function movementsOf(account: string, currency?: MarginCurrency): readonly Movement[] {
  ensureSeeded(account);
  return ledger.movementsOf(account, currency);
}

/** Every margin currency's balance, held and available for the account, in {@link MARGIN_CURRENCIES} order. */
export function accountPositions(
  account: string,
): readonly { readonly currency: MarginCurrency; readonly balance: DecimalValue; readonly held: DecimalValue; readonly available: DecimalValue }[] {
  ensureSeeded(account);
  return MARGIN_CURRENCIES.map((currency) => ({
    currency,
    balance: ledger.balanceOf(account, currency),
    held: ledger.heldOf(account, currency),
    available: ledger.availableOf(account, currency),
  }));
}
