import { HolidayCalendarError, formatYyyymmdd, parseYyyymmdd, settlementDate, taipeiDate, weekdaySettlementDate } from 'shared/bond-math';

/** `businessDays` business days of Taiwan and the currency's market after `date`; weekdays where the holiday tables end. */
export function businessDaysAfter(date: string, businessDays: number, currency: string): string {
  try {
    return settlementDate(date, businessDays, currency);
  } catch (error) {
    if (!(error instanceof HolidayCalendarError)) throw error;
    return weekdaySettlementDate(date, businessDays);
  }
}

/** True when `date` is a business day of Taiwan and the currency's market. */
export function isBusinessDay(date: string, currency: string): boolean {
  return businessDaysAfter(date, 0, currency) === date;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return formatYyyymmdd(parseYyyymmdd(date) + days);
}

/**
 * The trade date of an order sent at `at` (rule ORD-11): today when it is a business day of the bond's
 * currency and Taipei time is before the cut-off (`HH:MM`), else the next business day, as a pre-order.
 * The same rule the sandbox applies when the order arrives.
 */
export function tradeDateAt(at: number, cutoff: string, currency: string): { tradeDate: string; preOrder: boolean } {
  const today = taipeiDate(at);
  const [hours = 15, minutes = 0] = cutoff.split(':').map(Number);
  const taipeiMinutes = Math.floor((((at + 8 * 3_600_000) % 86_400_000) + 86_400_000) % 86_400_000 / 60_000);
  if (taipeiMinutes < hours * 60 + minutes && isBusinessDay(today, currency)) return { tradeDate: today, preOrder: false };
  // the next day on which both Taiwan and the currency's market are open (T+0 of tomorrow)
  return { tradeDate: businessDaysAfter(addDays(today, 1), 0, currency), preOrder: true };
}

/** The zh-TW message of a 長效 date that is not allowed, or null when it is (rule ORD-9). */
export function validateGoodTillDate(value: string, tradeDate: string, maxDays: number): string | null {
  if (!/^\d{8}$/.test(value)) return '請選擇長效單的有效日期';
  const last = addDays(tradeDate, maxDays);
  if (value <= tradeDate) return '長效單的有效日期須晚於交易日';
  if (value > last) return `長效單最長 ${maxDays} 個日曆日，有效日期最晚為 ${last.slice(0, 4)}/${last.slice(4, 6)}/${last.slice(6)}`;
  return null;
}
