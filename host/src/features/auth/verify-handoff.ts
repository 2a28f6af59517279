import { ApiError, getRuntimeConfig, readAuthVerify, setLogin, writeAuthVerify, writeIsMobile, writeSession, SESSION_KEYS } from 'shared';

/** Exchanges the hand-off's one-time code for the session and stores it (filled in with the sandbox contract). */
export async function verifyHandoff(code: string): Promise<void> {
  const response = await fetch(`${getRuntimeConfig().apiBase}/api/Auth/Verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const json: unknown = await response.json();
  if (typeof json !== 'object' || json === null || !('Data' in json)) throw new ApiError('malformed', '登入驗證回應格式錯誤。');
  writeSession(SESSION_KEYS.authVerify, JSON.stringify(json.Data));
  const record = readAuthVerify();
  if (record === undefined) throw new ApiError('malformed', '登入驗證回應格式錯誤。');
  writeAuthVerify(record);
  writeIsMobile(false);
  setLogin(record.postData.idno, record.postData.apver);
}
