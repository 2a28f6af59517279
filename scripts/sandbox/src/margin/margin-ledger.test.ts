import fc from 'fast-check';
import { Decimal, type DecimalValue } from 'shared/bond-math';
import { MARGIN_CURRENCIES, type MarginCurrency } from '../shared-contracts';
import {
  MarginLedger,
  availableOf,
  balanceOf,
  heldOf,
  holdFunds,
  movementsOf,
  postMovement,
  releaseHold,
  resetLedger,
  roundToMinorUnit,
  type MovementType,
} from './margin-ledger';

const ACCOUNT = '1234567';

describe('the margin ledger', () => {
  beforeEach(() => resetLedger('20250701'));

  it('seeds the sample accounts: balance is the sum of the seeded movements, less the seeded hold', () => {
    const sum = movementsOf(ACCOUNT, 'USD').reduce((total, movement) => total.plus(movement.amount), new Decimal(0));
    expect(balanceOf(ACCOUNT, 'USD').toFixed()).toBe(sum.toFixed());
    expect(balanceOf(ACCOUNT, 'USD').toFixed()).toBe('41722.15');
    expect(heldOf(ACCOUNT, 'USD').toFixed()).toBe('10050');
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('31672.15');
    expect(balanceOf('2345678', 'USD').gt(1_000_000)).toBe(true);
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
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('30672.15');
    expect(holdFunds({ account: ACCOUNT, currency: 'USD', amount: '1', reference: 'B1' })).toEqual({ ok: false, reason: 'duplicate-reference' });
    expect(releaseHold('B1')?.amount.toFixed()).toBe('1000');
    expect(releaseHold('B1')).toBeNull();
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('31672.15');
  });

  it('refuses a hold above the available balance with a typed result and changes nothing', () => {
    const refused = holdFunds({ account: ACCOUNT, currency: 'USD', amount: '31672.16', reference: 'B2' });
    expect(refused.ok).toBe(false);
    if (!refused.ok && refused.reason === 'insufficient') expect(refused.available.toFixed()).toBe('31672.15');
    else throw new Error('expected insufficient');
    expect(holdFunds({ account: ACCOUNT, currency: 'USD', amount: '31672.15', reference: 'B3' }).ok).toBe(true);
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('0');
  });

  it('refuses a debit above the available balance, even when the balance covers it', () => {
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

  it('starts again from the seeds on reset', () => {
    postMovement({ account: ACCOUNT, currency: 'USD', amount: '1', type: 'deposit', reference: 'x', date: '20250701' });
    resetLedger('20250701');
    expect(balanceOf(ACCOUNT, 'USD').toFixed()).toBe('41722.15');
  });
});

type Step =
  | { readonly kind: 'move'; readonly currency: MarginCurrency; readonly cents: number; readonly type: MovementType }
  | { readonly kind: 'hold'; readonly currency: MarginCurrency; readonly cents: number; readonly ref: number }
  | { readonly kind: 'release'; readonly ref: number };

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
          } else {
            ledger.releaseHold(`H${item.ref}`);
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
