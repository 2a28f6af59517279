import type { HolidayTable } from './holiday-table';

/**
 * ZAR: South Africa's public holidays (Public Holidays Act 36 of 1994), when Strate and SAMOS (where
 * rand bonds settle) are closed. A holiday on a Sunday moves to the Monday; one on a Saturday does not.
 * Election days are declared public holidays at short notice and must be added when proclaimed.
 *
 * Source: South African Government public holidays (Public Holidays Act 36 of 1994).
 */
export const ZAR_JOHANNESBURG: HolidayTable = {
  market: 'ZAR',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // New Year's Day
    '20250321', // Human Rights Day
    '20250418', // Good Friday
    '20250421', // Family Day (Easter Monday)
    '20250428', // Freedom Day (04-27 is a Sunday)
    '20250501', // Workers' Day
    '20250616', // Youth Day
    // 2025-08-09 National Women's Day is a Saturday
    '20250924', // Heritage Day
    '20251216', // Day of Reconciliation
    '20251225', // Christmas Day
    '20251226', // Day of Goodwill

    '20260101', // New Year's Day
    // 2026-03-21 Human Rights Day is a Saturday
    '20260403', // Good Friday
    '20260406', // Family Day
    '20260427', // Freedom Day
    '20260501', // Workers' Day
    '20260616', // Youth Day
    '20260810', // National Women's Day (08-09 is a Sunday)
    '20260924', // Heritage Day
    '20261216', // Day of Reconciliation
    '20261225', // Christmas Day (Day of Goodwill is a Saturday)

    '20270101', // New Year's Day
    '20270322', // Human Rights Day (03-21 is a Sunday)
    '20270326', // Good Friday
    '20270329', // Family Day
    '20270427', // Freedom Day
    // 2027-05-01 Workers' Day is a Saturday
    '20270616', // Youth Day
    '20270809', // National Women's Day
    '20270924', // Heritage Day
    '20271216', // Day of Reconciliation
    '20271227', // Day of Goodwill (12-26 is a Sunday; Christmas Day is a Saturday)

    '20280321', // Human Rights Day
    '20280414', // Good Friday
    '20280417', // Family Day
    '20280427', // Freedom Day
    '20280501', // Workers' Day
    '20280616', // Youth Day
    '20280809', // National Women's Day
    '20280925', // Heritage Day (09-24 is a Sunday)
    // 2028-12-16 Day of Reconciliation is a Saturday
    '20281225', // Christmas Day
    '20281226', // Day of Goodwill
  ],
};
