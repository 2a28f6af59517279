import { TWD_ESTIMATE_DIGITS, formatDecimal, minorUnitDigits } from 'shared/bond-math';
import { DISTRIBUTION_FREQUENCY_OPTIONS, FUND_CURRENCY_OPTIONS, FUND_TYPE_OPTIONS, SHARE_CLASS_OPTIONS, isApiError, labelOf, type FundSummary } from 'shared';

/** `20250630` → `2025/06/30`. */
export function formatDate(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}/${yyyymmdd.slice(4, 6)}/${yyyymmdd.slice(6, 8)}`;
}

/** A return in percent with its sign: `"12.3"` → `+12.30%`, `"-1.5"` → `-1.50%`. */
export function formatReturn(percent: string): string {
  const text = formatDecimal(percent, 2);
  return `${text.startsWith('-') ? '' : '+'}${text}%`;
}

/** A fee or rate in percent: `"1.5"` → `1.50%`. */
export function formatPercent(percent: string): string {
  return `${formatDecimal(percent, 2)}%`;
}

/**
 * Decimals an amount of the currency is shown and entered with: its minor unit from the one table (whole
 * yen, cents otherwise); NT dollars, which these pages show only as the estimate of a cost, in whole dollars.
 */
export function currencyDecimals(currency: string): number {
  return currency === 'TWD' ? TWD_ESTIMATE_DIGITS : minorUnitDigits(currency);
}

/** An amount with its currency code: `USD 1,000.00`. */
export function formatMoney(amount: string, currency: string): string {
  return `${currency} ${formatDecimal(amount, currencyDecimals(currency))}`;
}

/** A NAV or a number of units as published (every decimal it has, grouped). */
export function formatPlain(value: string): string {
  return formatDecimal(value);
}

/** The type's name: `債券型`. */
export function typeText(type: string): string {
  return labelOf(FUND_TYPE_OPTIONS, type);
}

/** The currency's name with its code: `美元 USD`. */
export function currencyText(currency: string): string {
  return `${labelOf(FUND_CURRENCY_OPTIONS, currency)} ${currency}`;
}

/** The share class in words: `配息型（月配）`, `累積型`. */
export function shareClassText(fund: Pick<FundSummary, 'shareClass' | 'distributionFrequency'>): string {
  const name = labelOf(SHARE_CLASS_OPTIONS, fund.shareClass);
  return fund.distributionFrequency === '' ? name : `${name}（${labelOf(DISTRIBUTION_FREQUENCY_OPTIONS, fund.distributionFrequency)}）`;
}

/** The message of a failed call as the customer reads it: the API client's zh-TW message, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
