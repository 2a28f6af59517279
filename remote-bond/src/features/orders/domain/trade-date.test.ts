import { tradeDateAt, validateGoodTillDate } from './trade-date';

const taipei = (iso: string) => Date.parse(`${iso}+08:00`);

describe('tradeDateAt (rule ORD-11)', () => {
  it('trades today before the cut-off on a business day', () => {
    expect(tradeDateAt(taipei('2025-07-01T14:59:59'), '15:00', 'USD')).toEqual({ tradeDate: '20250701', preOrder: false });
  });
  it('makes a pre-order for the next business day after the cut-off, over weekends and holidays', () => {
    expect(tradeDateAt(taipei('2025-07-01T15:00:00'), '15:00', 'USD')).toEqual({ tradeDate: '20250702', preOrder: true });
    expect(tradeDateAt(taipei('2025-07-03T16:00:00'), '15:00', 'USD')).toEqual({ tradeDate: '20250707', preOrder: true });
    expect(tradeDateAt(taipei('2025-07-05T10:00:00'), '15:00', 'USD')).toEqual({ tradeDate: '20250707', preOrder: true });
  });
});

describe('validateGoodTillDate (rule ORD-9)', () => {
  it('accepts a date after the trade date up to 30 calendar days ahead', () => {
    expect(validateGoodTillDate('20250731', '20250701', 30)).toBeNull();
    expect(validateGoodTillDate('20250702', '20250701', 30)).toBeNull();
  });
  it('refuses the trade date itself, a later date than 30 days, and no date', () => {
    expect(validateGoodTillDate('20250701', '20250701', 30)).toBe('長效單的有效日期須晚於交易日');
    expect(validateGoodTillDate('20250801', '20250701', 30)).toBe('長效單最長 30 個日曆日，有效日期最晚為 2025/07/31');
    expect(validateGoodTillDate('', '20250701', 30)).toBe('請選擇長效單的有效日期');
  });
});
