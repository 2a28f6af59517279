import type { HolidayTable } from './holiday-table';

/**
 * USD bonds: the days SIFMA recommends the US bond market close for trading and settlement (its
 * "recommended full market closes" for US dollar-denominated government securities, agency debt,
 * mortgage-backed securities, corporate and municipal bonds). The Fedwire holidays, and beyond them:
 * - Good Friday, every year; in a year whose Good Friday brings the monthly employment report (2026)
 *   SIFMA recommends an early close instead, but still that the day "not be treated as a good settlement
 *   day", so no trade settles on it either way;
 * - a holiday on a Saturday closes the Friday before (Independence Day 2026, Juneteenth 2027, Christmas
 *   2027), except New Year's Day (the last trading day of the year stays open: 2027-12-31) and Veterans
 *   Day (the bond market trades as usual on the Friday: 2028-11-10).
 * Early closes (the day before Independence Day, the day after Thanksgiving, Christmas Eve) settle as
 * usual and are not listed.
 *
 * Source: SIFMA holiday recommendations (US), 2025–2026 as issued in December 2024 and confirmed since;
 * 2027–2028 by the same standing practice (SIFMA publishes two years at a time; check each December). The
 * same days as QuantLib's `UnitedStates(GovernmentBond)` calendar (the golden cases hold them to it).
 */
export const USD_SIFMA: HolidayTable = {
  market: 'USD',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // New Year's Day
    '20250120', // Martin Luther King Jr. Day
    '20250217', // Washington's Birthday
    '20250418', // Good Friday
    '20250526', // Memorial Day
    '20250619', // Juneteenth
    '20250704', // Independence Day
    '20250901', // Labor Day
    '20251013', // Columbus Day
    '20251111', // Veterans Day
    '20251127', // Thanksgiving Day
    '20251225', // Christmas Day

    '20260101', // New Year's Day
    '20260119', // Martin Luther King Jr. Day
    '20260216', // Washington's Birthday
    '20260403', // Good Friday (early close for the employment report; not a settlement day)
    '20260525', // Memorial Day
    '20260619', // Juneteenth
    '20260703', // Independence Day (Saturday 07-04, observed Friday)
    '20260907', // Labor Day
    '20261012', // Columbus Day
    '20261111', // Veterans Day
    '20261126', // Thanksgiving Day
    '20261225', // Christmas Day

    '20270101', // New Year's Day
    '20270118', // Martin Luther King Jr. Day
    '20270215', // Washington's Birthday
    '20270326', // Good Friday
    '20270531', // Memorial Day
    '20270618', // Juneteenth (Saturday 06-19, observed Friday)
    '20270705', // Independence Day (Sunday 07-04, observed Monday)
    '20270906', // Labor Day
    '20271011', // Columbus Day
    '20271111', // Veterans Day
    '20271125', // Thanksgiving Day
    '20271224', // Christmas Day (Saturday 12-25, observed Friday)
    // 2028-01-01 New Year's Day is a Saturday: Friday 2027-12-31, the year's last trading day, stays open

    '20280117', // Martin Luther King Jr. Day
    '20280221', // Washington's Birthday
    '20280414', // Good Friday
    '20280529', // Memorial Day
    '20280619', // Juneteenth
    '20280704', // Independence Day
    '20280904', // Labor Day
    '20281009', // Columbus Day
    // 2028-11-11 Veterans Day is a Saturday: the bond market trades on Friday 11-10
    '20281123', // Thanksgiving Day
    '20281225', // Christmas Day
  ],
};
