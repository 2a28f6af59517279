import { ApiError } from '../api/errors';

/**
 * The host's runtime configuration, served as `runtime-config.json` beside `index.html` (no-cache),
 * so that changing the API, the login page or a remote's address needs no build.
 */
export interface RuntimeConfig {
  /** Base URL of the broker API, without a trailing slash. */
  apiBase: string;
  /** The broker's external foreign-bond login page (logout and re-login go there). */
  loginUrl: string;
  /** Base of the native app's deep link; `mode=login` and the session values are appended. */
  appDeepLink: string;
  /** Federation name of each remote → URL of its `mf-manifest.json`. */
  remotes: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireUrl(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new ApiError('malformed', `系統設定缺少 ${key}，請聯繫您的營業員。`);
  }
  try {
    new URL(value, 'http://base.invalid');
  } catch (cause) {
    throw new ApiError('malformed', `系統設定的 ${key} 不是有效的網址。`, { cause });
  }
  return value.replace(/\/+$/, '');
}

/** Parses the runtime configuration; throws a `malformed` {@link ApiError} on a wrong shape. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isRecord(json)) throw new ApiError('malformed', '系統設定格式錯誤，請聯繫您的營業員。');
  const remotesValue = json['remotes'];
  if (!isRecord(remotesValue)) throw new ApiError('malformed', '系統設定缺少 remotes，請聯繫您的營業員。');
  const remotes: Record<string, string> = {};
  for (const name of Object.keys(remotesValue)) remotes[name] = requireUrl(remotesValue, name);
  return {
    apiBase: requireUrl(json, 'apiBase'),
    loginUrl: requireUrl(json, 'loginUrl'),
    appDeepLink: requireUrl(json, 'appDeepLink'),
    remotes,
  };
}

let current: RuntimeConfig | undefined;

/** Makes the parsed configuration available to every app; the host calls it once at start. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The configuration set by the host; throws when called before the host has set it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (current === undefined) throw new ApiError('malformed', '系統設定尚未載入。');
  return current;
}
