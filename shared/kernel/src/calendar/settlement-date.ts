import { datePartsOf, formatYyyymmdd, isWeekend, parseYyyymmdd } from './calendar-date';
import { BOND_MARKET_HOLIDAYS, TAIWAN_HOLIDAYS, type HolidayTable } from './holidays';

/** Each currency's market calendar, by ISO 4217 code: `BOND_MARKET_HOLIDAYS` (bonds) or `CURRENCY_HOLIDAYS` (payments, funds). */
export type MarketCalendars = Readonly<Record<string, HolidayTable>>;

/**
 * A business day could not be decided: the currency has no settlement calendar here, or the date lies
 * outside the years its holiday table (or Taiwan's) covers. A broker books no trade on a guessed value
 * date, so the maths refuses rather than counting weekdays only; a caller that shows an estimate may
 * fall back to {@link weekdaySettlementDate} and must then say the date ignores holidays.
 */
export class HolidayCalendarError extends RangeError {
  override readonly name = 'HolidayCalendarError';

  constructor(
    /** The market whose calendar is missing: a currency code, or `TWD` for Taiwan. */
    readonly market: string,
    /** The year asked about, or null when the market has no calendar at all. */
    readonly year: number | null,
  ) {
    super(year === null ? `no settlement calendar for ${market}` : `the ${market} holiday calendar does not cover ${year}`);
  }
}

const closedDays = new Map<HolidayTable, ReadonlySet<number>>();

/** True when `table`'s market is open on `day` (a day number). @throws HolidayCalendarError outside its years. */
function isOpen(table: HolidayTable, day: number): boolean {
  const { year } = datePartsOf(day);
  if (year < table.firstYear || year > table.lastYear) throw new HolidayCalendarError(table.market, year);
  let closed = closedDays.get(table);
  if (closed === undefined) {
    closed = new Set(table.dates.map(parseYyyymmdd));
    closedDays.set(table, closed);
  }
  return !closed.has(day);
}

/**
 * True when `day` (a day number) is a business day of every calendar in `tables`: a weekday that is
 * none of their holidays.
 * @throws HolidayCalendarError when `day` lies outside a table's years.
 */
export function isBusinessDay(day: number, tables: readonly HolidayTable[]): boolean {
  return !isWeekend(day) && tables.every((table) => isOpen(table, day));
}

/**
 * The calendars a trade in `currency` settles on: Taiwan's (the broker's) and the currency market's
 * (by default the bond market's, rule BND-15).
 * @throws HolidayCalendarError when the currency has no calendar here.
 */
export function settlementCalendars(currency: string, markets: MarketCalendars = BOND_MARKET_HOLIDAYS): readonly HolidayTable[] {
  const market = markets[currency];
  if (market === undefined) throw new HolidayCalendarError(currency, null);
  return [TAIWAN_HOLIDAYS, market];
}

function checkBusinessDays(businessDays: number): void {
  if (!Number.isInteger(businessDays) || businessDays < 0) throw new RangeError(`not a number of business days: ${businessDays}`);
}

/**
 * T+n: a trade date that is not a trading day moves to the next one; then `businessDays` days on which
 * settlement is possible are counted after it (T+0 settles on the trade date when settlement is possible
 * that day, otherwise on the next day it is).
 */
function countForward(tradeDate: string, businessDays: number, trades: (day: number) => boolean, settles: (day: number) => boolean): string {
  checkBusinessDays(businessDays);
  let day = parseYyyymmdd(tradeDate);
  while (!trades(day)) day += 1;
  if (businessDays === 0) {
    while (!settles(day)) day += 1;
    return formatYyyymmdd(day);
  }
  let remaining = businessDays;
  while (remaining > 0) {
    day += 1;
    if (settles(day)) remaining -= 1;
  }
  return formatYyyymmdd(day);
}

/**
 * The settlement date of a bond trade in `currency`: `businessDays` business days after the trade date
 * (T+n), where a business day is a weekday on which both Taiwan's market and the currency's settlement
 * market are open (the tables in `./holidays`: SIFMA's bond market closes for USD, TARGET2 for EUR, London for GBP, Sydney
 * for AUD, Auckland and Wellington for NZD, Tokyo for JPY, Hong Kong for CNH, Johannesburg for ZAR). A
 * trade date on a weekend or a Taiwan holiday first moves to Taiwan's next business day, the day the
 * order can trade.
 *
 * Outside the years the tables cover (2025–2028) it refuses with a {@link HolidayCalendarError} instead
 * of silently counting weekdays: the tables are data to extend each year, and a wrong settlement date
 * is a wrong accrued interest.
 * @param tradeDate the trade date, `YYYYMMDD`
 * @param businessDays n of T+n, a whole number ≥ 0
 * @param currency ISO 4217 code of the settlement currency
 * @param markets the currencies' market calendars: the bond market's unless told (funds count on the payment calendars)
 * @returns the settlement date, `YYYYMMDD`
 * @throws HolidayCalendarError for a currency without a calendar or a date outside the tables' years;
 * RangeError on an invalid date or a negative or fractional `businessDays`.
 */
export function settlementDate(tradeDate: string, businessDays: number, currency: string, markets: MarketCalendars = BOND_MARKET_HOLIDAYS): string {
  const calendars = settlementCalendars(currency, markets);
  return countForward(
    tradeDate,
    businessDays,
    (day) => isBusinessDay(day, [TAIWAN_HOLIDAYS]),
    (day) => isBusinessDay(day, calendars),
  );
}

/**
 * The settlement date counted on weekdays only, with no holiday calendar: what {@link settlementDate}
 * gives when no holiday falls in the way. Only for an estimate that says it ignores holidays (see
 * {@link HolidayCalendarError}).
 * @throws RangeError on an invalid date or a negative or fractional `businessDays`.
 */
export function weekdaySettlementDate(tradeDate: string, businessDays: number): string {
  const weekday = (day: number) => !isWeekend(day);
  return countForward(tradeDate, businessDays, weekday, weekday);
}
