import fc from 'fast-check';
import { Decimal, type DecimalValue } from 'shared/money';
import { MARGIN_CURRENCIES, type MarginCurrency } from '../shared-contracts';
import {
  MarginLedger,
  availableOf,
  balanceOf,
  heldOf,
  holdFunds,
  holdsOf,
  movementsOf,
  holdOf,
  postMovement,
  releaseHold,
  resetLedger,
  roundToMinorUnit,
  settleHold,
  type MovementType,
} from './margin-ledger';

const ACCOUNT = '1234567';

describe('the margin ledger', () => {
  beforeEach(() => resetLedger('20250701'));

  it('seeds the sample accounts: balance is the sum of the seeded movements, and nothing held without an order', () => {
    const sum = movementsOf(ACCOUNT, 'USD').reduce((total, movement) => total.plus(movement.amount), new Decimal(0));
    expect(balanceOf(ACCOUNT, 'USD').toFixed()).toBe(sum.toFixed());
    expect(balanceOf(ACCOUNT, 'USD').toFixed()).toBe('41722.15');
    expect(heldOf(ACCOUNT, 'USD').toFixed()).toBe('0');
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('41722.15');
    expect(balanceOf('2345678', 'USD').gt(1_000_000)).toBe(true);
    // a hold is always some working order's: no sample account starts with one no order could release
    expect([...holdsOf(ACCOUNT), ...holdsOf('7654321'), ...holdsOf('2345678')]).toEqual([]);
    // An account not named in the seeds (a new sample customer's) still starts with some money.
    expect(balanceOf('9999999', 'TWD').toFixed()).toBe('100000');
  });

  it('lists movements newest first, each with its running balance', () => {
    postMovement({ account: ACCOUNT, currency: 'USD', amount: '100.5', type: 'deposit', reference: 'T1', date: '20250701' });
    const [latest, before] = movementsOf(ACCOUNT, 'USD');
    expect(latest?.reference).toBe('T1');
    expect(latest?.balanceAfter.toFixed()).toBe('41822.65');
    expect(before?.balanceAfter.toFixed()).toBe('41722.15');
  });

  it('holds money for an order and releases it', () => {
    const held = holdFunds({ account: ACCOUNT, currency: 'USD', amount: '1000', reference: 'B1' });
    expect(held.ok).toBe(true);
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('40722.15');
    expect(holdFunds({ account: ACCOUNT, currency: 'USD', amount: '1', reference: 'B1' })).toEqual({ ok: false, reason: 'duplicate-reference' });
    expect(releaseHold('B1')?.amount.toFixed()).toBe('1000');
    expect(releaseHold('B1')).toBeNull();
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('41722.15');
  });

  it('refuses a hold above the available balance with a typed result and changes nothing', () => {
    const refused = holdFunds({ account: ACCOUNT, currency: 'USD', amount: '41722.16', reference: 'B2' });
    expect(refused.ok).toBe(false);
    if (!refused.ok && refused.reason === 'insufficient') expect(refused.available.toFixed()).toBe('41722.15');
    else throw new Error('expected insufficient');
    expect(holdFunds({ account: ACCOUNT, currency: 'USD', amount: '41722.15', reference: 'B3' }).ok).toBe(true);
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('0');
  });

  it('refuses a debit above the available balance, even when the balance covers it', () => {
    holdFunds({ account: ACCOUNT, currency: 'USD', amount: '10050', reference: 'B7' });
    const result = postMovement({ account: ACCOUNT, currency: 'USD', amount: '-31672.16', type: 'withdrawal', reference: 'T2', date: '20250701' });
    expect(result).toMatchObject({ ok: false, reason: 'insufficient' });
    expect(balanceOf(ACCOUNT, 'USD').toFixed()).toBe('41722.15');
  });

  it('refuses amounts finer than the minor unit, zero amounts and bad dates', () => {
    expect(postMovement({ account: ACCOUNT, currency: 'JPY', amount: '1.5', type: 'deposit', reference: 'x', date: '20250701' })).toMatchObject({
      ok: false,
      reason: 'bad-amount',
    });
    expect(postMovement({ account: ACCOUNT, currency: 'USD', amount: '1.005', type: 'deposit', reference: 'x', date: '20250701' })).toMatchObject({
      reason: 'bad-amount',
    });
    expect(postMovement({ account: ACCOUNT, currency: 'USD', amount: '0', type: 'deposit', reference: 'x', date: '20250701' })).toMatchObject({
      reason: 'bad-amount',
    });
    expect(postMovement({ account: ACCOUNT, currency: 'USD', amount: '1', type: 'deposit', reference: 'x', date: '20250231' })).toMatchObject({
      reason: 'bad-amount',
    });
    expect(holdFunds({ account: ACCOUNT, currency: 'USD', amount: '-1', reference: 'x' })).toMatchObject({ reason: 'bad-amount' });
    expect(roundToMinorUnit('JPY', '1234.5').toFixed()).toBe('1235');
    expect(roundToMinorUnit('USD', '10.005').toFixed()).toBe('10.01');
  });

  it('pays a part fill out of its hold and keeps the rest held, then releases what the last fill leaves', () => {
    const available = availableOf(ACCOUNT, 'USD');
    holdFunds({ account: ACCOUNT, currency: 'USD', amount: '1000', reference: 'B4' });
    const part = settleHold({ reference: 'B4', amount: '400.01', type: 'order-debit', date: '20250701', rest: 'keep' });
    expect(part).toMatchObject({ ok: true, held: new Decimal('599.99') });
    expect(holdOf('B4')?.amount.toFixed()).toBe('599.99');
    expect(movementsOf(ACCOUNT, 'USD')[0]).toMatchObject({ reference: 'B4', type: 'order-debit', amount: new Decimal('-400.01') });
    // the hold only changed hands: what was available before is available still
    expect(availableOf(ACCOUNT, 'USD').eq(available.minus(1000))).toBe(true);
    expect(settleHold({ reference: 'B4', amount: '500', type: 'order-debit', date: '20250701', rest: 'release' })).toMatchObject({ ok: true });
    expect(holdOf('B4')).toBeNull();
    expect(availableOf(ACCOUNT, 'USD').eq(available.minus('900.01'))).toBe(true);
  });

  it('refuses a payment above its hold and changes nothing: the hold stays for the order', () => {
    holdFunds({ account: ACCOUNT, currency: 'USD', amount: '1000', reference: 'B5' });
    const balance = balanceOf(ACCOUNT, 'USD');
    expect(settleHold({ reference: 'B5', amount: '1000.01', type: 'order-debit', date: '20250701', rest: 'release' })).toMatchObject({ ok: false, reason: 'over-hold' });
    expect(settleHold({ reference: 'B5', amount: '1', type: 'order-debit', date: '2025-07-01', rest: 'release' })).toMatchObject({ ok: false, reason: 'bad-amount' });
    expect(settleHold({ reference: 'B6', amount: '1', type: 'order-debit', date: '20250701', rest: 'release' })).toEqual({ ok: false, reason: 'no-hold' });
    expect(holdOf('B5')?.amount.toFixed()).toBe('1000');
    expect(balanceOf(ACCOUNT, 'USD').eq(balance)).toBe(true);
  });

  it('takes the part above the hold from the available balance only when asked to, and only when it is there', () => {
    const available = availableOf(ACCOUNT, 'USD');
    holdFunds({ account: ACCOUNT, currency: 'USD', amount: '1000', reference: 'S1' });
    const over = available.plus('0.01');
    expect(settleHold({ reference: 'S1', amount: over, type: 'order-debit', date: '20250701', rest: 'release', beyondHold: true })).toMatchObject({ ok: false, reason: 'insufficient' });
    expect(settleHold({ reference: 'S1', amount: '1200', type: 'order-debit', date: '20250701', rest: 'release', beyondHold: true })).toMatchObject({ ok: true, held: new Decimal(0) });
    expect(availableOf(ACCOUNT, 'USD').eq(available.minus(1200))).toBe(true);
  });

  it('starts again from the seeds on reset', () => {
    postMovement({ account: ACCOUNT, currency: 'USD', amount: '1', type: 'deposit', reference: 'x', date: '20250701' });
    resetLedger('20250701');
    expect(balanceOf(ACCOUNT, 'USD').toFixed()).toBe('41722.15');
  });
});

type Step =
  | { readonly kind: 'move'; readonly currency: MarginCurrency; readonly cents: number; readonly type: MovementType }
  | { readonly kind: 'hold'; readonly currency: MarginCurrency; readonly cents: number; readonly ref: number }
  | { readonly kind: 'release'; readonly ref: number }
  | { readonly kind: 'settle'; readonly ref: number; readonly cents: number; readonly rest: 'keep' | 'release'; readonly beyondHold: boolean };

const currency = fc.constantFrom(...MARGIN_CURRENCIES);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    currency,
    cents: fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((cents) => cents !== 0),
    type: fc.constantFrom<MovementType>('deposit', 'withdrawal', 'fx', 'order-debit', 'order-credit', 'coupon', 'redemption', 'fee'),
  }),
  fc.record({ kind: fc.constant('hold' as const), currency, cents: fc.integer({ min: 1, max: 5_000_000 }), ref: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('release' as const), ref: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    kind: fc.constant('settle' as const),
    ref: fc.integer({ min: 0, max: 5 }),
    cents: fc.integer({ min: 0, max: 5_000_000 }),
    rest: fc.constantFrom<'keep' | 'release'>('keep', 'release'),
    beyondHold: fc.boolean(),
  }),
);

/** A whole-unit amount for JPY, cents for the others: always in the currency's minor unit. */
function amountOf(currencyCode: MarginCurrency, cents: number): DecimalValue {
  return currencyCode === 'JPY' ? new Decimal(cents) : new Decimal(cents).div(100);
}

describe('the margin ledger under any sequence of transfers, orders and releases', () => {
  it('keeps balance = sum of movements, available = balance − holds and never negative', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const ledger = new MarginLedger();
        for (const item of steps) {
          if (item.kind === 'move') {
            ledger.postMovement({ account: 'A', currency: item.currency, amount: amountOf(item.currency, item.cents), type: item.type, reference: 'r', date: '20250701' });
          } else if (item.kind === 'hold') {
            ledger.holdFunds({ account: 'A', currency: item.currency, amount: amountOf(item.currency, item.cents), reference: `H${item.ref}` });
          } else if (item.kind === 'release') {
            ledger.releaseHold(`H${item.ref}`);
          } else {
            const hold = ledger.holdOf(`H${item.ref}`);
            const before = hold === null ? null : { balance: ledger.balanceOf('A', hold.currency), held: ledger.heldOf('A', hold.currency) };
            const amount = hold === null ? new Decimal(item.cents).div(100) : amountOf(hold.currency, item.cents);
            const settled = ledger.settleHold({ reference: `H${item.ref}`, amount, type: 'order-debit', date: '20250701', rest: item.rest, beyondHold: item.beyondHold });
            if (hold !== null && before !== null) {
              // all or nothing: either the debit and the hold's change both happened, or neither
              const paid = settled.ok ? amount : new Decimal(0);
              expect(ledger.balanceOf('A', hold.currency).eq(before.balance.minus(paid))).toBe(true);
              if (settled.ok) expect(ledger.holdOf(`H${item.ref}`)?.amount.toFixed() ?? '0').toBe(settled.held.toFixed());
              else expect(ledger.holdOf(`H${item.ref}`)).toEqual(hold);
              if (!item.beyondHold && settled.ok) expect(amount.lte(hold.amount)).toBe(true);
            }
          }
          for (const code of MARGIN_CURRENCIES) {
            const movements = ledger.movementsOf('A', code);
            const sum = movements.reduce((total, movement) => total.plus(movement.amount), new Decimal(0));
            expect(ledger.balanceOf('A', code).eq(sum)).toBe(true);
            expect(ledger.availableOf('A', code).eq(ledger.balanceOf('A', code).minus(ledger.heldOf('A', code)))).toBe(true);
            expect(ledger.availableOf('A', code).gte(0)).toBe(true);
            // The newest movement's running balance is the balance.
            expect(movements[0]?.balanceAfter.eq(sum) ?? sum.eq(0)).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
