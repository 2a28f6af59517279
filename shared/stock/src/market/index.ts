/**
 * Overseas stock market rules, once for the whole platform (the order ticket's checks and the sandbox's
 * order engine alike): each market's currency, quote delay and lot (rule STK-3), tick tables (rule
 * STK-4), commission estimate (rule STK-5), sessions, holidays and the market's state at a moment
 * (rule STK-2). Exact decimals (big.js); rounding stated where it happens.
 *
 * Imported as `@shared/stock/market`, not through the kernel (`shared`): it is pure and stateless, so the
 * remote that needs it bundles it (like `@shared/bond/math`), and the sandbox loads it under Node without
 * React.
 * @packageDocumentation
 */

export { HKD_PER_USD, MARKET_FACTS, STOCK_MARKETS, isStockMarket } from './markets';
export type { MarketFacts, StockCurrency, StockMarket } from './markets';
export { isOnTick, isWholeLots, lotSizeOf, maxPriceOf, nearestTicks, tickSizeAt } from './lot-tick';
export { estimateOrder, inSettlementCurrency, marketFeesOf, orderStartNotice, toTwd } from './fees';
export type { Commission, MarketFee, OrderEstimate } from './fees';
export {
  MARKET_HOLIDAYS,
  MARKET_SESSIONS,
  isTradingDay,
  localClockOf,
  marketInstant,
  marketStateAt,
  minuteAfterTraded,
  minutesPerDay,
  tradedMinutes,
  utcOffsetMinutes,
} from './market-session';
export type { MarketState, MarketStateValue, Session } from './market-session';
export { MAX_GTD_DAYS, canTradeAtMarket, checkTicket, defaultGtdDate, lastGtdDate, marketOrderBlocked, stockSuitabilityProduct } from './order-check';
export type { TicketCheck, TicketContext, TicketField, TicketInput } from './order-check';
