import { ApiError } from '../api/errors';

// Internal to the contracts folder (not re-exported): the boundary checks every parser shares.

/** The zh-TW text a customer sees when an answer does not have the contract's shape. */
export const MALFORMED_MESSAGE = '伺服器回應資料格式不正確，請稍後再試。';

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own properties only: JSON.parse may create a `__proto__` key, and inherited names must never count as data. */
export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/**
 * Throws the typed boundary error. The customer message stays generic; the path and the expectation
 * go into `cause` so a developer can see which field broke without showing it to the customer.
 */
export function malformed(path: string, expected: string, cause?: unknown): never {
  const detail = new TypeError(`${path}: expected ${expected}`, cause === undefined ? undefined : { cause });
  throw new ApiError('malformed', MALFORMED_MESSAGE, { cause: detail });
}

/** The value at `path` as a record, or a malformed error. */
export function expectRecord(value: unknown, path: string): Record<string, unknown> {
  return isRecord(value) ? value : malformed(path, 'an object');
}

/** The value at `path` as an array, or a malformed error. */
export function expectArray(value: unknown, path: string): readonly unknown[] {
  return Array.isArray(value) ? value : malformed(path, 'an array');
}

/** The own string property `key`, or a malformed error. */
export function readString(record: Record<string, unknown>, key: string, path: string): string {
  const value = own(record, key);
  return typeof value === 'string' ? value : malformed(`${path}.${key}`, 'a string');
}

/** The own finite-number property `key`, or a malformed error. */
export function readNumber(record: Record<string, unknown>, key: string, path: string): number {
  const value = own(record, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : malformed(`${path}.${key}`, 'a finite number');
}

/** The own property `key` as a finite number or null, or a malformed error. */
export function readNullableNumber(record: Record<string, unknown>, key: string, path: string): number | null {
  const value = own(record, key);
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : malformed(`${path}.${key}`, 'a finite number or null');
}

/** The own property `key` as a string or null, or a malformed error. */
export function readNullableString(record: Record<string, unknown>, key: string, path: string): string | null {
  const value = own(record, key);
  if (value === null) return null;
  return typeof value === 'string' ? value : malformed(`${path}.${key}`, 'a string or null');
}

/** The own boolean property `key`, or a malformed error. */
export function readBoolean(record: Record<string, unknown>, key: string, path: string): boolean {
  const value = own(record, key);
  return typeof value === 'boolean' ? value : malformed(`${path}.${key}`, 'a boolean');
}

/** The own property `key` when it is one of `allowed`, or a malformed error. */
export function readOneOf<T extends string | number>(
  record: Record<string, unknown>,
  key: string,
  allowed: readonly T[],
  path: string,
): T {
  const value = own(record, key);
  const match = allowed.find((candidate) => candidate === value);
  return match !== undefined ? match : malformed(`${path}.${key}`, `one of ${allowed.join(', ')}`);
}

/** The own property `key` as an array of strings, or a malformed error. */
export function readStringArray(record: Record<string, unknown>, key: string, path: string): string[] {
  const items = expectArray(own(record, key), `${path}.${key}`);
  return items.map((item, index) => (typeof item === 'string' ? item : malformed(`${path}.${key}[${index}]`, 'a string')));
}

/** True for an 8-digit calendar date `YYYYMMDD` that exists (no 20250231). */
export function isYyyymmdd(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The own property `key` as a `YYYYMMDD` date string, or a malformed error. */
export function readDate(record: Record<string, unknown>, key: string, path: string): string {
  const value = readString(record, key, path);
  return isYyyymmdd(value) ? value : malformed(`${path}.${key}`, 'a YYYYMMDD date');
}

/** The own property `key` as a `YYYYMMDD` date string or null, or a malformed error. */
export function readNullableDate(record: Record<string, unknown>, key: string, path: string): string | null {
  const value = readNullableString(record, key, path);
  if (value === null) return null;
  return isYyyymmdd(value) ? value : malformed(`${path}.${key}`, 'a YYYYMMDD date or null');
}
