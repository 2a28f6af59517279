/**
 * Bond orders: order entry, order status and holdings (their pages are lazy routes, not exported here),
 * and what the cart uses to start an order.
 */
export { startOrder } from './order-draft.store';
export type { DraftLine } from './order-draft.store';
// the desk's cut-off and trading fees, which the cart's estimate follows too (rules CRT-6, ORD-7)
export { tradeRulesQuery } from './api/order-queries';
// the custody fee taken with each payment of a bond (rule ORD-16), which the bond ladder nets from its cash flows too
export { custodyFeeOfPayment } from './domain/holdings';
// an amount's TWD equivalent at a rate, as order entry shows it; the finder's budget reads the same (rule BND-7)
export { twdOf } from './domain/order-cost';
// a budget in TWD as typed, read alike by the finder's and the ladder's forms (rules BND-7, BND-18)
export { twdBudgetOf } from './domain/order-cost';
