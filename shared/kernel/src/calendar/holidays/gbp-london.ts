import type { HolidayTable } from './holiday-table';

/**
 * GBP: the bank holidays of England and Wales, when CHAPS and CREST (where sterling bonds settle) are
 * closed. A holiday on a weekend is replaced by the next weekday that is not already a holiday.
 *
 * Source: GOV.UK bank holidays, England and Wales (Banking and Financial Dealings Act 1971).
 */
export const GBP_LONDON: HolidayTable = {
  market: 'GBP',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // New Year's Day
    '20250418', // Good Friday
    '20250421', // Easter Monday
    '20250505', // Early May bank holiday (1st Monday of May)
    '20250526', // Spring bank holiday (last Monday of May)
    '20250825', // Summer bank holiday (last Monday of August)
    '20251225', // Christmas Day
    '20251226', // Boxing Day

    '20260101', // New Year's Day
    '20260403', // Good Friday
    '20260406', // Easter Monday
    '20260504', // Early May bank holiday
    '20260525', // Spring bank holiday
    '20260831', // Summer bank holiday
    '20261225', // Christmas Day
    '20261228', // Boxing Day (substitute: 12-26 is a Saturday)

    '20270101', // New Year's Day
    '20270326', // Good Friday
    '20270329', // Easter Monday
    '20270503', // Early May bank holiday
    '20270531', // Spring bank holiday
    '20270830', // Summer bank holiday
    '20271227', // Christmas Day (substitute: a Saturday)
    '20271228', // Boxing Day (substitute: a Sunday)

    '20280103', // New Year's Day (substitute: a Saturday)
    '20280414', // Good Friday
    '20280417', // Easter Monday
    '20280501', // Early May bank holiday
    '20280529', // Spring bank holiday
    '20280828', // Summer bank holiday
    '20281225', // Christmas Day
    '20281226', // Boxing Day
  ],
};
