import type { HolidayTable } from './holiday-table';

/**
 * USD: the Federal Reserve Banks' holidays, when Fedwire Securities (where US bonds settle) is closed:
 * the eleven US federal holidays. A holiday on a Sunday is observed on the Monday; one on a Saturday
 * is not moved (the Reserve Banks open on the Friday before), unlike other federal offices.
 *
 * Source: Federal Reserve Bank Services holiday schedule (federal holidays, Saturday holidays not moved).
 */
export const USD_FEDWIRE: HolidayTable = {
  market: 'USD',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // New Year's Day
    '20250120', // Martin Luther King Jr. Day (3rd Monday of January)
    '20250217', // Washington's Birthday (3rd Monday of February)
    '20250526', // Memorial Day (last Monday of May)
    '20250619', // Juneteenth
    '20250704', // Independence Day
    '20250901', // Labor Day (1st Monday of September)
    '20251013', // Columbus Day (2nd Monday of October)
    '20251111', // Veterans Day
    '20251127', // Thanksgiving Day (4th Thursday of November)
    '20251225', // Christmas Day

    '20260101', // New Year's Day
    '20260119', // Martin Luther King Jr. Day
    '20260216', // Washington's Birthday
    '20260525', // Memorial Day
    '20260619', // Juneteenth
    // 2026-07-04 Independence Day is a Saturday: open on Friday 07-03
    '20260907', // Labor Day
    '20261012', // Columbus Day
    '20261111', // Veterans Day
    '20261126', // Thanksgiving Day
    '20261225', // Christmas Day

    '20270101', // New Year's Day
    '20270118', // Martin Luther King Jr. Day
    '20270215', // Washington's Birthday
    '20270531', // Memorial Day
    // 2027-06-19 Juneteenth is a Saturday: open on Friday 06-18
    '20270705', // Independence Day (Sunday 07-04, observed Monday)
    '20270906', // Labor Day
    '20271011', // Columbus Day
    '20271111', // Veterans Day
    '20271125', // Thanksgiving Day
    // 2027-12-25 Christmas Day and 2028-01-01 New Year's Day are Saturdays: open on the Fridays before

    '20280117', // Martin Luther King Jr. Day
    '20280221', // Washington's Birthday
    '20280529', // Memorial Day
    '20280619', // Juneteenth
    '20280704', // Independence Day
    '20280904', // Labor Day
    '20281009', // Columbus Day
    // 2028-11-11 Veterans Day is a Saturday: open on Friday 11-10
    '20281123', // Thanksgiving Day
    '20281225', // Christmas Day
  ],
};
