import { Decimal, accruedInterestOn, addMonths, couponPeriodAround, couponSchedule, formatYyyymmdd, parseYyyymmdd, type DecimalValue } from 'shared/bond-math';
import type { BondPosition } from 'shared';
import { roundToMinorUnit } from '../../cart';

/** A position with what the page computes for it (rule ORD-15); amounts rounded half-up to the currency's minor unit. */
export interface PositionView {
  readonly position: BondPosition;
  /** 交割中 until the settlement date, then 庫存. */
  readonly settling: boolean;
  /** Nominal not in a working sell order: what may be sold. */
  readonly sellable: DecimalValue;
  /** Accrued interest of the nominal to today. */
  readonly accrued: DecimalValue;
  /** bid × nominal / 100 + accrued. */
  readonly value: DecimalValue;
  /** (bid − average cost) × nominal / 100. */
  readonly unrealised: DecimalValue;
  /** The unrealised gain or loss in TWD at the rate, when there is one for the currency. */
  readonly unrealisedTwd: DecimalValue | undefined;
  readonly valueTwd: DecimalValue | undefined;
  /** The next regular coupon's date and amount (nominal × rate / 100 / frequency); null for a zero coupon. */
  readonly nextCoupon: { readonly date: string; readonly amount: DecimalValue } | null;
}

/** The figures of each position on `today` with TWD rates (TWD per unit) by currency. */
export function viewPositions(positions: readonly BondPosition[], today: string, rateOf: (currency: string) => string | undefined): PositionView[] {
  const day = parseYyyymmdd(today);
  return positions.map((position) => {
    const currency = position.issueCurrency;
    const nominal = new Decimal(position.nominal);
    const bid = new Decimal(position.bidPrice);
    const accrued = roundToMinorUnit(accruedInterestOn(nominal, position, today), currency);
    const value = roundToMinorUnit(bid.times(nominal).div(100), currency).plus(accrued);
    const unrealised = roundToMinorUnit(bid.minus(position.averageCost).times(nominal).div(100), currency);
    const rate = rateOf(currency);
    const period = position.cpnFreq === 0 ? null : couponPeriodAround(parseYyyymmdd(position.maturityDate), position.cpnFreq, day);
    return {
      position,
      settling: today < position.settlementDate,
      sellable: nominal.minus(position.reservedNominal),
      accrued,
      value,
      unrealised,
      unrealisedTwd: rate === undefined ? undefined : roundToMinorUnit(unrealised.times(rate), 'TWD'),
      valueTwd: rate === undefined ? undefined : roundToMinorUnit(value.times(rate), 'TWD'),
      nextCoupon: period === null ? null : { date: formatYyyymmdd(period.next), amount: couponAmount(position) },
    };
  });
}

/** One regular coupon of a position: nominal × rate / 100 / frequency, rounded to the minor unit. */
export function couponAmount(position: BondPosition): DecimalValue {
  if (position.cpnFreq === 0) return new Decimal(0);
  return roundToMinorUnit(new Decimal(position.nominal).times(position.faceRate).div(100).div(position.cpnFreq), position.issueCurrency);
}

/** Totals of one currency: value and unrealised, with their TWD equivalents when there is a rate. */
export interface CurrencyTotal {
  readonly currency: string;
  readonly value: DecimalValue;
  readonly unrealised: DecimalValue;
  readonly valueTwd: DecimalValue | undefined;
  readonly unrealisedTwd: DecimalValue | undefined;
}

/** Totals per currency, in order of first appearance. */
export function totalsByCurrency(views: readonly PositionView[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const view of views) {
    const currency = view.position.issueCurrency;
    const sum = totals.get(currency);
    const add = (a: DecimalValue | undefined, b: DecimalValue | undefined) => (a === undefined || b === undefined ? undefined : a.plus(b));
    totals.set(
      currency,
      sum === undefined
        ? { currency, value: view.value, unrealised: view.unrealised, valueTwd: view.valueTwd, unrealisedTwd: view.unrealisedTwd }
        : {
            currency,
            value: sum.value.plus(view.value),
            unrealised: sum.unrealised.plus(view.unrealised),
            valueTwd: add(sum.valueTwd, view.valueTwd),
            unrealisedTwd: add(sum.unrealisedTwd, view.unrealisedTwd),
          },
    );
  }
  return [...totals.values()];
}

/** One month of the cash-flow calendar in one currency. */
export interface MonthFlow {
  /** `YYYYMM`. */
  readonly month: string;
  readonly currency: string;
  readonly coupons: DecimalValue;
  readonly redemptions: DecimalValue;
  readonly custodyFee: DecimalValue;
  /** coupons + redemptions − custody fee. */
  readonly net: DecimalValue;
}

/** The custody fee of a currency: a yearly rate (percent) and minimum, from the fee schedule. */
export interface CustodyFee {
  readonly custodyFeeRate: number;
  readonly custodyFeeMin: number;
}

/**
 * The cash-flow calendar of the next 12 months (rule ORD-16), this month first: each position's regular
 * coupons and its redemption at maturity, per month and currency, net of custody fee. The custody fee of a
 * position is the fee schedule's yearly fee on its nominal (at least the minimum), taken in equal parts
 * with each coupon (a zero-coupon bond's at its redemption, for the year before it); every amount is
 * rounded half-up to the currency's minor unit.
 */
export function cashFlowCalendar(positions: readonly BondPosition[], today: string, custodyOf: (currency: string) => CustodyFee | undefined): { months: string[]; flows: MonthFlow[] } {
  const start = parseYyyymmdd(`${today.slice(0, 6)}01`);
  const months = Array.from({ length: 12 }, (_unused, index) => formatYyyymmdd(addMonths(start, index)).slice(0, 6));
  const end = addMonths(start, 12) - 1;
  const cells = new Map<string, { coupons: DecimalValue; redemptions: DecimalValue; custodyFee: DecimalValue }>();
  const add = (date: number, currency: string, part: 'coupons' | 'redemptions' | 'custodyFee', amount: DecimalValue) => {
    const key = `${formatYyyymmdd(date).slice(0, 6)}|${currency}`;
    const cell = cells.get(key) ?? { coupons: new Decimal(0), redemptions: new Decimal(0), custodyFee: new Decimal(0) };
    cell[part] = cell[part].plus(amount);
    cells.set(key, cell);
  };
  const day = parseYyyymmdd(today);
  for (const position of positions) {
    const currency = position.issueCurrency;
    const nominal = new Decimal(position.nominal);
    const maturity = parseYyyymmdd(position.maturityDate);
    const fee = custodyOf(currency);
    const proportional = nominal.times(fee?.custodyFeeRate ?? 0).div(100);
    const minimum = new Decimal(fee?.custodyFeeMin ?? 0);
    const yearly = fee === undefined ? new Decimal(0) : proportional.gt(minimum) ? proportional : minimum;
    if (position.cpnFreq === 0) {
      if (maturity > day && maturity <= end) {
        add(maturity, currency, 'redemptions', nominal);
        add(maturity, currency, 'custodyFee', roundToMinorUnit(yearly, currency));
      }
      continue;
    }
    for (const coupon of couponSchedule(maturity, position.cpnFreq, day, end).upcoming) {
      add(coupon, currency, 'coupons', couponAmount(position));
      add(coupon, currency, 'custodyFee', roundToMinorUnit(yearly.div(position.cpnFreq), currency));
    }
    if (maturity > day && maturity <= end) add(maturity, currency, 'redemptions', nominal);
  }
  const flows: MonthFlow[] = [];
  for (const [key, cell] of cells) {
    const [month = '', currency = ''] = key.split('|');
    flows.push({ month, currency, ...cell, net: cell.coupons.plus(cell.redemptions).minus(cell.custodyFee) });
  }
  flows.sort((a, b) => (a.month === b.month ? a.currency.localeCompare(b.currency) : a.month.localeCompare(b.month)));
  return { months, flows };
}
