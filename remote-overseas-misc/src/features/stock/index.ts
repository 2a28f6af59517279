/** Overseas stocks, `/overseas/stock`: search, delayed quotes and charts, the watchlist and the order ticket. */
export { StockPage } from './components/stock-page';
/** The account's stock orders, the one read the account overview shares with the stock page (rule ORD-2). */
