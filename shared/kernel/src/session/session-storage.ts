/**
 * Session storage of the customer's hand-off (rule SES-1). Everything the product keeps between page loads
 * of one tab lives here, under these keys, and is parsed on the way out: a tampered or stale entry reads
 * as absent, never as a crash.
 */
import type { AuthVerifyData, PostData, UserData } from '../contracts';

/** The session-storage keys the product uses, one place for all of them so that no two parts of the product write the same key by accident. */
export const SESSION_KEYS = {
  authVerify: 'authVerify',
  selectAccount: 'selectAccount',
  isMobile: 'isMobile',
  theme: 'theme',
  reloadGuard: 'reloadGuard',
  /** Keyed changes whose answer was lost, per customer, account and page (rule ORD-18). */
  unresolvedSubmits: 'unresolvedSubmits',
} as const;

/** The authVerify record (rule SES-1): the bearer token and the hand-off data, as the verify call answered them. */
export type AuthVerifyRecord = AuthVerifyData;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function parsePostData(value: unknown): PostData | undefined {
  if (!isRecord(value)) return undefined;
  const { idno, apver, applytype, stock, dirpack } = value;
  if (!isString(idno) || !isString(apver)) return undefined;
  return {
    idno,
    apver,
    applytype: isString(applytype) ? applytype : '',
    stock: isString(stock) ? stock : '',
    dirpack: isString(dirpack) ? dirpack : '',
  };
}

function parseUserData(value: unknown): UserData {
  if (!isRecord(value)) return { name: '', accounts: [], isMobile: 'N' };
  const accounts = Array.isArray(value['accounts']) ? value['accounts'] : [];
  return {
    name: isString(value['name']) ? value['name'] : '',
    isMobile: value['isMobile'] === 'Y' ? 'Y' : 'N',
    accounts: accounts.flatMap((entry: unknown) =>
      isRecord(entry) && isString(entry['account'])
        ? [{ account: entry['account'], name: isString(entry['name']) ? entry['name'] : entry['account'] }]
        : [],
    ),
  };
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled (private mode in some webviews)
  }
}

/** Reads a raw session value. */
export function readSession(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

/** Writes (or, with `null`, removes) a raw session value. */
export function writeSession(key: string, value: string | null): void {
  const store = storage();
  if (store === undefined) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

/** The stored authVerify record, or `undefined` when absent or unreadable. */
export function readAuthVerify(): AuthVerifyRecord | undefined {
  const raw = readSession(SESSION_KEYS.authVerify);
  if (raw === null) return undefined;
  try {
    const json: unknown = JSON.parse(raw);
    if (!isRecord(json) || !isString(json['token']) || json['token'].length === 0) return undefined;
    const postData = parsePostData(json['postData']);
    if (postData === undefined) return undefined;
    return { token: json['token'], postData, userData: parseUserData(json['userData']) };
  } catch {
    return undefined;
  }
}

/**
 * The stored record when it can ask for a customer's data: a token and an id (rule API-1); `undefined`
 * when there is none, or without either.
 */
export function readCustomerSession(): AuthVerifyRecord | undefined {
  const auth = readAuthVerify();
  return auth === undefined || auth.token === '' || auth.postData.idno === '' ? undefined : auth;
}

/** Stores the authVerify record after a hand-off. */
export function writeAuthVerify(record: AuthVerifyRecord): void {
  writeSession(SESSION_KEYS.authVerify, JSON.stringify(record));
}

/** Clears the stored verification (logout, or a session the back end no longer accepts). */
export function clearAuthVerify(): void {
  writeSession(SESSION_KEYS.authVerify, null);
}

/**
 * Forgets everything this tab kept for the customer (logout, rule SES-10): the verification, the selected
 * account and what any app kept for the session, such as cart edits not yet saved. On a shared computer
 * nothing of the customer stays behind in the tab.
 */
export function clearTabSession(): void {
  storage()?.clear();
}

/** `Y` when the customer came from the mobile app (rule SES-1). */
export function readIsMobile(): boolean {
  return readSession(SESSION_KEYS.isMobile) === 'Y';
}

/** Stores whether the customer came from the mobile app. */
export function writeIsMobile(isMobile: boolean): void {
  writeSession(SESSION_KEYS.isMobile, isMobile ? 'Y' : 'N');
}
