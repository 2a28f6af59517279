import { formatQuantity } from 'shared';
import { type StockPosition } from '@shared/stock';
import { Decimal } from 'shared/money';
import { HKD_PER_USD } from '@shared/stock/market';
import { toTwd } from '../domain/money';
import type { HoldingRow } from '../domain/portfolio';

/**
 * The TWD rate of a stock's trading currency: the day's rate for US dollars and yen; Hong Kong dollars are
 * not among the margin account's currencies, so they go through the US dollar at the peg the product
 * settles them at (rule STK-5): USD rate ÷ 7.8, to 6 decimals.
 */
export function stockTwdRate(currency: string, rateOf: (currency: string) => string | undefined): string | null {
  if (currency !== 'HKD') return rateOf(currency) ?? null;
  const usd = rateOf('USD');
  return usd === undefined ? null : new Decimal(usd).div(HKD_PER_USD).round(6, Decimal.roundHalfUp).toFixed();
}

/**
 * The rows of the stock positions (rule ACC-4): the back end's market value (shares × the delayed last
 * price) and unrealised gain or loss in the trading currency; TWD at the rate above, rounded to cents.
 */
export function stockRows(positions: readonly StockPosition[], rateOf: (currency: string) => string | undefined): HoldingRow[] {
  return positions.map((position) => {
    const rate = stockTwdRate(position.currency, rateOf);
    return {
      id: `stock-${position.symbol}`,
      name: position.name,
      code: position.symbol,
      href: `/overseas/stock?symbol=${encodeURIComponent(position.symbol)}`,
      currency: position.currency,
      quantity: formatQuantity(position.quantity, '股'),
      marketValue: position.marketValue,
      unrealised: position.unrealised,
      twdRate: rate,
      marketValueTwd: rate === null ? null : toTwd(position.marketValue, rate),
      unrealisedTwd: rate === null ? null : toTwd(position.unrealised, rate),
    };
  });
}
