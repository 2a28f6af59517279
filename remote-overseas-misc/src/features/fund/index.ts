/** Offshore funds (境外基金): the list, comparison, a fund's page, orders and holdings, `/overseas/fund/*`. */
export { FundRoutes } from './fund-routes';
/** The account's fund holdings and orders, for the account overview (fund positions beside the others). */
export { FundPositions } from './components/fund-positions';
