import type { HolidayTable } from './holiday-table';

/**
 * CNH: Hong Kong's general holidays, when the CMU and the RMB clearing in Hong Kong (where offshore
 * renminbi bonds settle) are closed. A holiday on a Sunday moves to the next day that is not a holiday;
 * when a Lunar New Year day is a Sunday, the fourth day is a holiday. Lunar dates follow the Hong Kong
 * Observatory's calendar; the government gazettes each year's list about a year ahead, so the 2027 and
 * 2028 entries are the rules applied to those lunar dates and need a check against the gazette.
 *
 * Source: Hong Kong general holidays (General Holidays Ordinance, Cap. 149), gazetted lists 2025–2026.
 */
export const CNH_HONG_KONG: HolidayTable = {
  market: 'CNH',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // The first day of January
    '20250129', // Lunar New Year's Day
    '20250130', // The second day of Lunar New Year
    '20250131', // The third day of Lunar New Year
    '20250404', // Ching Ming Festival
    '20250418', // Good Friday
    '20250421', // Easter Monday
    '20250501', // Labour Day
    '20250505', // The Birthday of the Buddha
    // 2025-05-31 Tuen Ng Festival is a Saturday
    '20250701', // HKSAR Establishment Day
    '20251001', // National Day
    '20251007', // The day following the Chinese Mid-Autumn Festival
    '20251029', // Chung Yeung Festival
    '20251225', // Christmas Day
    '20251226', // The first weekday after Christmas Day

    '20260101', // The first day of January
    '20260217', // Lunar New Year's Day
    '20260218', // The second day of Lunar New Year
    '20260219', // The third day of Lunar New Year
    '20260403', // Good Friday
    '20260406', // The day following Ching Ming Festival (04-05 is a Sunday)
    '20260407', // The day following Easter Monday
    '20260501', // Labour Day
    '20260525', // The day following the Birthday of the Buddha (05-24 is a Sunday)
    '20260619', // Tuen Ng Festival
    '20260701', // HKSAR Establishment Day
    '20261001', // National Day
    // 2026-09-26, the day following the Mid-Autumn Festival, is a Saturday
    '20261019', // The day following Chung Yeung Festival (10-18 is a Sunday)
    '20261225', // Christmas Day (the first weekday after it, 12-26, is a Saturday)

    '20270101', // The first day of January
    '20270208', // The third day of Lunar New Year (the first two fall on the weekend)
    '20270209', // The fourth day of Lunar New Year (the second day is a Sunday)
    '20270326', // Good Friday
    '20270329', // Easter Monday
    '20270405', // Ching Ming Festival
    '20270513', // The Birthday of the Buddha
    '20270609', // Tuen Ng Festival
    '20270701', // HKSAR Establishment Day
    '20270916', // The day following the Chinese Mid-Autumn Festival
    '20271001', // National Day
    '20271008', // Chung Yeung Festival
    '20271227', // The first weekday after Christmas Day (Christmas is a Saturday)

    '20280126', // Lunar New Year's Day
    '20280127', // The second day of Lunar New Year
    '20280128', // The third day of Lunar New Year
    '20280404', // Ching Ming Festival
    '20280414', // Good Friday
    '20280417', // Easter Monday
    '20280501', // Labour Day
    '20280502', // The Birthday of the Buddha
    '20280529', // The day following Tuen Ng Festival (05-28 is a Sunday)
    '20281002', // The day following National Day (10-01 is a Sunday)
    '20281004', // The day following the Chinese Mid-Autumn Festival
    '20281026', // Chung Yeung Festival
    '20281225', // Christmas Day
    '20281226', // The first weekday after Christmas Day
  ],
};
