import { getRuntimeConfig } from '../config/runtime-config';
import { ApiPath } from '../contracts';
import { readAuthVerify } from '../session/session-storage';
import { startDeadline } from './deadline';

/** How long a log call may take before it is dropped, ms. */
const WRITE_LOG_BUDGET_MS = 15_000;

const SECRET_KEYS = /^(token|authorization|password|code)$/i;
const TW_ID = /[A-Z][12]\d{8}/g;

function mask(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') {
    let text = value.replace(TW_ID, (id) => `${id.slice(0, 3)}****${id.slice(-3)}`);
    for (const secret of secrets) if (secret.length > 0) text = text.split(secret).join('***');
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => mask(item, secrets));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEYS.test(key) ? '***' : mask(item, secrets)]));
  }
  return value;
}

/** The payload as it may leave the browser: no token, no code, id numbers masked. */
export function sanitizeLogPayload(payload: unknown): unknown {
  const auth = readAuthVerify();
  return mask(payload, [auth?.token ?? '', auth?.postData.idno ?? '']);
}

/**
 * Sends a debug payload to `POST {apiBase}/api/Common/WriteLog` (rule API-7). The answer is ignored and a
 * failure is swallowed: logging must never disturb the customer. The token is never sent.
 */
export function writeLog(payload: unknown): void {
  try {
    void fetch(`${getRuntimeConfig().apiBase}${ApiPath.WriteLog}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sanitizeLogPayload(payload)),
      keepalive: true,
      // a log that hangs must not hold a connection for good either
      signal: startDeadline(WRITE_LOG_BUDGET_MS).signal,
    }).catch(() => undefined);
  } catch {
    // no configuration yet: nothing to log to
  }
}
