import { formatMoney } from 'shared';
import { accrualPeriod, accruedInterestOn, accruedInterestPer100, BOND_CUTOFF, settlementOfTrade, tradeAndSettlement, type AccrualTerms } from '@shared/bond/math';
import { Decimal, toNumber, type DecimalSource, type DecimalValue } from 'shared/money';
import type { CartBond } from './cart-bond';
import type { CartCurrencyFee } from './cart-fee-schedule';
import { roundToMinorUnit } from './minor-unit-digits';

/** T+n assumed when the fee schedule has no entry for the currency. */
export const DEFAULT_SETTLEMENT_DAYS = 2;

/** The bond fields an estimate needs. */
export type EstimateBond = AccrualTerms & Pick<CartBond, 'issueCurrency'>;

/**
 * The desk's trading fee of one currency (`BondTradeFee` of the trade-rules contract, rule ORD-7):
 * `max(feeMin, clean × feeRate / 100)`, charged on a buy and on a sell.
 */
export interface TradeFee {
  /** Percent of the clean consideration (`"0.1"` is 0.1 %). */
  readonly feeRate: string;
  /** Smallest fee, in the currency itself. */
  readonly feeMin: string;
}

/** What the cost of buying one bond line is computed from: the same for the cart, order entry and its confirmation. */
export interface LineEstimateInput {
  /** The bond of the line. */
  readonly bond: EstimateBond;
  /** Face amount to buy, in the issue currency. */
  readonly faceValue: number;
  /** Limit price, clean, per 100 face. */
  readonly price: number;
  /** The fee schedule's entry for the issue currency (custody fee, settlement days); undefined when the schedule has none. */
  readonly fee: CartCurrencyFee | undefined;
  /** The desk's trading fee of the issue currency; undefined when the trade rules have none. */
  readonly tradeFee: TradeFee | undefined;
  /** Trade date, `YYYYMMDD`: `tradeAndSettlement`'s for an order sent now (after the cut-off the next business day's, rule BND-16). */
  readonly tradeDate: string;
}

/**
 * The cost of buying one bond line in exact decimals (rules CRT-6, ORD-7), each amount rounded half-up to
 * the currency's minor unit once. What the customer pays at settlement, and what the back end holds when
 * the order is placed, is `total` = gross + accrued interest + trading fee. The custody fee is not part of
 * it: it is charged while the bond is held, and `custodyFee` is one year of it, for the customer to see.
 */
export interface BuyCost {
  /** Settlement currency: the bond's issue currency. */
  readonly currency: string;
  /** Settlement date, `YYYYMMDD` (rule CRT-7). */
  readonly settlementDate: string;
  /** Gross consideration (成交金額): face × price / 100. */
  readonly gross: DecimalValue;
  /** Accrued interest (前手息) of the face to the settlement date. */
  readonly accrued: DecimalValue;
  /** Accrued interest per 100 face at the settlement date, unrounded. */
  readonly accruedPer100: DecimalValue;
  /** Days of accrual by the bond's day count (0 when nothing accrues). */
  readonly accrualDays: number;
  /** The trading fee (手續費): max(feeMin, gross × feeRate / 100); 0, with a note, without a fee entry. */
  readonly tradingFee: DecimalValue;
  /** One year's custody fee (保管費), charged later while the bond is held: max(custodyFeeMin, gross × custodyFeeRate / 100); 0 without a schedule entry. */
  readonly custodyFee: DecimalValue;
  /** gross + accrued + trading fee, exactly the sum of the rounded parts: what is paid and held. */
  readonly total: DecimalValue;
  /** A zh-TW note when part of the cost rests on an assumption (no fee entry, no holiday table), else null. */
  readonly note: string | null;
}

/**
 * The estimate of one cart line as numbers, from {@link buyCost} (the wire's spellings, such as
 * `GrossConSiDeration`, stay in the contracts). Amounts are in the issue currency.
 */
export interface LineEstimate {
  /** Settlement currency: the bond's issue currency. */
  readonly selectCurrency: string;
  /** Settlement date, `YYYYMMDD`. */
  readonly settlementDate: string;
  /** Gross consideration: face × price / 100. */
  readonly grossConsideration: number;
  /** Accrued interest amount to the settlement date. */
  readonly accruedInterest: number;
  /** The trading fee. */
  readonly tradingFee: number;
  /** One year's custody fee, charged later while held (not in {@link totalAmount}). */
  readonly custodyFee: number;
  /** grossConsideration + accruedInterest + tradingFee: what is paid at settlement. */
  readonly totalAmount: number;
  /** Accrued interest per 100 face at the settlement date, unrounded (see `accruedInterest`). */
  readonly accruedPer100: number;
  /** Days of accrual by the bond's day count (0 when nothing accrues). */
  readonly accrualDays: number;
  /** A zh-TW note when part of the estimate rests on an assumption (no fee entry, no holiday table), else null. */
  readonly note: string | null;
}

/** The note shown when the fee schedule has no entry for the currency. */
export function missingFeeNote(currency: string): string {
  return `費率表無 ${currency} 幣別資料：保管費以 0 計，交割日以 T+${DEFAULT_SETTLEMENT_DAYS} 估算`;
}

/** The note shown when the trade rules have no trading fee for the currency. */
export function missingTradeFeeNote(currency: string): string {
  return `交易規則無 ${currency} 幣別手續費資料：手續費以 0 計`;
}

/** The note shown when the holiday tables do not cover the settlement (a later year, another currency). */
export function missingHolidaysNote(currency: string): string {
  return `未有 ${currency} 或台灣該年度假日資料：交割日僅排除週末估算`;
}

/**
 * The trade date of a cart line in `currency` for an order sent at `now` (epoch ms): the product's one
 * definition (rule BND-16), after the cut-off or on a day off the next business day's, so that the
 * line's settlement date and accrued interest are the detail's and the order's.
 */
export function cartTradeDate(now: number, currency: string, fee: CartCurrencyFee | undefined): string {
  return tradeAndSettlement(now, currency, BOND_CUTOFF, fee?.settlementDays ?? DEFAULT_SETTLEMENT_DAYS).tradeDate;
}

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number >= 0: ${value}`);
}

/** max(minimum, base × rate / 100), rounded half-up to the minor unit. */
function percentWithMinimum(base: DecimalValue, rate: DecimalSource, minimum: DecimalSource, currency: string): DecimalValue {
  const proportional = base.times(rate).div(100);
  const floor = new Decimal(minimum);
  return roundToMinorUnit(proportional.gt(floor) ? proportional : floor, currency);
}

/** The fee schedule's custody terms of a currency: a yearly rate (percent) and minimum. */
export interface CustodyTerms {
  readonly custodyFeeRate: number;
  readonly custodyFeeMin: number;
}

/**
 * One year's custody fee on a nominal (rules CRT-6, ORD-7, ORD-16): the fee schedule's yearly rate on the
 * face value held, at least its minimum, `max(custodyFeeMin, nominal × custodyFeeRate / 100)`, not rounded
 * (the cart and order entry round a year's, the cash-flow calendar and the ladder each part taken with a
 * coupon). The product's one definition of the fee: never on the price paid.
 */
export function yearlyCustodyFee(nominal: DecimalSource, terms: CustodyTerms): DecimalValue {
  const proportional = new Decimal(nominal).times(terms.custodyFeeRate).div(100);
  const minimum = new Decimal(terms.custodyFeeMin);
  return proportional.gt(minimum) ? proportional : minimum;
}

/** The trading fee of a clean amount: max(minimum, clean × rate / 100), rounded half-up to the minor unit (rule ORD-7). */
export function tradingFeeOf(clean: DecimalValue, currency: string, fee: TradeFee): DecimalValue {
  return percentWithMinimum(clean, fee.feeRate, fee.feeMin, currency);
}

/**
 * The one cost of buying a bond line (rules CRT-6, CRT-7, ORD-7), used by the cart, order entry and the
 * confirmation alike, in exact decimal arithmetic (big.js, through `shared/money`):
 * - settlement date: `fee.settlementDays` business days of Taiwan and the currency's market after the
 *   trade date (T+2 without an entry); weekdays only, with a note, outside the holiday tables' years;
 * - gross consideration = face × price / 100;
 * - accrued interest = face × accrued per 100 at the settlement date / 100, from the exact day-count
 *   fraction (a single division);
 * - trading fee = max(feeMin, gross × feeRate / 100) by the desk's rules; 0, with a note, without an entry;
 * - total = gross + accrued + trading fee: what the back end holds and the customer pays;
 * - one year's custody fee = max(custodyFeeMin, gross × custodyFeeRate / 100), shown beside the total,
 *   never in it (it is charged while the bond is held).
 * Each amount is rounded half-up to the currency's minor unit (0 decimals for JPY, 2 otherwise) once, and
 * the total is the exact sum of the rounded parts, so the figures shown always add up.
 * @throws RangeError on a negative or non-finite face value or price, an invalid date, or a fee entry
 * of another currency.
 */
export function buyCost(input: LineEstimateInput): BuyCost {
  const { bond, faceValue, price, fee, tradeFee, tradeDate } = input;
  assertAmount('faceValue', faceValue);
  assertAmount('price', price);
  const currency = bond.issueCurrency;
  if (fee !== undefined && fee.currency !== currency) throw new RangeError(`fee entry of ${fee.currency} for a ${currency} bond`);

  // the product's one settlement rule (rule BND-16): weekdays only, flagged, where the holiday tables do not reach
  const { settlementDate: settlement, holidaysKnown } = settlementOfTrade(tradeDate, currency, fee?.settlementDays ?? DEFAULT_SETTLEMENT_DAYS);
  const face = new Decimal(faceValue);
  const gross = roundToMinorUnit(face.times(price).div(100), currency);
  const period = accrualPeriod(bond, settlement);
  const accrued = roundToMinorUnit(accruedInterestOn(face, bond, settlement), currency);
  const trading = tradeFee === undefined ? new Decimal(0) : tradingFeeOf(gross, currency, tradeFee);
  const custody = fee === undefined ? new Decimal(0) : roundToMinorUnit(yearlyCustodyFee(face, fee), currency);

  const notes = [
    fee === undefined ? missingFeeNote(currency) : null,
    tradeFee === undefined ? missingTradeFeeNote(currency) : null,
    holidaysKnown ? null : missingHolidaysNote(currency),
  ].filter((note) => note !== null);
  return {
    currency,
    settlementDate: settlement,
    gross,
    accrued,
    accruedPer100: accruedInterestPer100(bond, settlement),
    accrualDays: period?.days ?? 0,
    tradingFee: trading,
    custodyFee: custody,
    total: gross.plus(accrued).plus(trading),
    note: notes.length === 0 ? null : notes.join('；'),
  };
}

/** {@link buyCost} as the cart line's numbers. */
export function estimateLine(input: LineEstimateInput): LineEstimate {
  const cost = buyCost(input);
  return {
    selectCurrency: cost.currency,
    settlementDate: cost.settlementDate,
    grossConsideration: toNumber(cost.gross),
    accruedInterest: toNumber(cost.accrued),
    tradingFee: toNumber(cost.tradingFee),
    custodyFee: toNumber(cost.custodyFee),
    totalAmount: toNumber(cost.total),
    accruedPer100: toNumber(cost.accruedPer100),
    accrualDays: cost.accrualDays,
    note: cost.note,
  };
}

/**
 * How the custody fee is charged, in the customer's words, for every page that shows it beside a cost
 * (rule ORD-16 takes it in equal parts with each coupon, a zero-coupon bond's at its redemption).
 */
export function custodyFeeTerms(fee: CartCurrencyFee | undefined, currency: string): string {
  if (fee === undefined) return `費率表無 ${currency} 保管費資料`;
  return `不含於應付金額；持有期間按面額年費率 ${fee.custodyFeeRate}%（每年最低 ${formatMoney(fee.custodyFeeMin, currency)}）計收，隨每次配息分次扣收，零息債券於到期時扣收`;
}
