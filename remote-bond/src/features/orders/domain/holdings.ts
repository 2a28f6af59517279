import { Decimal, type DecimalSource, type DecimalValue } from 'shared/money';
import { accruedInterestOn, couponsDue } from '@shared/bond/math';
import { addMonths, formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import type { BondCashFlow, BondPosition } from '@shared/bond';
import { roundToMinorUnit, yearlyCustodyFee, type CustodyTerms } from '../../cart';

/** A position with what the page computes for it (rule ORD-15); amounts rounded half-up to the currency's minor unit. */
export interface PositionView {
  readonly position: BondPosition;
  /** 交割中 until the settlement date, then 庫存. */
  readonly settling: boolean;
  /** Nominal not in a working sell order: what may be sold. */
  readonly sellable: DecimalValue;
  /** Accrued interest of the nominal to today; negative once the bond is ex-coupon (rule BND-11). */
  readonly accrued: DecimalValue;
  /** A coupon past its record date, still to be paid to the account (ex-coupon, rule BND-11); 0 otherwise. */
  readonly couponDue: DecimalValue;
  /** bid × nominal / 100 + accrued + the coupon due. */
  readonly value: DecimalValue;
  /** (bid − average cost) × nominal / 100. */
  readonly unrealised: DecimalValue;
  /** The unrealised gain or loss in TWD at the rate, when there is one for the currency. */
  readonly unrealisedTwd: DecimalValue | undefined;
  readonly valueTwd: DecimalValue | undefined;
  /**
   * The next coupon paid to the account on the bond, from the back end's cash flows (odd periods and the
   * ex-coupon rule included, rules BND-11, BND-12); null for a zero coupon or when none is left.
   */
  readonly nextCoupon: { readonly date: string; readonly amount: DecimalValue } | null;
}

/**
 * The figures of each position on `today` with TWD rates (TWD per unit) by currency. `cashFlows` are the
 * holdings answer's payments ahead: the next coupon, and a coupon whose record date has passed but which
 * is not paid yet, which the value counts beside the (then negative) accrued interest.
 */
export function viewPositions(
  positions: readonly BondPosition[],
  cashFlows: readonly BondCashFlow[],
  today: string,
  rateOf: (currency: string) => string | undefined,
): PositionView[] {
  return positions.map((position) => {
    const currency = position.issueCurrency;
    const nominal = new Decimal(position.nominal);
    const bid = new Decimal(position.bidPrice);
    const coupons = cashFlows.filter((flow) => flow.isin === position.isin && new Decimal(flow.coupon).gt(0));
    const couponDue = couponsDue(coupons, today);
    const accrued = roundToMinorUnit(accruedInterestOn(nominal, position, today), currency);
    const value = roundToMinorUnit(bid.times(nominal).div(100), currency).plus(accrued).plus(couponDue);
    const unrealised = roundToMinorUnit(bid.minus(position.averageCost).times(nominal).div(100), currency);
    const rate = rateOf(currency);
    const next = coupons[0];
    return {
      position,
      settling: today < position.settlementDate,
      sellable: nominal.minus(position.reservedNominal),
      accrued,
      couponDue,
      value,
      unrealised,
      unrealisedTwd: rate === undefined ? undefined : roundToMinorUnit(unrealised.times(rate), 'TWD'),
      valueTwd: rate === undefined ? undefined : roundToMinorUnit(value.times(rate), 'TWD'),
      nextCoupon: next === undefined ? null : { date: next.date, amount: new Decimal(next.coupon) },
    };
  });
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

/**
 * The custody fee taken with one payment of a bond (rule ORD-16): the fee schedule's yearly fee on the
 * nominal the payment is made on ({@link yearlyCustodyFee}, the cart's too), taken in equal parts
 * with each coupon (÷ `cpnFreq`), a zero-coupon bond's (`cpnFreq` 0) a year of it with its redemption;
 * nothing with a payment that carries no coupon of a coupon bond, or without a schedule entry. Rounded
 * half-up to the currency's minor unit. The one definition for the cash-flow calendar and the bond ladder.
 */
export function custodyFeeOfPayment(nominal: DecimalSource, cpnFreq: number, coupon: DecimalValue, currency: string, fee: CustodyTerms | undefined): DecimalValue {
  if (fee === undefined) return new Decimal(0);
  const yearly = yearlyCustodyFee(nominal, fee);
  if (cpnFreq === 0) return roundToMinorUnit(yearly, currency);
  return coupon.gt(0) ? roundToMinorUnit(yearly.div(cpnFreq), currency) : new Decimal(0);
}

/**
 * The cash-flow calendar of the next 12 months (rule ORD-16), this month first: the coupons and
 * redemptions the holdings answer says the account will be paid (by the coupons' record dates, rule
 * BND-11, and the bonds' own schedules, rule BND-12), per month and currency, net of custody fee. The
 * custody fee is the fee schedule's yearly fee on the nominal a coupon is paid on (at least the minimum),
 * taken in equal parts with each coupon (a zero-coupon bond's at its redemption, for the year before it);
 * every amount is rounded half-up to the currency's minor unit.
 */
export function cashFlowCalendar(cashFlows: readonly BondCashFlow[], today: string, custodyOf: (currency: string) => CustodyTerms | undefined): { months: string[]; flows: MonthFlow[] } {
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
  for (const flow of cashFlows) {
    const date = parseYyyymmdd(flow.date);
    if (date <= day || date > end) continue;
    const currency = flow.issueCurrency;
    const coupon = new Decimal(flow.coupon);
    add(date, currency, 'coupons', coupon);
    add(date, currency, 'redemptions', new Decimal(flow.redemption));
    add(date, currency, 'custodyFee', custodyFeeOfPayment(flow.nominal, flow.cpnFreq, coupon, currency, custodyOf(currency)));
  }
  const flows: MonthFlow[] = [];
  for (const [key, cell] of cells) {
    const [month = '', currency = ''] = key.split('|');
    flows.push({ month, currency, ...cell, net: cell.coupons.plus(cell.redemptions).minus(cell.custodyFee) });
  }
  flows.sort((a, b) => (a.month === b.month ? a.currency.localeCompare(b.currency) : a.month.localeCompare(b.month)));
  return { months, flows };
}
