import type { StockQuote } from '@shared/stock';

/** The market state in words (rule STK-2). */
export const MARKET_STATE_LABELS: Readonly<Record<StockQuote['marketState'], string>> = {
  open: '交易中',
  break: '午間休市',
  closed: '非交易時段',
  holiday: '休市',
};
