import * as v from 'valibot';
import { minorUnitDigits } from './minor-units';

/**
 * The currencies a margin deposit account (保證金專戶) holds, TWD first (the currency totals are shown in):
 * every currency a bond, stock or fund order settles in, so each has buying power. Both renminbi: CNY,
 * onshore renminbi bought from a Taiwan bank, and CNH, offshore renminbi, in which CNH bonds settle.
 */
export const MARGIN_CURRENCIES = ['TWD', 'USD', 'EUR', 'GBP', 'AUD', 'NZD', 'JPY', 'ZAR', 'CNY', 'CNH'] as const;

/** One of {@link MARGIN_CURRENCIES}. */
export type MarginCurrency = (typeof MARGIN_CURRENCIES)[number];

/** A margin currency code on the wire. */
export const MarginCurrencySchema = v.picklist(MARGIN_CURRENCIES);

/** zh-TW name of each margin currency, for labels (`美元 USD`). */
export const MARGIN_CURRENCY_NAMES: Readonly<Record<MarginCurrency, string>> = {
  TWD: '新台幣',
  USD: '美元',
  EUR: '歐元',
  GBP: '英鎊',
  AUD: '澳幣',
  NZD: '紐幣',
  JPY: '日圓',
  ZAR: '南非幣',
  CNY: '人民幣',
  CNH: '離岸人民幣',
};

/**
 * Decimal places of each margin currency's minor unit, from the one table of every currency
 * (`MINOR_UNIT_DIGITS` of `shared/money`): amounts of money in that currency never carry more (JPY has
 * no sen in practice, the others have cents). A TWD withdrawal is stricter still (whole dollars, see the
 * transfer contract).
 */
export const MINOR_UNITS: Readonly<Record<MarginCurrency, number>> = Object.fromEntries(
  MARGIN_CURRENCIES.map((currency) => [currency, minorUnitDigits(currency)]),
) as Record<MarginCurrency, number>;

/** True for `value` a margin currency code. */
export function isMarginCurrency(value: string): value is MarginCurrency {
  return (MARGIN_CURRENCIES as readonly string[]).includes(value);
}
