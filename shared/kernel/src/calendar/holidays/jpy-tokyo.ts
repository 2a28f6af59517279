import type { HolidayTable } from './holiday-table';

/**
 * JPY: the days BOJ-NET and the Japan Securities Depository Center (where yen bonds settle) are
 * closed: Japan's national holidays (Act on National Holidays: a holiday on a Sunday is replaced by the
 * next day that is not a holiday; a day between two holidays is a holiday too) and the bank holidays
 * of 2 and 3 January and 31 December. The equinox days are set by the Cabinet Office each February for
 * the next year; the 2027 and 2028 dates here are the astronomical equinoxes in Japan time.
 *
 * Source: Cabinet Office national holidays; bank holidays 01-02, 01-03, 12-31 (Banking Act).
 */
export const JPY_TOKYO: HolidayTable = {
  market: 'JPY',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // New Year's Day
    '20250102', // bank holiday
    '20250103', // bank holiday
    '20250113', // Coming of Age Day (2nd Monday of January)
    '20250211', // National Foundation Day
    '20250224', // substitute holiday (Emperor's Birthday 02-23 is a Sunday)
    '20250320', // Vernal Equinox Day
    '20250429', // Shōwa Day
    // 05-03 Constitution Memorial Day and 05-04 Greenery Day fall on a weekend
    '20250505', // Children's Day
    '20250506', // substitute holiday (Greenery Day is a Sunday)
    '20250721', // Marine Day (3rd Monday of July)
    '20250811', // Mountain Day
    '20250915', // Respect for the Aged Day (3rd Monday of September)
    '20250923', // Autumnal Equinox Day
    '20251013', // Sports Day (2nd Monday of October)
    '20251103', // Culture Day
    '20251124', // substitute holiday (Labour Thanksgiving Day 11-23 is a Sunday)
    '20251231', // bank holiday

    '20260101', // New Year's Day
    '20260102', // bank holiday
    '20260112', // Coming of Age Day
    '20260211', // National Foundation Day
    '20260223', // Emperor's Birthday
    '20260320', // Vernal Equinox Day
    '20260429', // Shōwa Day
    '20260504', // Greenery Day
    '20260505', // Children's Day
    '20260506', // substitute holiday (Constitution Memorial Day 05-03 is a Sunday)
    '20260720', // Marine Day
    '20260811', // Mountain Day
    '20260921', // Respect for the Aged Day
    '20260922', // citizens' holiday (between two holidays)
    '20260923', // Autumnal Equinox Day
    '20261012', // Sports Day
    '20261103', // Culture Day
    '20261123', // Labour Thanksgiving Day
    '20261231', // bank holiday

    '20270101', // New Year's Day
    '20270111', // Coming of Age Day
    '20270211', // National Foundation Day
    '20270223', // Emperor's Birthday
    '20270322', // substitute holiday (Vernal Equinox Day 03-21 is a Sunday)
    '20270429', // Shōwa Day
    '20270503', // Constitution Memorial Day
    '20270504', // Greenery Day
    '20270505', // Children's Day
    '20270719', // Marine Day
    '20270811', // Mountain Day
    '20270920', // Respect for the Aged Day
    '20270923', // Autumnal Equinox Day
    '20271011', // Sports Day
    '20271103', // Culture Day
    '20271123', // Labour Thanksgiving Day
    '20271231', // bank holiday

    '20280103', // bank holiday
    '20280110', // Coming of Age Day
    '20280211', // National Foundation Day
    '20280223', // Emperor's Birthday
    '20280320', // Vernal Equinox Day
    '20280503', // Constitution Memorial Day
    '20280504', // Greenery Day
    '20280505', // Children's Day
    '20280717', // Marine Day
    '20280811', // Mountain Day
    '20280918', // Respect for the Aged Day
    '20280922', // Autumnal Equinox Day
    '20281009', // Sports Day
    '20281103', // Culture Day
    '20281123', // Labour Thanksgiving Day
  ],
};
