import fc from 'fast-check';
import { Decimal, type DecimalValue } from 'shared/money';
import { taipeiDate } from 'shared/calendar';
import { catalogFor } from '../bonds/bond-catalog';
import { profileOf } from '../customer-profiles';
import { MARGIN_CURRENCIES, OPEN_ORDER_STATES, type Bond, type CustomerProfile, type MarginCurrency } from '../shared-contracts';
import { availableOf, balanceOf, holdOf, holdsOf, movementsOf, postMovement, resetLedger } from '../margin/margin-ledger';
import { advanceBatch, quoteFx, resetTransfers, submitTransfer, transfersOf } from '../margin/margin-transfers';
import { ledgerFunds } from './ledger-funds';
import { BondOrderBook, costOf, minimumNominal, orderDatesAt } from './order-book';
import { startingPositions } from './starting-positions';
import { addDays } from './trading-calendar';

// The bond order book on the real margin ledger, with the margin transfers beside it, under random days of
// several customers: buys (some with every cent available held), fills in one or two parts as the clock
// moves, sells, cancels, the test controls, 入金, 出金 and 換匯. After every step every account is read
// (which moves its orders and transfers to now) and the money must add up.

const START = Date.UTC(2025, 6, 1, 2, 0, 0); // 2025-07-01 10:00 Taipei, a Tuesday
const FIRST_DAY = '20250701';
const MAX_CLOCK_MS = 6 * 24 * 3_600_000; // a week of dates at most: the bond catalog caches eight
const FILL_DELAY_MS = 60_000;

function profile(idno: string): CustomerProfile {
  const found = profileOf(idno);
  if (found === undefined) throw new Error(idno);
  return found;
}

const CUSTOMERS = [
  { idno: 'A123456789', profile: profile('A123456789'), account: '1234567' },
  { idno: 'A123456789', profile: profile('A123456789'), account: '7654321' },
  { idno: 'B223456789', profile: profile('B223456789'), account: '2345678' },
] as const;

const offered = catalogFor(FIRST_DAY).offered;
function bondWhere(test: (bond: Bond) => boolean): Bond {
  const bond = offered.find(test);
  if (bond === undefined) throw new Error('no such bond in the universe');
  return bond;
}
/** Bonds a moderate customer may buy too, in the two currencies most accounts hold, and the treasury of the one-cent case. */
const BONDS: readonly Bond[] = [
  bondWhere((b) => b.issueCurrency === 'USD' && b.ProductRiskGrade <= 'RR2' && b.investorRestriction === 'ALL' && b.issuerCountry !== 'US' && b.faceValue <= 10_000),
  bondWhere((b) => b.issueCurrency === 'EUR' && b.ProductRiskGrade <= 'RR2' && b.investorRestriction === 'ALL' && b.issuerCountry !== 'US'),
  bondWhere((b) => b.isin === 'US91282C1U53'),
];

type Op =
  | { readonly kind: 'buy'; readonly who: number; readonly bond: number; readonly lots: number; readonly marketable: boolean; readonly gtd: boolean }
  | { readonly kind: 'buyEverything'; readonly who: number; readonly bond: number; readonly lots: number }
  | { readonly kind: 'sell'; readonly who: number; readonly position: number; readonly all: boolean; readonly marketable: boolean }
  | { readonly kind: 'cancel'; readonly who: number; readonly order: number }
  | { readonly kind: 'control'; readonly who: number; readonly order: number; readonly action: 'fill' | 'expire' | 'reject' }
  | { readonly kind: 'tick'; readonly ms: number }
  | { readonly kind: 'deposit' | 'withdraw'; readonly who: number; readonly currency: MarginCurrency; readonly cents: number }
  | { readonly kind: 'withdrawEverything'; readonly who: number; readonly currency: MarginCurrency }
  | { readonly kind: 'fx'; readonly who: number; readonly from: MarginCurrency; readonly to: MarginCurrency; readonly cents: number }
  | { readonly kind: 'batch' };

const who = fc.integer({ min: 0, max: CUSTOMERS.length - 1 });
const bond = fc.integer({ min: 0, max: BONDS.length - 1 });
const currency = fc.constantFrom<MarginCurrency>('USD', 'EUR', 'TWD', 'AUD');
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('buy' as const), who, bond, lots: fc.integer({ min: 1, max: 45 }), marketable: fc.boolean(), gtd: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('buyEverything' as const), who, bond, lots: fc.integer({ min: 1, max: 45 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sell' as const), who, position: fc.nat(5), all: fc.boolean(), marketable: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), who, order: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('control' as const), who, order: fc.nat(20), action: fc.constantFrom<'fill' | 'expire' | 'reject'>('fill', 'expire', 'reject') }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('tick' as const), ms: fc.constantFrom(1_000, FILL_DELAY_MS, FILL_DELAY_MS + 1, 2 * 3_600_000, 6 * 3_600_000, 24 * 3_600_000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('deposit' as const, 'withdraw' as const), who, currency, cents: fc.integer({ min: 1, max: 6_000_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdrawEverything' as const), who, currency }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fx' as const), who, from: currency, to: currency, cents: fc.integer({ min: 100, max: 6_000_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('batch' as const) }) },
);

const sum = (values: readonly DecimalValue[]) => values.reduce((total, value) => total.plus(value), new Decimal(0));

/** One random day of the market; throws (failing the property) when an invariant breaks. */
function run(ops: readonly Op[]): void {
  resetLedger(FIRST_DAY);
  resetTransfers();
  let now = START;
  const faults: string[] = [];
  const book = new BondOrderBook({
    now: () => now,
    bondsOn: (date) => catalogFor(date).byIsin,
    funds: ledgerFunds,
    fillDelayMs: FILL_DELAY_MS,
    seedPositions: (account) => startingPositions(account, offered, FIRST_DAY),
    log: { error: (_details, message) => faults.push(message) },
  });
  /** What each buy held when it was accepted. */
  const heldAtFirst = new Map<string, DecimalValue>();
  let keys = 0;
  const clientKey = () => `00000000-0000-4000-8000-${String((keys += 1)).padStart(12, '0')}`;

  const buy = (customer: (typeof CUSTOMERS)[number], target: Bond, nominal: number, limitPrice: string, gtd: boolean) => {
    const today = taipeiDate(now);
    const placed = book.place(customer.idno, customer.profile, {
      account: customer.account,
      ClientKey: clientKey(),
      side: 'B',
      validity: gtd ? 'GTD' : 'DAY',
      goodTillDate: gtd ? addDays(today, 5) : '',
      riskAcknowledged: true,
      lines: [{ isin: target.isin, nominal: String(nominal), limitPrice }],
    }).results[0];
    if (placed?.accepted === true) heldAtFirst.set(placed.orderNo, holdOf(placed.orderNo)?.amount ?? new Decimal(0));
  };

  for (const step of ops) {
    const customer = 'who' in step ? CUSTOMERS[step.who] : undefined;
    switch (step.kind) {
      case 'buy':
      case 'buyEverything': {
        if (customer === undefined) break;
        const target = BONDS[step.bond] as Bond;
        const nominal = minimumNominal(target) * step.lots;
        const ask = new Decimal(target.refPriceBuyNumber);
        if (step.kind === 'buyEverything') {
          // every cent available goes into the hold: what is beyond the cost leaves, what is short comes in
          const tradeCurrency = target.issueCurrency as MarginCurrency;
          const cost = costOf(target, new Decimal(nominal), ask, orderDatesAt(now, tradeCurrency).settlementDate);
          const gap = availableOf(customer.account, tradeCurrency).minus(cost.clean.plus(cost.accrued).plus(cost.fee));
          if (!gap.eq(0)) postMovement({ account: customer.account, currency: tradeCurrency, amount: gap.neg(), type: gap.gt(0) ? 'withdrawal' : 'deposit', reference: 'T-EVERY', date: taipeiDate(now) });
        }
        const marketable = step.kind === 'buyEverything' || step.marketable;
        buy(customer, target, nominal, (marketable ? ask : ask.minus('0.5')).toFixed(3), step.kind === 'buy' && step.gtd);
        break;
      }
      case 'sell': {
        if (customer === undefined) break;
        const positions = book.positions(customer.account).positions;
        const position = positions[step.position % Math.max(positions.length, 1)];
        if (position === undefined) break;
        const free = new Decimal(position.nominal).minus(position.reservedNominal);
        const nominal = step.all ? free : new Decimal(position.faceValueIncrement);
        if (nominal.lte(0) || nominal.gt(free)) break;
        const bid = new Decimal(position.bidPrice);
        book.place(customer.idno, customer.profile, {
          account: customer.account,
          ClientKey: clientKey(),
          side: 'S',
          validity: 'DAY',
          goodTillDate: '',
          riskAcknowledged: true,
          lines: [{ isin: position.isin, nominal: nominal.toFixed(), limitPrice: (step.marketable ? bid : bid.plus('0.5')).toFixed(3) }],
        });
        break;
      }
      case 'cancel':
      case 'control': {
        if (customer === undefined) break;
        const numbers = book.orderNumbers(customer.account);
        const orderNo = numbers[step.order % Math.max(numbers.length, 1)];
        if (orderNo === undefined) break;
        if (step.kind === 'cancel') book.cancel(customer.idno, customer.account, orderNo, clientKey());
        else if (step.action === 'fill') book.fillNow(orderNo);
        else if (step.action === 'expire') book.expireNow(orderNo);
        else book.rejectNow(orderNo, '交易所退回：測試');
        break;
      }
      case 'tick':
        if (now + step.ms - START <= MAX_CLOCK_MS) now += step.ms;
        break;
      case 'deposit':
      case 'withdraw':
        if (customer === undefined) break;
        submitTransfer(customer.account, { action: step.kind === 'deposit' ? 'deposit' : 'withdrawal', currency: step.currency, amount: amountText(step.currency, step.cents) }, now);
        break;
      case 'withdrawEverything': {
        if (customer === undefined) break;
        const available = availableOf(customer.account, step.currency);
        const amount = step.currency === 'TWD' ? available.round(0, 0) : available;
        if (amount.gt(0)) submitTransfer(customer.account, { action: 'withdrawal', currency: step.currency, amount: amount.toFixed() }, now);
        break;
      }
      case 'fx': {
        if (customer === undefined) break;
        const quoted = quoteFx(customer.account, step.from, step.to, amountText(step.from, step.cents), now);
        if (quoted.ok) submitTransfer(customer.account, { action: 'fx', currency: step.from, toCurrency: step.to, amount: quoted.quote.amount.toFixed(), quoteId: quoted.quote.quoteId }, now);
        break;
      }
      case 'batch':
        advanceBatch();
        break;
    }
    expect(brokenInvariants(book, now, heldAtFirst)).toEqual([]);
  }
  // the book never had to reject an order it could not move: the ledger never refused a fill
  expect(faults).toEqual([]);
}

function amountText(code: MarginCurrency, cents: number): string {
  return code === 'JPY' ? String(cents) : code === 'TWD' ? String(Math.max(1, Math.round(cents / 100))) : new Decimal(cents).div(100).toFixed(2);
}

/**
 * The broken invariants after a step, each named (empty when the money adds up). Checked as plain
 * comparisons and asserted once per step: an `expect` per comparison cost more than the book itself.
 */
function brokenInvariants(book: BondOrderBook, now: number, heldAtFirst: ReadonlyMap<string, DecimalValue>): string[] {
  const broken: string[] = [];
  const check = (holds: boolean, what: string) => {
    if (!holds) broken.push(what);
  };
  for (const { account } of CUSTOMERS) {
    // reading the account moves its orders and transfers to now, as any customer's call would
    const orders = book.orderNumbers(account).map((orderNo) => book.detail(account, orderNo));
    book.positions(account);
    const transfers = transfersOf(account, now);

    for (const code of MARGIN_CURRENCIES) {
      const movements = movementsOf(account, code);
      // the balance is the sum of its movements, and the newest running balance says the same
      check(balanceOf(account, code).eq(sum(movements.map((movement) => movement.amount))), `${account} ${code}: balance is not the sum of its movements`);
      check(movements[0]?.balanceAfter.eq(balanceOf(account, code)) ?? balanceOf(account, code).eq(0), `${account} ${code}: the newest running balance is not the balance`);
      // available cash is never negative
      check(availableOf(account, code).gte(0), `${account} ${code}: available cash ${availableOf(account, code).toFixed()} is negative`);
    }

    // every hold belongs to a working order or an open transfer of the account, for its amount
    for (const hold of holdsOf(account)) {
      const order = orders.find((candidate) => candidate.orderNo === hold.reference);
      const transfer = transfers.find((candidate) => candidate.transferNo === hold.reference);
      if (order !== undefined) {
        check(order.side === 'B' && OPEN_ORDER_STATES.includes(order.state), `${account} hold ${hold.reference}: its order is ${order.side} ${order.state}, not a working buy`);
      } else {
        check(transfer?.status === 'accepted' || transfer?.status === 'processing', `${account} hold ${hold.reference}: no working order or open transfer`);
        check(transfer?.amount.eq(hold.amount) === true, `${account} hold ${hold.reference}: ${hold.amount.toFixed()} is not its transfer's amount`);
      }
    }
    for (const order of orders) {
      if (order.side !== 'B') continue;
      const first = heldAtFirst.get(order.orderNo) ?? new Decimal(0);
      const paid = sum(movementsOf(account).filter((movement) => movement.reference === order.orderNo).map((movement) => movement.amount)).neg();
      const stillHeld = holdOf(order.orderNo)?.amount ?? new Decimal(0);
      const where = `${account} order ${order.orderNo} (${order.state})`;
      // a working buy keeps its money held; an ended one holds nothing
      check(OPEN_ORDER_STATES.includes(order.state) ? stillHeld.gt(0) : stillHeld.eq(0), `${where}: holds ${stillHeld.toFixed()}`);
      // what its fills paid is what it says it cost, and never more than it held
      check(paid.toFixed(2) === order.settlementAmount, `${where}: paid ${paid.toFixed(2)}, says it cost ${order.settlementAmount}`);
      check(paid.lte(first), `${where}: paid ${paid.toFixed()}, more than the ${first.toFixed()} it held`);
      if (OPEN_ORDER_STATES.includes(order.state)) check(paid.plus(stillHeld).eq(first), `${where}: paid ${paid.toFixed()} and still holds ${stillHeld.toFixed()}, not the ${first.toFixed()} it held`);
      // bought at its limit, a filled order costs exactly what it held
      if (order.state === 'FILLED' && order.fills.every((fill) => fill.price === order.limitPrice)) check(paid.eq(first), `${where}: filled at its limit, paid ${paid.toFixed()}, not the ${first.toFixed()} it held`);
    }
  }
  return broken;
}

describe('the bond order book and the margin ledger under random days of several customers', () => {
  it('never lets available cash go negative, never leaves a hold without its working order, and keeps balance = the sum of movements', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 5, maxLength: 40 }), (ops) => run(ops)),
      { numRuns: 150 },
    );
  });
});
