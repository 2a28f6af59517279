import { addDays } from 'shared/calendar';
import { formatDate } from 'shared';

/** The zh-TW message of a 長效 date that is not allowed, or null when it is (rule ORD-9). */
export function validateGoodTillDate(value: string, tradeDate: string, maxDays: number): string | null {
  if (!/^\d{8}$/.test(value)) return '請選擇長效單的有效日期';
  const last = addDays(tradeDate, maxDays);
  if (value <= tradeDate) return '長效單的有效日期須晚於交易日';
  if (value > last) return `長效單最長 ${maxDays} 個日曆日，有效日期最晚為 ${formatDate(last)}`;
  return null;
}
