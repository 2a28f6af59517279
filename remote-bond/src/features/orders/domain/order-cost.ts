import { Decimal, accruedInterestOn, type AccrualTerms, type DecimalValue } from 'shared/bond-math';
import { minorUnitDigits, roundToMinorUnit } from '../../cart';

/** The fee entry of a currency (the desk's trading fee, rule ORD-7). */
export interface TradeFee {
  readonly feeRate: string;
  readonly feeMin: string;
}

/** What one order line's cost is computed from. */
export interface OrderCostInput {
  readonly bond: AccrualTerms & { readonly issueCurrency: string };
  /** Face amount. */
  readonly nominal: number;
  /** Limit price, clean, per 100 face. */
  readonly price: number;
  /** The trading fee of the currency; undefined when the desk's rules have none (then no order can be costed). */
  readonly fee: TradeFee | undefined;
  /** The settlement date of the order, `YYYYMMDD`: `tradeAndSettlement`'s for the moment it is sent (rule BND-16). */
  readonly settlementDate: string;
}

/** One line's all-in cost (rule ORD-7), each amount rounded half-up to the currency's minor unit. */
export interface OrderCost {
  readonly currency: string;
  readonly settlementDate: string;
  /** nominal × price / 100. */
  readonly clean: DecimalValue;
  /** Accrued interest of the nominal to the settlement date. */
  readonly accrued: DecimalValue;
  /** max(feeMin, clean × feeRate / 100). */
  readonly fee: DecimalValue;
  /** clean + accrued + fee, exactly the sum of the rounded parts (a buy's cost; a sell's proceeds are clean + accrued − fee). */
  readonly total: DecimalValue;
}

/** The trading fee of a clean amount: max(minimum, clean × rate / 100), rounded half-up to the minor unit. */
export function tradingFee(clean: DecimalValue, currency: string, fee: TradeFee): DecimalValue {
  const proportional = clean.times(fee.feeRate).div(100);
  const minimum = new Decimal(fee.feeMin);
  return roundToMinorUnit(proportional.gt(minimum) ? proportional : minimum, currency);
}

/**
 * The all-in cost of buying `nominal` at `price` (rule ORD-7): clean amount, accrued interest to the
 * settlement date (the order's, from the shared bond maths' one definition, rule BND-16),
 * the trading fee with its minimum, and the total. The sandbox computes the same when it holds the money.
 */
export function orderCost(input: OrderCostInput): OrderCost {
  const currency = input.bond.issueCurrency;
  const { settlementDate } = input;
  const nominal = new Decimal(input.nominal);
  const clean = roundToMinorUnit(nominal.times(input.price).div(100), currency);
  const accrued = roundToMinorUnit(accruedInterestOn(nominal, input.bond, settlementDate), currency);
  const fee = input.fee === undefined ? new Decimal(0) : tradingFee(clean, currency, input.fee);
  return { currency, settlementDate, clean, accrued, fee, total: clean.plus(accrued).plus(fee) };
}

/** The proceeds of selling: clean + accrued − fee. */
export function saleProceeds(cost: OrderCost): DecimalValue {
  return cost.clean.plus(cost.accrued).minus(cost.fee);
}

/** An amount in TWD at a rate (TWD per unit), rounded half-up to whole cents. */
export function twdOf(amount: DecimalValue, rate: string): DecimalValue {
  return roundToMinorUnit(amount.times(rate), 'TWD');
}

/** A decimal amount for display: thousands separators, the currency's minor unit. */
export function formatMoney(amount: DecimalValue, currency: string): string {
  const digits = minorUnitDigits(currency);
  const [whole = '0', fraction] = amount.toFixed(digits).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
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
