import {
  ApiError,
  ApiPath,
  buildAuthVerifyRequest,
  getRuntimeConfig,
  parseAuthVerifyAnswer,
  restoreAccounts,
  setLogin,
  writeAuthVerify,
  writeIsMobile,
  type AuthVerifyData,
} from 'shared';

/**
 * Exchanges the hand-off's one-time code for the session (`POST {apiBase}/api/Auth/Verify`, our own
 * contract) and stores the authVerify record, isMobile and selectAccount in session storage (spec 3).
 * @throws ApiError `network`, `session` (code used, unknown or expired) or `malformed`.
 */
export async function verifyHandoff(code: string): Promise<AuthVerifyData> {
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().apiBase}${ApiPath.AuthVerify}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(buildAuthVerifyRequest(code)),
    });
  } catch (cause) {
    throw new ApiError('network', '網路連線異常，無法完成登入，請確認網路狀態後重新登入。', { cause });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new ApiError('malformed', '登入驗證回應格式錯誤，請重新登入或聯繫您的營業員。', { cause });
  }
  const data = parseAuthVerifyAnswer(json);
  writeAuthVerify(data);
  writeIsMobile(data.userData.isMobile === 'Y');
  restoreAccounts();
  setLogin(data.postData.idno, data.postData.apver);
  return data;
}
