import { MARGIN_CURRENCY_NAMES } from 'shared/money';
import { formatMoney } from 'shared';
import { type FxPairRate, type MarginTransfer } from '@shared/margin';

/**
 * An exchange rate the way every page writes it, direction in words (rule MRG-5):
 * 「USD/TWD 32.2232（新台幣／每 1 美元）」, the exact price as quoted.
 */
export function fxRateText(rate: FxPairRate): string {
  return `${rate.base}/${rate.quote} ${rate.price}（${MARGIN_CURRENCY_NAMES[rate.quote]}／每 1 ${MARGIN_CURRENCY_NAMES[rate.base]}）`;
}

/** A transfer's amount in words: 「USD 1,000.00」, or for a 換匯 「USD 1,000.00 → 新台幣 32,223.20（USD/TWD 32.2232）」. */
export function amountText(transfer: Pick<MarginTransfer, 'action' | 'currency' | 'amount' | 'toCurrency' | 'toAmount' | 'rate'>): string {
  const sold = formatMoney(transfer.amount, transfer.currency);
  if (transfer.action !== 'fx' || transfer.toCurrency === '') return sold;
  const rate = transfer.rate === null ? '' : `（${transfer.rate.base}/${transfer.rate.quote} ${transfer.rate.price}）`;
  return `${sold} → ${formatMoney(transfer.toAmount, transfer.toCurrency)}${rate}`;
}
