import type { DecimalValue } from 'shared/bond-math';

/**
 * The order engine's view of the customer's money: the margin deposit ledger (scripts/sandbox/src/margin),
 * the one place balances change. The engine never keeps a balance of its own: a working buy holds its
 * estimated cost, a fill releases the hold and posts the debit (a sell's fill posts the credit), a cancel
 * or expiry releases what is still held (rule ORD-8).
 */
export interface OrderFunds {
  /** The buying power in `currency`, or null when the account holds no money in that currency at all. */
  available(account: string, currency: string): DecimalValue | null;
  /** Sets money aside for a working buy; refuses with what is available when short. */
  hold(account: string, currency: string, amount: DecimalValue, reference: string): { ok: true } | { ok: false; available: DecimalValue | null };
  /** Releases what is held under `reference` (nothing when nothing is). */
  release(reference: string): void;
  /** Posts a fill's money: negative for a buy's debit, positive for a sell's credit, valued on `date`. */
  post(account: string, currency: string, amount: DecimalValue, reference: string, date: string): void;
}
