import type { HolidayTable } from './holiday-table';

/**
 * EUR: the closing days of T2 (TARGET2), the Eurosystem's payment system that euro bond settlement
 * (Euroclear, Clearstream, T2S) follows: New Year's Day, Good Friday, Easter Monday, 1 May,
 * Christmas Day and 26 December. Never moved when they fall on a weekend.
 *
 * Source: ECB: TARGET closing days (fixed since 2002).
 */
export const EUR_TARGET2: HolidayTable = {
  market: 'EUR',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // New Year's Day
    '20250418', // Good Friday (Easter 04-20)
    '20250421', // Easter Monday
    '20250501', // Labour Day
    '20251225', // Christmas Day
    '20251226', // 26 December

    '20260101', // New Year's Day
    '20260403', // Good Friday (Easter 04-05)
    '20260406', // Easter Monday
    '20260501', // Labour Day
    '20261225', // Christmas Day (26 December is a Saturday)

    '20270101', // New Year's Day
    '20270326', // Good Friday (Easter 03-28)
    '20270329', // Easter Monday
    // 1 May, 25 and 26 December 2027 fall on weekends

    // 2028-01-01 falls on a Saturday
    '20280414', // Good Friday (Easter 04-16)
    '20280417', // Easter Monday
    '20280501', // Labour Day
    '20281225', // Christmas Day
    '20281226', // 26 December
  ],
};
