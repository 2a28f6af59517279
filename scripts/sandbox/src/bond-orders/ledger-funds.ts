import { availableOf, holdFunds, postMovement, releaseHold, settleHold } from '../margin/margin-ledger';
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
  settle(reference, amount, date, rest) {
    const result = settleHold({ reference, amount, type: 'order-debit', date, rest });
    if (result.ok) return { ok: true };
    const detail = result.reason === 'over-hold' ? ` (held ${result.held.toFixed()}, asked ${amount.toFixed()})` : result.reason === 'bad-amount' ? ` (${result.detail})` : '';
    return { ok: false, reason: `${result.reason}${detail}` };
  },
  credit(account, currency, amount, reference, date) {
    // a bond in a currency the margin account does not keep settles outside it
    if (!isMarginCurrency(currency) || amount.eq(0)) return { ok: true };
    const result = postMovement({ account, currency, amount, type: 'order-credit', reference, date });
    return result.ok ? { ok: true } : { ok: false, reason: result.reason };
  },
};
