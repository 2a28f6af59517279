import { ApiError, UNKNOWN_FAILURE_MESSAGE, failureMessage } from './errors';

describe('failureMessage', () => {
  it("says an API failure in its own words, and anything else in the page's", () => {
    expect(failureMessage(new ApiError('business', '庫存不足，無法賣出。'), '賣出未成功。')).toBe('庫存不足，無法賣出。');
    expect(failureMessage(new TypeError("Cannot read properties of undefined (reading 'price')"), '債券資料暫時無法取得，請稍後再試。')).toBe('債券資料暫時無法取得，請稍後再試。');
    expect(failureMessage('boom')).toBe(UNKNOWN_FAILURE_MESSAGE);
    expect(failureMessage(undefined)).toBe('系統暫時無法回應，請稍後再試。');
  });
});
