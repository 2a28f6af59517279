import { MINOR_UNITS, type MarginTransfer } from 'shared';
import { formatMoney } from '../money';

/** A transfer's amount in words: 「USD 1,000.00」, or for a 換匯 「USD 1,000.00 → TWD 31,234.00（匯率 31.234）」. */
export function amountText(transfer: Pick<MarginTransfer, 'action' | 'currency' | 'amount' | 'toCurrency' | 'toAmount' | 'rate'>): string {
  const sold = `${transfer.currency} ${formatMoney(transfer.amount, MINOR_UNITS[transfer.currency])}`;
  if (transfer.action !== 'fx' || transfer.toCurrency === '') return sold;
  return `${sold} → ${transfer.toCurrency} ${formatMoney(transfer.toAmount, MINOR_UNITS[transfer.toCurrency])}（匯率 ${transfer.rate}）`;
}
