/** Overseas stocks, `/overseas/stock`: search, delayed quotes and charts, the watchlist and the order ticket. */
export { StockPage } from './components/stock-page';
