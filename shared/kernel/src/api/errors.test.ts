import type * as errors from './errors';
import { ApiError, UNKNOWN_FAILURE_MESSAGE, failureMessage, isApiError } from './errors';

describe('failureMessage', () => {
  it("says an API failure in its own words, and anything else in the page's", () => {
    expect(failureMessage(new ApiError('business', '庫存不足，無法賣出。'), '賣出未成功。')).toBe('庫存不足，無法賣出。');
    expect(failureMessage(new TypeError("Cannot read properties of undefined (reading 'price')"), '債券資料暫時無法取得，請稍後再試。')).toBe('債券資料暫時無法取得，請稍後再試。');
    expect(failureMessage('boom')).toBe(UNKNOWN_FAILURE_MESSAGE);
    expect(failureMessage(undefined)).toBe('系統暫時無法回應，請稍後再試。');
  });
});

describe('isApiError', () => {
  it("knows an ApiError made by another copy of the module (a product package's parser bundled by its remote)", () => {
    let Other: typeof ApiError | undefined;
    jest.isolateModules(() => {
      ({ ApiError: Other } = jest.requireActual<typeof errors>('./errors'));
    });
    if (Other === undefined) throw new Error('no second copy');
    expect(Other).not.toBe(ApiError);
    const thrown = new Other('malformed', '資料格式錯誤。');
    expect(isApiError(thrown)).toBe(true);
    expect(isApiError(thrown, 'malformed')).toBe(true);
    expect(isApiError(thrown, 'network')).toBe(false);
    expect(failureMessage(thrown, '賣出未成功。')).toBe('資料格式錯誤。');
    expect(isApiError(new Error('資料格式錯誤。'))).toBe(false);
  });
});
