import { readNumberInput } from 'shared/format';
import { Decimal, type DecimalValue } from 'shared/money';
import { formatDecimal, formatMoney } from 'shared/format';
import { CURRENCY_HOLIDAYS } from 'shared/calendar';
import { minorUnitDigits } from 'shared/money';
import { businessDaysAfter, taipeiInstant, tradeDateAt } from 'shared/calendar';

// The money rules of a fund order, once for the page (the customer's comfort, beside the field) and the
// sandbox (the truth, when the order arrives): the minimum, the front-end load and total, the buying
// power, units from the NAV, redemption proceeds. Exact decimals (big.js); each rounding is stated.

/** Decimals of units: fund houses allot units to 4 decimals. */
export const UNIT_DECIMALS = 4;

/** Decimals of an amount in `currency`: whole yen, cents otherwise (the margin ledger's minor units, {@link minorUnitDigits}). */
export function amountDecimals(currency: string): number {
  return minorUnitDigits(currency);
}

/** What a subscription costs: the amount invested, the front-end load on top, and their sum, debited. */
export interface SubscriptionCost {
  readonly amount: DecimalValue;
  readonly fee: DecimalValue;
  readonly total: DecimalValue;
}

/**
 * The cost of subscribing `amount` with a front-end load of `frontLoadPercent` (rule FND-6): the load is
 * charged on top of the amount, `amount × load ÷ 100` rounded half-up to the currency's minor unit; the
 * total is what the margin balance pays.
 */
export function subscriptionCost(amount: DecimalValue | string, frontLoadPercent: string, currency: string): SubscriptionCost {
  const invested = new Decimal(amount);
  const fee = invested.times(frontLoadPercent).div(100).round(amountDecimals(currency), Decimal.roundHalfUp);
  return { amount: invested, fee, total: invested.plus(fee) };
}

/** Units a subscription buys at `nav`: `amount ÷ nav`, rounded down to 4 decimals (never more units than paid for). */
export function unitsFor(amount: DecimalValue | string, nav: string): DecimalValue {
  return new Decimal(amount).div(nav).round(UNIT_DECIMALS, Decimal.roundDown);
}

/** What a redemption pays: `units × nav` rounded half-up to the minor unit, less the redemption fee (half-up). */
export function redemptionProceeds(units: DecimalValue | string, nav: string, redemptionFeePercent: string, currency: string): SubscriptionCost {
  const decimals = amountDecimals(currency);
  const gross = new Decimal(units).times(nav).round(decimals, Decimal.roundHalfUp);
  const fee = gross.times(redemptionFeePercent).div(100).round(decimals, Decimal.roundHalfUp);
  return { amount: gross, fee, total: gross.minus(fee) };
}

/** The most digits before the decimal point an amount or a number of units may have (up to 999 trillion). */
export const MAX_WHOLE_DIGITS = 15;

/** The outcome of reading what the customer typed as an amount or a number of units. */
export type ParsedQuantity = { readonly ok: true; readonly value: DecimalValue } | { readonly ok: false; readonly message: string };

function parsePlain(text: string, decimals: number, what: string): ParsedQuantity {
  const read = readNumberInput(text);
  if (read.kind === 'empty') return { ok: false, message: `請輸入${what}。` };
  if (read.kind === 'invalid' || read.negative) return { ok: false, message: `${what}須為正數。` };
  // a number too long to be an amount is refused for its length, not as if it were not a positive number
  if (read.whole.length > MAX_WHOLE_DIGITS) return { ok: false, message: `${what}超過上限：整數部分最多 ${MAX_WHOLE_DIGITS} 位數。` };
  const value = new Decimal(read.plain);
  const places = read.fraction.length;
  if (places > decimals) return { ok: false, message: decimals === 0 ? `${what}須為整數。` : `${what}最多 ${decimals} 位小數。` };
  if (value.lte(0)) return { ok: false, message: `${what}須大於 0。` };
  return { ok: true, value };
}

/**
 * Reads a subscription amount in the fund's currency and checks the minimum (rule FND-5): at most the
 * currency's decimals, at least `minimum`.
 */
export function checkSubscriptionAmount(text: string, currency: string, minimum: string): ParsedQuantity {
  const parsed = parsePlain(text, amountDecimals(currency), '申購金額');
  if (!parsed.ok) return parsed;
  if (parsed.value.lt(minimum)) return { ok: false, message: `單筆最低申購金額為 ${formatMoney(minimum, currency)}。` };
  return parsed;
}

/** The refusal when the subscription's total is more than the buying power (rule FND-6), or null. */
export function buyingPowerShortfall(total: DecimalValue, available: DecimalValue | string, currency: string): string | null {
  if (total.lte(available)) return null;
  return `保證金專戶 ${currency} 可用餘額不足：可用 ${formatMoney(available, currency)}，本次申購需 ${formatMoney(total, currency)}（含申購手續費）。`;
}

/** Reads a number of units to redeem and checks it against the units that may be redeemed (rule FND-8). */
export function checkRedemptionUnits(text: string, availableUnits: DecimalValue | string): ParsedQuantity {
  const parsed = parsePlain(text, UNIT_DECIMALS, '贖回單位數');
  if (!parsed.ok) return parsed;
  if (parsed.value.gt(availableUnits)) return { ok: false, message: `贖回單位數不可超過可贖回單位數 ${formatDecimal(availableUnits, UNIT_DECIMALS)}。` };
  return parsed;
}

/**
 * The fund desk's daily cut-off, Taipei time (rule FND-9): an order before it on a business day counts
 * from today, later or on a day off from the next business day; until the cut-off of its trade date a
 * waiting order may still be cancelled.
 */
export const FUND_CUTOFF = '14:00';

/** The calendar a share class trades on: its currency's market, the yuan class on Hong Kong's (where CNH settles). */
export function fundMarketOf(currency: string): string {
  return currency === 'CNY' ? 'CNH' : currency;
}

/** When an order sent now trades: its trade date, the NAV date (trade date + 1 business day) and whether it waits for the next business day. */
export interface FundOrderDates {
  readonly tradeDate: string;
  readonly navDate: string;
  /** True when sent after the cut-off or on a day off: it counts from the next business day. */
  readonly afterCutoff: boolean;
}

/**
 * The dates of a fund order sent at `at` (epoch ms) in `currency` (rules FND-7, FND-9), on the one trade
 * calendar of the product (Taiwan's and the fund market's business days): the page shows them before the
 * customer confirms and the back end stamps them on the order, from this one definition.
 */
export function fundOrderDates(at: number, currency: string): FundOrderDates {
  const market = fundMarketOf(currency);
  // the fund market's payment calendar (Fedwire for USD), not the bond market's
  const { tradeDate, preOrder } = tradeDateAt(at, FUND_CUTOFF, market, CURRENCY_HOLIDAYS);
  return { tradeDate, navDate: businessDaysAfter(tradeDate, 1, market, CURRENCY_HOLIDAYS), afterCutoff: preOrder };
}

/** The last moment (epoch ms) a fund order of `tradeDate` may be cancelled: the cut-off of its trade date (rule FND-9). */
export function fundCancelDeadline(tradeDate: string): number {
  return taipeiInstant(tradeDate, FUND_CUTOFF);
}

/** True when the order still waits for its NAV and the cut-off of its trade date has not passed at `at` (rule FND-9). */
export function canCancelFundOrder(order: { readonly status: string; readonly tradeDate: string }, at: number): boolean {
  return order.status === 'PENDING_NAV' && at < fundCancelDeadline(order.tradeDate);
}
