import { validateGoodTillDate } from './trade-date';

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
