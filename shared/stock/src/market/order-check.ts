import { addMonths, formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { Decimal } from 'shared/money';
import { formatDate, formatMoney, inputDate } from 'shared/format';
import type { StockCommission, StockListing, StockQuote } from '../contracts/stock';
import type { SuitabilityProduct } from '@shared/account/contracts';
import { estimateOrder, inSettlementCurrency, type OrderEstimate } from './fees';
import { isOnTick, isWholeLots, lotSizeOf, maxPriceOf, nearestTicks, tickSizeAt } from './lot-tick';
import { MARKET_FACTS } from './markets';

/** What the customer typed on the ticket (kept as typed: nothing is lost on a refusal). */
export interface TicketInput {
  readonly side: 'B' | 'S';
  readonly orderType: 'limit' | 'market';
  readonly quantity: string;
  readonly price: string;
  readonly validity: 'day' | 'gtd';
  /** Good-till date, `YYYY-MM-DD` as a date input gives it. */
  readonly gtdDate: string;
}

/** What the ticket is checked against. */
export interface TicketContext {
  readonly listing: StockListing;
  readonly quote: StockQuote;
  readonly commission: StockCommission | undefined;
  /** Available margin deposit in the settlement currency; undefined while unknown (the buying-power check waits). */
  readonly available: string | undefined;
  /** Shares of this stock the account may sell (holding not reserved by working sells). */
  readonly sellable: number;
  /** Taiwan's date today, `YYYYMMDD`. */
  readonly today: string;
}

/** A field of the ticket that can be refused. */
export type TicketField = 'orderType' | 'quantity' | 'price' | 'gtdDate';

/** The check's result: a zh-TW reason per refused field, and the estimate when quantity and price allow one. */
export interface TicketCheck {
  readonly errors: Partial<Record<TicketField, string>>;
  readonly estimate: (OrderEstimate & { readonly price: string; readonly settlementAmount: string; readonly settlementCurrency: 'USD' | 'JPY' }) | null;
}

/** Longest good-till-date order, days (rule STK-7). */
export const MAX_GTD_DAYS = 90;

/**
 * A stock as the suitability rules see it (rule ORD-5): its risk grade; a US stock needs a W-8BEN on file
 * (US dividends are withheld under it); no listed stock is for professional investors only.
 */
export function stockSuitabilityProduct(listing: StockListing): SuitabilityProduct {
  return { kind: 'stock', riskGrade: listing.riskGrade, professionalOnly: false, needsW8ben: listing.market === 'US' };
}

/** True when a market order may be placed: the market trades now and the stock has a live quote (rule STK-7). */
export function canTradeAtMarket(quote: StockQuote): boolean {
  return quote.live && quote.marketState === 'open';
}

/** Why a market order is not possible now, in words; empty when it is. */
export function marketOrderBlocked(quote: StockQuote): string {
  if (quote.marketState !== 'open') return '市場目前非交易時段，市價單無法委託，請改用限價單。';
  if (!quote.live) return '此股票目前無即時成交報價（可能暫停交易），僅接受限價單。';
  return '';
}


function isoToYyyymmdd(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : null;
}

/** The last good-till date allowed from `today` (both `YYYYMMDD`). */
export function lastGtdDate(today: string): string {
  return formatYyyymmdd(parseYyyymmdd(today) + MAX_GTD_DAYS);
}

/**
 * Checks the ticket beside each field (rules STK-3, STK-4, STK-5, STK-7): quantity a whole number of the
 * market's lot, not zero; a limit price on the tick table; a market order only while the market trades
 * with a live quote; good-till-date after today and at most 90 days ahead; a buy within buying power, a
 * sell within the sellable holding. The ticket shows them beside each field and the sandbox's order engine
 * refuses an order by the very same function.
 */
export function checkTicket(input: TicketInput, context: TicketContext): TicketCheck {
  const { listing, quote } = context;
  const errors: Partial<Record<TicketField, string>> = {};
  const lot = lotSizeOf(listing.market, listing.lotSize);
  const label = MARKET_FACTS[listing.market].label;

  const quantityText = input.quantity.trim();
  const quantity = Number(quantityText);
  if (quantityText === '') errors.quantity = '請輸入股數。';
  else if (!/^\d+$/.test(quantityText) || quantity <= 0) errors.quantity = '股數必須是大於 0 的整數。';
  else if (!isWholeLots(quantity, lot)) {
    const lower = Math.floor(quantity / lot) * lot;
    errors.quantity = `${label}${listing.market === 'HK' ? '此股票' : ''}每單位 ${lot} 股，股數須為 ${lot} 的倍數（可輸入 ${lower > 0 ? `${lower} 或 ` : ''}${lower + lot}）。`;
  }

  let price: string | null = null;
  if (input.orderType === 'market') {
    const blocked = marketOrderBlocked(quote);
    if (blocked !== '') errors.orderType = blocked;
    // a market order is estimated at the side's quote, the price it would most likely trade at
    else price = input.side === 'B' ? quote.ask || quote.last : quote.bid || quote.last;
  } else {
    const priceText = input.price.trim();
    if (priceText === '') errors.price = '請輸入限價。';
    else if (!/^\d+(\.\d+)?$/.test(priceText) || new Decimal(priceText).lte(0)) errors.price = '價格必須是大於 0 的數字。';
    else if (new Decimal(priceText).gt(maxPriceOf(listing.market))) errors.price = `價格超過此市場可委託的上限。`;
    else if (!isOnTick(listing.market, priceText)) {
      const around = nearestTicks(listing.market, priceText);
      const tick = tickSizeAt(listing.market, priceText) ?? '';
      errors.price = `此價位的跳動單位為 ${tick}，請輸入 ${tick} 的倍數${around === null ? '' : `（可輸入 ${around.below} 或 ${around.above}）`}。`;
    } else price = new Decimal(priceText).toFixed();
  }

  if (input.validity === 'gtd') {
    const date = isoToYyyymmdd(input.gtdDate);
    const last = lastGtdDate(context.today);
    if (date === null) errors.gtdDate = '請選擇有效日期。';
    else if (date <= context.today) errors.gtdDate = '指定日期須晚於今天。';
    else if (date > last) errors.gtdDate = `長效單最長 ${MAX_GTD_DAYS} 天，最晚至 ${formatDate(last)}。`;
  }

  let estimate: TicketCheck['estimate'] = null;
  if (price !== null && errors.quantity === undefined && context.commission !== undefined) {
    const facts = MARKET_FACTS[listing.market];
    const commission = { ratePercent: context.commission.commissionRate, minimum: context.commission.commissionMin };
    const base = estimateOrder(input.side, price, quantity, commission, facts.currencyDecimals, listing.market);
    const settlementAmount = inSettlementCurrency(base.total, listing.currency, input.side === 'B' ? 'debit' : 'credit');
    estimate = { ...base, price, settlementAmount, settlementCurrency: facts.settlementCurrency };
    if (input.side === 'B' && context.available !== undefined && new Decimal(settlementAmount).gt(context.available)) {
      errors.quantity = `預估金額 ${formatMoney(settlementAmount, facts.settlementCurrency)} 超過可用餘額 ${formatMoney(context.available, facts.settlementCurrency)}，請減少股數或先至保證金專區入金。`;
    }
  }
  if (input.side === 'S' && errors.quantity === undefined && quantityText !== '' && quantity > context.sellable) {
    errors.quantity = context.sellable === 0 ? '您沒有此股票的可賣庫存。' : `超過可賣股數 ${context.sellable} 股。`;
  }
  return { errors, estimate };
}

/** A good-till date's default: 30 days from today, as a date input wants it (`YYYY-MM-DD`). */
export function defaultGtdDate(today: string): string {
  return inputDate(formatYyyymmdd(Math.min(addMonths(parseYyyymmdd(today), 1), parseYyyymmdd(lastGtdDate(today)))));
}
