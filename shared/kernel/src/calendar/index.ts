/**
 * `shared/calendar`: calendar dates as day numbers, the holiday tables of Taiwan and of each currency's
 * market, business days and settlement dates, and the trade date of an instant under a cut-off. Pure;
 * bundled by whoever imports it (bond maths, fund and margin rules, the sandbox).
 * @packageDocumentation
 */

export * from './calendar-date';
export * from './settlement-date';
export * from './market-settlement';
export { addDays, businessDaysAfter, taipeiInstant, taipeiMinutes, tradeDateAt } from './trade-calendar';
export * from './holidays';
export { TWD_TAIWAN } from './holidays/twd-taiwan';
