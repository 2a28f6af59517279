import type { HolidayTable } from './holiday-table';

/**
 * AUD: the public and bank holidays of New South Wales (Sydney), the market convention for Australian
 * dollar settlement (Austraclear, RITS). New Year's Day, Australia Day, Christmas and Boxing Day on a
 * weekend move to the next weekday; Anzac Day does not move in New South Wales.
 *
 * Source: NSW Government public holidays (Public Holidays Act 2010), plus the NSW Bank Holiday in August.
 */
export const AUD_SYDNEY: HolidayTable = {
  market: 'AUD',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // New Year's Day
    '20250127', // Australia Day (01-26 is a Sunday)
    '20250418', // Good Friday
    '20250421', // Easter Monday
    '20250425', // Anzac Day
    '20250609', // King's Birthday (2nd Monday of June)
    '20250804', // Bank Holiday (1st Monday of August)
    '20251006', // Labour Day (1st Monday of October)
    '20251225', // Christmas Day
    '20251226', // Boxing Day

    '20260101', // New Year's Day
    '20260126', // Australia Day
    '20260403', // Good Friday
    '20260406', // Easter Monday
    // 2026-04-25 Anzac Day is a Saturday, not moved
    '20260608', // King's Birthday
    '20260803', // Bank Holiday
    '20261005', // Labour Day
    '20261225', // Christmas Day
    '20261228', // Boxing Day (additional day: 12-26 is a Saturday)

    '20270101', // New Year's Day
    '20270126', // Australia Day
    '20270326', // Good Friday
    '20270329', // Easter Monday
    // 2027-04-25 Anzac Day is a Sunday, not moved
    '20270614', // King's Birthday
    '20270802', // Bank Holiday
    '20271004', // Labour Day
    '20271227', // Christmas Day (additional day: a Saturday)
    '20271228', // Boxing Day (additional day: a Sunday)

    '20280103', // New Year's Day (additional day: a Saturday)
    '20280126', // Australia Day
    '20280414', // Good Friday
    '20280417', // Easter Monday
    '20280425', // Anzac Day
    '20280612', // King's Birthday
    '20280807', // Bank Holiday
    '20281002', // Labour Day
    '20281225', // Christmas Day
    '20281226', // Boxing Day
  ],
};
