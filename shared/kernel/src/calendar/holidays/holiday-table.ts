/**
 * The days a settlement market is closed on weekdays, for a span of years: a data table written by
 * hand from the market's published rules and calendars, so that a reviewer can check every entry
 * against its source. Weekend holidays are left out (weekends are never business days); a holiday
 * moved to a weekday ("observed", "substitute", "Mondayised") is listed on the weekday it is closed.
 * Each table's doc comment names its source (kept out of the data: the cart ships the tables).
 */
export interface HolidayTable {
  /** What the table is the calendar of, e.g. `USD` (Fedwire) or `TWD` (Taiwan). */
  readonly market: string;
  /** First calendar year the table covers completely. */
  readonly firstYear: number;
  /** Last calendar year the table covers completely. */
  readonly lastYear: number;
  /** Weekday closing days, `YYYYMMDD`, in order. */
  readonly dates: readonly string[];
}
