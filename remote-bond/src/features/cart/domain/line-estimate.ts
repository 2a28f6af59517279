import { accrualPeriod, accruedInterestOn, accruedInterestPer100, BOND_CUTOFF, Decimal, settlementOfTrade, toNumber, tradeAndSettlement, type AccrualTerms } from 'shared/bond-math';
import type { CartBond } from './cart-bond';
import type { CartCurrencyFee } from './cart-fee-schedule';
import { roundToMinorUnit } from './minor-unit-digits';

/** T+n assumed when the fee schedule has no entry for the currency. */
export const DEFAULT_SETTLEMENT_DAYS = 2;

/** The bond fields an estimate needs. */
export type EstimateBond = AccrualTerms & Pick<CartBond, 'issueCurrency'>;

/** What one cart line's estimate is computed from. */
export interface LineEstimateInput {
  /** The bond of the line. */
  readonly bond: EstimateBond;
  /** Face amount to buy, in the issue currency. */
  readonly faceValue: number;
  /** Limit price, clean, per 100 face. */
  readonly price: number;
  /** The fee schedule's entry for the issue currency; undefined when the schedule has none. */
  readonly fee: CartCurrencyFee | undefined;
  /** Trade date, `YYYYMMDD`: `tradeAndSettlement`'s for an order sent now (after the cut-off the next business day's, rule BND-16). */
  readonly tradeDate: string;
}

/**
 * The estimate of one cart line, computed here and never sent, so its names are plain ones (the wire's
 * spellings, such as `GrossConSiDeration`, stay in the contracts). Amounts are in the issue currency,
 * which is the settlement currency, each rounded half-up to the currency's minor unit.
 */
export interface LineEstimate {
  /** Settlement currency: the bond's issue currency. */
  readonly selectCurrency: string;
  /**
   * Settlement date, `YYYYMMDD`: T+n business days by the fee schedule, skipping weekends and the
   * holidays of Taiwan and of the currency's market (weekends only, with a {@link note}, where the
   * holiday tables do not reach).
   */
  readonly settlementDate: string;
  /** Gross consideration: face × price / 100. */
  readonly grossConsideration: number;
  /** Accrued interest amount to the settlement date: face × accrued per 100 / 100. */
  readonly accruedInterest: number;
  /** One year's custody fee: max(custodyFeeMin, grossConsideration × custodyFeeRate / 100); 0 without a schedule entry. */
  readonly custodyFee: number;
  /** grossConsideration + accruedInterest + custodyFee, exactly the sum of the rounded parts. */
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

/**
 * Estimates one cart line in exact decimal arithmetic (big.js, through `shared/bond-math`):
 * - settlement date: `fee.settlementDays` business days of Taiwan and the currency's market after the
 *   trade date (T+2 without an entry); weekdays only, with a note, outside the holiday tables' years;
 * - gross consideration = face × price / 100;
 * - accrued interest = face × accrued per 100 at the settlement date / 100, computed from the exact
 *   day-count fraction (a single division), not from a rounded per-100 figure;
 * - custody fee = max(custodyFeeMin, gross × custodyFeeRate / 100) on the rounded gross; 0, with a
 *   {@link LineEstimate.note}, when the schedule has no entry for the currency;
 * - total = gross + accrued + custody fee.
 * Each amount is rounded half-up to the currency's minor unit (0 decimals for JPY, 2 otherwise), and
 * the total is the exact sum of the rounded parts, so the figures shown always add up.
 * @throws RangeError on a negative or non-finite face value or price, an invalid date, or a fee entry
 * of another currency.
 */
export function estimateLine(input: LineEstimateInput): LineEstimate {
  const { bond, faceValue, price, fee, tradeDate } = input;
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

  let custody = new Decimal(0);
  if (fee !== undefined) {
    const proportional = gross.times(fee.custodyFeeRate).div(100);
    const minimum = new Decimal(fee.custodyFeeMin);
    custody = roundToMinorUnit(proportional.gt(minimum) ? proportional : minimum, currency);
  }

  const notes = [fee === undefined ? missingFeeNote(currency) : null, holidaysKnown ? null : missingHolidaysNote(currency)].filter(
    (note) => note !== null,
  );
  return {
    selectCurrency: currency,
    settlementDate: settlement,
    grossConsideration: toNumber(gross),
    accruedInterest: toNumber(accrued),
    custodyFee: toNumber(custody),
    totalAmount: toNumber(gross.plus(accrued).plus(custody)),
    accruedPer100: toNumber(accruedInterestPer100(bond, settlement)),
    accrualDays: period?.days ?? 0,
    note: notes.length === 0 ? null : notes.join('；'),
  };
}
