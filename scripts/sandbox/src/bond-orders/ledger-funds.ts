import { availableOf, holdFunds, postMovement, releaseHold } from '../margin/margin-ledger';
import { isMarginCurrency } from '../shared-contracts';
import type { OrderFunds } from './order-funds';

/** {@link OrderFunds} on the margin ledger. Currencies the ledger does not keep have no money (null). */
export const ledgerFunds: OrderFunds = {
  available(account, currency) {
    return isMarginCurrency(currency) ? availableOf(account, currency) : null;
  },
  hold(account, currency, amount, reference) {
    if (!isMarginCurrency(currency)) return { ok: false, available: null };
    const result = holdFunds({ account, currency, amount, reference });
    if (result.ok) return { ok: true };
    return { ok: false, available: result.reason === 'insufficient' ? result.available : availableOf(account, currency) };
  },
  release(reference) {
    releaseHold(reference);
  },
  post(account, currency, amount, reference, date) {
    if (!isMarginCurrency(currency) || amount.eq(0)) return;
    const result = postMovement({ account, currency, amount, type: amount.lt(0) ? 'order-debit' : 'order-credit', reference, date });
    if (!result.ok) throw new Error(`ledger refused the ${reference} settlement: ${result.reason}`);
  },
};
