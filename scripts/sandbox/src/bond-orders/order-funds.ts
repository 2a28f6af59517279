import type { DecimalValue } from 'shared/money';

/** A posting the ledger refused, with why (for the log; the order book turns it into a rejected order). */
export type FundsRefusal = { readonly ok: false; readonly reason: string };

/**
 * The order engine's view of the customer's money: the margin deposit ledger (scripts/sandbox/src/margin),
 * the one place balances change. The engine never keeps a balance of its own: a working buy holds its
 * estimated cost, a fill is paid out of that hold in one step (a sell's fill posts the credit), a cancel
 * or expiry releases what is still held (rule ORD-8). Refusals are answers, never exceptions.
 */
export interface OrderFunds {
  /** The buying power in `currency`, or null when the account holds no money in that currency at all. */
  available(account: string, currency: string): DecimalValue | null;
  /** Sets money aside for a working buy; refuses with what is available when short. */
  hold(account: string, currency: string, amount: DecimalValue, reference: string): { ok: true } | { ok: false; available: DecimalValue | null };
  /** Releases what is held under `reference` (nothing when nothing is). */
  release(reference: string): void;
  /**
   * Pays a buy's fill (zero or positive) out of the hold under `reference`, valued on `date`, as one
   * operation: what is left of the hold stays held (`keep`) or goes back (`release`, the last fill). A
   * payment above the hold is refused, and a refusal changes nothing.
   */
  settle(reference: string, amount: DecimalValue, date: string, rest: 'keep' | 'release'): { ok: true } | FundsRefusal;
  /** Posts a sell's fill: the credit (positive), valued on `date`. */
  credit(account: string, currency: string, amount: DecimalValue, reference: string, date: string): { ok: true } | FundsRefusal;
}
