import { formatYyyymmdd, isWeekend, parseYyyymmdd } from './calendar-date';

/**
 * The settlement date of a trade: `businessDays` business days after the trade date (T+n).
 *
 * Business days here are Monday to Friday only: Saturdays and Sundays are skipped, but there is
 * no holiday calendar (neither Taiwan's nor the settlement currency's market), so a settlement date
 * may fall on a public holiday; it is an estimate. A trade date on a weekend is first moved to the
 * following Monday (the day the order can trade), so T+0 is never a weekend day either.
 * @param tradeDate the trade date, `YYYYMMDD`
 * @param businessDays n of T+n, a whole number ≥ 0
 * @returns the settlement date, `YYYYMMDD`
 * @throws RangeError on an invalid date or a negative or fractional `businessDays`.
 */
export function settlementDate(tradeDate: string, businessDays: number): string {
  if (!Number.isInteger(businessDays) || businessDays < 0) throw new RangeError(`not a number of business days: ${businessDays}`);
  let day = parseYyyymmdd(tradeDate);
  while (isWeekend(day)) day += 1;
  let remaining = businessDays;
  while (remaining > 0) {
    day += 1;
    if (!isWeekend(day)) remaining -= 1;
  }
  return formatYyyymmdd(day);
}
