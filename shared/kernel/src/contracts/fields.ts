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
