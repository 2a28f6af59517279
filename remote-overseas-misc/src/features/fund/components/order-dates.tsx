import { useNow, formatDate } from 'shared';
import { FUND_CUTOFF, fundOrderDates } from '@shared/fund';

/**
 * When an order sent now trades (rules FND-7, FND-9), from the same function the back end stamps the order
 * with: its trade date (the next business day after the 14:00 cut-off or on a day off) and its NAV date.
 * The clock ticks every 10 s, so a confirmation left open past the cut-off shows the next day's dates.
 */
export function OrderDates({ currency }: { currency: string }) {
  const dates = fundOrderDates(useNow(10_000), currency);
  return (
    <p className="fund-form__hint" data-testid="order-dates">
      交易日 {formatDate(dates.tradeDate)}
      {dates.afterCutoff ? `（已過當日 ${FUND_CUTOFF} 截止時間或非營業日，視為次一營業日委託）` : ''}・以 {formatDate(dates.navDate)} 淨值計算・於交易日 {FUND_CUTOFF} 前可取消委託。
    </p>
  );
}
