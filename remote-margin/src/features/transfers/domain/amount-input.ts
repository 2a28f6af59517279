import { Decimal } from 'shared/money';
import { currencyLabel, formatAmount, formatMoney, readNumberInput } from 'shared';
import { transferAmountProblem, type TransferAction } from '@shared/margin';
import { type MarginCurrency } from 'shared/money';

/** What the amount field holds: the amount on the wire (`"1000.5"`) or the reason it is refused, in zh-TW. */
export type AmountParse = { readonly ok: true; readonly amount: string } | { readonly ok: false; readonly message: string };

/**
 * Reads what the customer typed or pasted into an amount field (rule MRG-4): `1,000.50` (thousands separators
 * where they belong, also full-width) is 1000.50; empty, non-numeric, negative, zero and amounts finer than
 * the currency's unit for the action are refused with the reason. The result is the wire form.
 */
export function parseAmountInput(text: string, action: TransferAction, currency: MarginCurrency): AmountParse {
  const read = readNumberInput(text);
  if (read.kind === 'empty') return { ok: false, message: '請輸入金額' };
  if (read.kind === 'invalid') return { ok: false, message: '請輸入數字金額，例如 1,000.50' };
  if (read.negative) return { ok: false, message: '金額不可為負數' };
  const { whole, fraction } = read;
  if (whole.length > 15) return { ok: false, message: '金額過大' };
  const kept = fraction.replace(/0+$/, '');
  const wire = kept === '' ? whole : `${whole}.${kept}`;
  const problem = transferAmountProblem(action, currency, wire);
  return problem === null ? { ok: true, amount: wire } : { ok: false, message: problem };
}

/** The figures an amount is checked against beside its field (rule MRG-4). */
export interface AmountLimits {
  /** Available balance (出金 and 換匯); null when the action takes no money from the account (入金). */
  readonly available: string | null;
  /** What today's daily limit still allows in the currency. */
  readonly room: string;
  readonly decimals: number;
  readonly currency: MarginCurrency;
}

/** The reason an amount of the right form is still refused (over available, over the daily limit), or null. */
export function amountOverLimits(amount: string, limits: AmountLimits): string | null {
  const value = new Decimal(amount);
  if (limits.available !== null && value.gt(limits.available)) {
    return `超過可用餘額（${formatMoney(limits.available, limits.currency)}）`;
  }
  if (value.gt(limits.room)) return `超過今日 ${currencyLabel(limits.currency)} 轉帳限額，今日尚可轉帳 ${formatAmount(limits.room, limits.currency)}`;
  return null;
}
