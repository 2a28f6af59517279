import type { AccrualTerms } from '@shared/bond/math';
import { formatDateTime, formatMoney, readNumberInput } from 'shared';
import type { DecimalValue } from 'shared/money';
import { buyCost, roundToMinorUnit, tradingFeeOf, type CartCurrencyFee, type TradeFee } from '../../cart';

export type { TradeFee } from '../../cart';

/** What one order line's cost is computed from. */
export interface OrderCostInput {
  readonly bond: AccrualTerms & { readonly issueCurrency: string };
  /** Face amount. */
  readonly nominal: number;
  /** Limit price, clean, per 100 face. */
  readonly price: number;
  /** The trading fee of the currency; undefined when the desk's rules have none (then it counts 0 and the cost says so). */
  readonly fee: TradeFee | undefined;
  /** The fee schedule's entry of the currency (settlement days, custody fee); undefined without one (T+2, no custody fee, said so). */
  readonly schedule: CartCurrencyFee | undefined;
  /** The trade date the order will work on, `YYYYMMDD`. */
  readonly tradeDate: string;
}

/** One line's all-in cost (rule ORD-7), each amount rounded half-up to the currency's minor unit. */
export interface OrderCost {
  readonly currency: string;
  readonly settlementDate: string;
  /** nominal × price / 100. */
  readonly clean: DecimalValue;
  /** Accrued interest of the nominal to the settlement date. */
  readonly accrued: DecimalValue;
  /** Days of accrual to the settlement date. */
  readonly accrualDays: number;
  /** max(feeMin, clean × feeRate / 100). */
  readonly fee: DecimalValue;
  /** One year's custody fee, charged later while the bond is held (not in the total). */
  readonly custodyFee: DecimalValue;
  /** clean + accrued + fee, exactly the sum of the rounded parts (a buy's cost; a sell's proceeds are clean + accrued − fee). */
  readonly total: DecimalValue;
  /** What part of the cost rests on an assumption, or null. */
  readonly note: string | null;
}

/** The trading fee of a clean amount: max(minimum, clean × rate / 100), rounded half-up to the minor unit. */
export function tradingFee(clean: DecimalValue, currency: string, fee: TradeFee): DecimalValue {
  return tradingFeeOf(clean, currency, fee);
}

/**
 * The all-in cost of buying `nominal` at `price` (rule ORD-7), by the cart's one cost function
 * ({@link buyCost}): clean amount, accrued interest to the settlement date (the product's one definition
 * of the dates, rule BND-16), the trading fee with its
 * minimum, and the total; one year's custody fee beside it. The sandbox holds the same total.
 */
export function orderCost(input: OrderCostInput): OrderCost {
  const cost = buyCost({ bond: input.bond, faceValue: input.nominal, price: input.price, fee: input.schedule, tradeFee: input.fee, tradeDate: input.tradeDate });
  return {
    currency: cost.currency,
    settlementDate: cost.settlementDate,
    clean: cost.gross,
    accrued: cost.accrued,
    accrualDays: cost.accrualDays,
    fee: cost.tradingFee,
    custodyFee: cost.custodyFee,
    total: cost.total,
    note: cost.note,
  };
}

/** The proceeds of selling: clean + accrued − fee. */
export function saleProceeds(cost: OrderCost): DecimalValue {
  return cost.clean.plus(cost.accrued).minus(cost.fee);
}

/** An amount in TWD at a rate (TWD per unit), rounded half-up to whole cents. */
export function twdOf(amount: DecimalValue, rate: string): DecimalValue {
  return roundToMinorUnit(amount.times(rate), 'TWD');
}

/** An amount's TWD equivalent at the indicative rate of a moment (rule ORD-7). */
export interface TwdEquivalent {
  readonly amount: DecimalValue;
  readonly rate: string;
  readonly time: string;
}

/**
 * A TWD equivalent as order entry, its confirmation and the sell ticket say it:
 * `新台幣 3,215,000.00（參考匯率 32.15，2026/11/27 09:30）`, or 無參考匯率 without a rate.
 */
export function twdEquivalentText(twd: TwdEquivalent | undefined): string {
  return twd === undefined ? '無參考匯率' : `${formatMoney(twd.amount, 'TWD')}（參考匯率 ${twd.rate}，${formatDateTime(twd.time)}）`;
}

/** One line's place in the buying-power check. */
export interface PowerLine {
  readonly key: string;
  readonly currency: string;
  readonly total: DecimalValue;
}

/** The outcome of the buying-power check of one line. */
export type PowerVerdict = { readonly ok: true } | { readonly ok: false; readonly shortfall: DecimalValue; readonly available: DecimalValue | null };

/**
 * The buying-power check (rule ORD-8): lines in order, each currency's available money must cover the
 * running total; a line that would overdraw is refused with its shortfall (and later lines of the currency
 * are still tried against what is left). `available` null means the account holds no money in it.
 */
export function checkBuyingPower(lines: readonly PowerLine[], available: (currency: string) => DecimalValue | null): Map<string, PowerVerdict> {
  const left = new Map<string, DecimalValue | null>();
  const verdicts = new Map<string, PowerVerdict>();
  for (const line of lines) {
    if (!left.has(line.currency)) left.set(line.currency, available(line.currency));
    const money = left.get(line.currency) ?? null;
    if (money === null || money.lt(line.total)) {
      verdicts.set(line.key, { ok: false, shortfall: money === null ? line.total : line.total.minus(money), available: money });
    } else {
      left.set(line.currency, money.minus(line.total));
      verdicts.set(line.key, { ok: true });
    }
  }
  return verdicts;
}

/**
 * A budget in TWD as a customer types it (the finder's 預算內 and the ladder's 預算, rules BND-7, BND-18): a
 * whole number of 1 to 12 digits above 0, full-width digits and grouping commas accepted; else undefined.
 */
export function twdBudgetOf(text: string): number | undefined {
  const read = readNumberInput(text);
  if (read.kind !== 'number' || read.negative || read.fraction !== '' || read.whole.length > 12) return undefined;
  const value = Number(read.whole);
  return value > 0 ? value : undefined;
}
