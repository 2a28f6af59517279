import { ApiError, ApiPath, buildAuthVerifyRequest, parseAuthVerifyAnswer, restoreAccounts, setLogin, startDeadline, writeAuthVerify, writeIsMobile, type AuthVerifyData } from 'shared/internal';
import { getRuntimeConfig } from 'shared';

/** How long the verify call may take in all, ms. */
const VERIFY_TIME_BUDGET_MS = 15_000;
const TIMEOUT_MESSAGE = '登入驗證逾時，請重新登入或稍後再試。';

/**
 * Exchanges the hand-off's one-time code for the session (`POST {apiBase}/api/Auth/Verify`, our own
 * contract) and stores the authVerify record, isMobile and selectAccount in session storage (rule SES-1).
 * Bounded by {@link VERIFY_TIME_BUDGET_MS}: a verify that never answers ends as `timeout` instead of
 * leaving the customer on 「登入驗證中…」.
 * @throws ApiError `network`, `timeout`, `session` (code used, unknown or expired) or `malformed`.
 */
export async function verifyHandoff(code: string): Promise<AuthVerifyData> {
  const deadline = startDeadline(VERIFY_TIME_BUDGET_MS);
  let json: unknown;
  try {
    let response: Response;
    try {
      response = await Promise.race([
        fetch(`${getRuntimeConfig().apiBase}${ApiPath.AuthVerify}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(buildAuthVerifyRequest(code)),
          signal: deadline.signal,
        }),
        deadline.aborted,
      ]);
    } catch (cause) {
      if (deadline.expired) throw new ApiError('timeout', TIMEOUT_MESSAGE, { cause });
      throw new ApiError('network', '網路連線異常，無法完成登入，請確認網路狀態後重新登入。', { cause });
    }
    try {
      json = await Promise.race([response.json(), deadline.aborted]);
    } catch (cause) {
      if (deadline.expired) throw new ApiError('timeout', TIMEOUT_MESSAGE, { cause });
      throw new ApiError('malformed', '登入驗證回應格式錯誤，請重新登入或聯繫您的營業員。', { cause });
    }
  } finally {
    deadline.done();
  }
  const data = parseAuthVerifyAnswer(json);
  writeAuthVerify(data);
  writeIsMobile(data.userData.isMobile === 'Y');
  restoreAccounts();
  setLogin(data.postData.idno, data.postData.apver);
  return data;
}
