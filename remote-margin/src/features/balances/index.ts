/** The margin balances: the section of the information page, and the query the transfer page reads available from. */
export { BalancesSection } from './balances-section';
export { marginBalanceQuery } from './api/margin-balance-query';
