import { formatMoney, type MarginTransfer } from 'shared';

/** A transfer's amount in words: 「USD 1,000.00」, or for a 換匯 「USD 1,000.00 → 新台幣 31,234.00（匯率 31.234）」. */
export function amountText(transfer: Pick<MarginTransfer, 'action' | 'currency' | 'amount' | 'toCurrency' | 'toAmount' | 'rate'>): string {
  const sold = formatMoney(transfer.amount, transfer.currency);
  if (transfer.action !== 'fx' || transfer.toCurrency === '') return sold;
  return `${sold} → ${formatMoney(transfer.toAmount, transfer.toCurrency)}（匯率 ${transfer.rate}）`;
}
