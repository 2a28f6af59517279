/** Offshore funds (境外基金): the list, comparison, a fund's page, orders and holdings, `/overseas/fund/*`. */
export { FundRoutes } from './fund-routes';
