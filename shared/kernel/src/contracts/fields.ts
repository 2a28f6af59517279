import * as v from 'valibot';
import { isValidIsin } from './isin';

// Internal to the contracts folder: the field schemas several contracts share. The messages of custom
// checks are zh-TW because the sandbox sends them back in its 4001 answers.

// The bond list checks 5,000 bonds of about 27 fields: the hot field schemas are single `custom`
// schemas rather than pipes, which took twice as long per field.

/** A JSON number that is finite (JSON has no NaN or Infinity, but a hand-built object may). */
export const FiniteNumberSchema = v.custom<number>((input) => typeof input === 'number' && Number.isFinite(input), '必須是有限數字');

/** A finite number >= 0. */
export const NonNegativeSchema = v.pipe(v.number(), v.finite(), v.minValue(0));

/** A finite number > 0. */
export const PositiveSchema = v.pipe(v.number(), v.finite(), v.gtValue(0));

/** True for a plain decimal string: digits, an optional `-`, an optional fraction (`"1000.50"`, `"-3"`; no `1e3`, no `,`). */
export function isDecimalString(value: string): boolean {
  return /^-?(0|[1-9]\d{0,17})(\.\d{1,10})?$/.test(value);
}

/**
 * An exact decimal amount or price on the wire of our own calls, as a string (`"1000.50"`): money never
 * travels as a binary float. Read it with big.js.
 */
export const DecimalStringSchema = v.custom<string>((input) => typeof input === 'string' && isDecimalString(input), '必須是十進位數字字串');

/**
 * The client key of a change the customer confirmed (an order, a cancel, a transfer): a UUID, made once
 * at confirm (`newClientKey`), the same on every try, so the back end answers a repeat with its first
 * result (rule ORD-1).
 */
export const ClientKeySchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '必須是 UUID'));

/** An ISO 6166 ISIN: 12 characters, uppercase, check digit right. */
export const IsinSchema = v.custom<string>((input) => typeof input === 'string' && isValidIsin(input), '必須是有效的 ISIN（大寫、檢查碼正確）');

/** True for an 8-digit calendar date `YYYYMMDD` that exists (no 20250231). */
export function isYyyymmdd(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A broker date string `YYYYMMDD` that exists on the calendar. */
export const YyyymmddSchema = v.custom<string>((input) => typeof input === 'string' && isYyyymmdd(input), '必須是存在的 YYYYMMDD 日期');

/** One of the `value`s of a list of labelled options, as a picklist schema. */
export function optionPicklist<const V extends string>(options: readonly { readonly value: V }[]) {
  return v.picklist(options.map((option) => option.value));
}

/** A plain JSON object (not null, not an array): for the sandbox's checks outside any contract. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A bare trading account number as the session's user data lists it (`1234567`): digits only. */
export const AccountNoSchema = v.pipe(v.string(), v.regex(/^\d{1,20}$/, '必須是帳號數字'));

/** An ISO 8601 time with Taiwan's offset, seconds included (`2025-07-01T10:00:00+08:00`). */
export const TaipeiTimeSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?\+08:00$/, '必須是 +08:00 的 ISO 8601 時間'),
);

/** The ISO 8601 time of an instant in Taiwan (UTC+8 all year), seconds precision: `2025-07-01T10:00:00+08:00`. */
export function taipeiIsoTime(at: number): string {
  return `${new Date(Math.floor(at / 1000) * 1000 + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** A choice with its zh-TW label, for selects, chips and filter panels. */
export interface LabelledOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

/** The values of a list of {@link LabelledOption}, for guards. */
export function optionValues<V extends string>(options: readonly LabelledOption<V>[]): V[] {
  return options.map((option) => option.value);
}

/** The zh-TW label of `value` in `options`, or the value itself when it is not listed. */
export function labelOf<V extends string>(options: readonly LabelledOption<V>[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * The version of one account's saved list of one kind (our own addition to the broker contract): an
 * integer, 0 while nothing was saved, one more after each save. A save names the version it started
 * from and is refused with StatusCode 4091 when the stored list has moved on.
 */
export const VersionSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
