import { HolidayCalendarError, settlementDate, weekdaySettlementDate } from 'shared/calendar';
import { tradeDateAt } from 'shared/calendar';

/** The bond desk's daily cut-off, Taipei time (rule ORD-11): an order sent later trades on the next business day. */
export const BOND_CUTOFF = '15:00';

/** The dates of a bond trade sent at one moment (rule BND-16). */
export interface TradeAndSettlement {
  /** The day the order trades, `YYYYMMDD`: today before the cut-off on a business day, else the next business day. */
  readonly tradeDate: string;
  /** True when the order waits for a later trade date (after the cut-off, or on a day off): a pre-order (預約). */
  readonly preOrder: boolean;
  /** The day the trade settles, `YYYYMMDD`: `lag` business days of Taiwan and the bond market after the trade date. */
  readonly settlementDate: string;
  /** False when the holiday tables do not reach the dates and only weekends were skipped (the page says so, CRT-7). */
  readonly holidaysKnown: boolean;
}

/**
 * The trade date and the settlement date of a bond trade in `currency` sent at `at` (epoch ms), the one
 * definition of both for every figure of the product (rule BND-16): the list's and the finder's yields,
 * the detail's figures, the cart's estimate, the order's cost and hold, the confirmation, the holdings
 * and the sandbox's order book. The trade date follows the cut-off (`HH:MM`, Taipei) and the business
 * days of Taiwan and the currency's bond market (rule ORD-11); the settlement date is `lag` such business
 * days after it (the market's lag, rule BND-15). Past the holiday tables, weekdays only, flagged.
 */
export function tradeAndSettlement(at: number, currency: string, cutoff: string, lag: number): TradeAndSettlement {
  const { tradeDate, preOrder } = tradeDateAt(at, cutoff, currency);
  return { tradeDate, preOrder, ...settlementOfTrade(tradeDate, currency, lag) };
}

/**
 * The settlement half of {@link tradeAndSettlement}, for a trade date already known (an order's, or the
 * cart's line of a currency): `lag` business days of Taiwan and the bond market after it; weekdays only,
 * flagged, past the holiday tables.
 */
export function settlementOfTrade(tradeDate: string, currency: string, lag: number): Pick<TradeAndSettlement, 'settlementDate' | 'holidaysKnown'> {
  try {
    return { settlementDate: settlementDate(tradeDate, lag, currency), holidaysKnown: true };
  } catch (error) {
    if (!(error instanceof HolidayCalendarError)) throw error;
    return { settlementDate: weekdaySettlementDate(tradeDate, lag), holidaysKnown: false };
  }
}
