import type { HolidayTable } from './holiday-table';

/**
 * NZD: New Zealand's public holidays plus the anniversary days of Auckland and Wellington, the two
 * centres of New Zealand dollar settlement (the market's NZAU + NZWE calendar). Holidays on a weekend
 * are "Mondayised" (Holidays Act 2003); Matariki follows the dates fixed by the Te Kāhui o Matariki
 * Public Holiday Act 2022.
 *
 * Source: Employment New Zealand public holidays and anniversary dates (Auckland, Wellington).
 */
export const NZD_AUCKLAND_WELLINGTON: HolidayTable = {
  market: 'NZD',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // New Year's Day
    '20250102', // Day after New Year's Day
    '20250120', // Wellington Anniversary Day (Monday nearest 01-22)
    '20250127', // Auckland Anniversary Day (Monday nearest 01-29)
    '20250206', // Waitangi Day
    '20250418', // Good Friday
    '20250421', // Easter Monday
    '20250425', // Anzac Day
    '20250602', // King's Birthday (1st Monday of June)
    '20250620', // Matariki
    '20251027', // Labour Day (4th Monday of October)
    '20251225', // Christmas Day
    '20251226', // Boxing Day

    '20260101', // New Year's Day
    '20260102', // Day after New Year's Day
    '20260119', // Wellington Anniversary Day
    '20260126', // Auckland Anniversary Day
    '20260206', // Waitangi Day
    '20260403', // Good Friday
    '20260406', // Easter Monday
    '20260427', // Anzac Day (Mondayised: a Saturday)
    '20260601', // King's Birthday
    '20260710', // Matariki
    '20261026', // Labour Day
    '20261225', // Christmas Day
    '20261228', // Boxing Day (Mondayised: a Saturday)

    '20270101', // New Year's Day
    '20270104', // Day after New Year's Day (Mondayised: a Saturday)
    '20270125', // Wellington Anniversary Day
    '20270201', // Auckland Anniversary Day
    '20270208', // Waitangi Day (Mondayised: a Saturday)
    '20270326', // Good Friday
    '20270329', // Easter Monday
    '20270426', // Anzac Day (Mondayised: a Sunday)
    '20270607', // King's Birthday
    '20270625', // Matariki
    '20271025', // Labour Day
    '20271227', // Christmas Day (Mondayised: a Saturday)
    '20271228', // Boxing Day (Mondayised: a Sunday)

    '20280103', // New Year's Day (Mondayised: a Saturday)
    '20280104', // Day after New Year's Day (Mondayised: a Sunday)
    '20280124', // Wellington Anniversary Day
    '20280131', // Auckland Anniversary Day
    '20280207', // Waitangi Day (Mondayised: a Sunday)
    '20280414', // Good Friday
    '20280417', // Easter Monday
    '20280425', // Anzac Day
    '20280605', // King's Birthday
    '20280714', // Matariki
    '20281023', // Labour Day
    '20281225', // Christmas Day
    '20281226', // Boxing Day
  ],
};
