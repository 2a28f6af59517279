import type { HolidayTable } from './holiday-table';

/**
 * TWD: the days Taiwan's banks and the Taiwan Stock Exchange are closed, so the broker neither trades
 * nor pays. Holidays follow the Commemorative Days and Holidays Implementation Act as amended in 2025
 * (Labour Day for all, Teachers' Day, Retrocession Day and Constitution Day added; a holiday on a
 * Saturday is taken on the Friday before, on a Sunday on the Monday after; the Lunar New Year days
 * falling on a weekend are made up after them). The Directorate-General of Personnel Administration
 * publishes each year's calendar in the year before: 2025 and 2026 are from it, 2027 and 2028 apply
 * the rules and need a check when it is published. Saturdays worked to make up a bridge holiday are
 * not trading days at the exchange, so they stay non-business days here.
 *
 * Source: DGPA government office calendar (行政院人事行政總處辦公日曆表) and TWSE market holidays.
 */
export const TWD_TAIWAN: HolidayTable = {
  market: 'TWD',
  firstYear: 2025,
  lastYear: 2028,
  dates: [
    '20250101', // 中華民國開國紀念日
    '20250127', // 調整放假（春節）
    '20250128', // 農曆除夕
    '20250129', // 春節
    '20250130', // 春節
    '20250131', // 春節
    '20250228', // 和平紀念日
    '20250403', // 兒童節（與民族掃墓節同日，提前一日）
    '20250404', // 民族掃墓節
    '20250501', // 勞動節
    '20250530', // 端午節補假（05-31 為星期六）
    '20250929', // 教師節補假（09-28 為星期日）
    '20251006', // 中秋節
    '20251010', // 國慶日
    '20251024', // 臺灣光復暨金門古寧頭大捷紀念日補假（10-25 為星期六）
    '20251225', // 行憲紀念日

    '20260101', // 中華民國開國紀念日
    '20260216', // 農曆除夕
    '20260217', // 春節
    '20260218', // 春節
    '20260219', // 春節
    '20260220', // 春節補假（小年夜 02-15 為星期日）
    '20260227', // 和平紀念日補假（02-28 為星期六）
    '20260403', // 兒童節補假（04-04 為星期六）
    '20260406', // 民族掃墓節補假（04-05 為星期日）
    '20260501', // 勞動節
    '20260619', // 端午節
    '20260925', // 中秋節
    '20260928', // 教師節
    '20261009', // 國慶日補假（10-10 為星期六）
    '20261026', // 臺灣光復暨金門古寧頭大捷紀念日補假（10-25 為星期日）
    '20261225', // 行憲紀念日

    '20270101', // 中華民國開國紀念日
    '20270204', // 小年夜
    '20270205', // 農曆除夕
    '20270208', // 春節
    '20270209', // 春節補假（初一 02-06 為星期六）
    '20270210', // 春節補假（初二 02-07 為星期日）
    '20270301', // 和平紀念日補假（02-28 為星期日）
    '20270405', // 民族掃墓節
    '20270406', // 兒童節補假（04-04 為星期日）
    '20270430', // 勞動節補假（05-01 為星期六）
    '20270609', // 端午節
    '20270915', // 中秋節
    '20270928', // 教師節
    '20271011', // 國慶日補假（10-10 為星期日）
    '20271025', // 臺灣光復暨金門古寧頭大捷紀念日
    '20271224', // 行憲紀念日補假（12-25 為星期六）
    '20271231', // 2028 年開國紀念日補假（2028-01-01 為星期六）

    '20280124', // 小年夜
    '20280125', // 農曆除夕
    '20280126', // 春節
    '20280127', // 春節
    '20280128', // 春節
    '20280228', // 和平紀念日
    '20280403', // 兒童節（與民族掃墓節同日，提前一日）
    '20280404', // 民族掃墓節
    '20280501', // 勞動節
    '20280529', // 端午節補假（05-28 為星期日）
    '20280928', // 教師節
    '20281003', // 中秋節
    '20281010', // 國慶日
    '20281025', // 臺灣光復暨金門古寧頭大捷紀念日
    '20281225', // 行憲紀念日
  ],
};
