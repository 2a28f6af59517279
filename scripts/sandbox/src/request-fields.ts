import { rejectField } from './answers';
import { echo } from './request-limits';

// Readers for request fields: each returns the typed value or throws a 4001 answer naming the field.

/** A required string. */
export function requireString(data: Record<string, unknown>, key: string, field = key): string {
  const value = Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;
  if (typeof value !== 'string') return rejectField(field, value === undefined ? '缺少此欄位' : '必須是字串');
  return value;
}

/** An optional string: absent or null reads as ''. */
export function optionalString(data: Record<string, unknown>, key: string): string {
  const value = Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return rejectField(key, '必須是字串');
  return value;
}

/** A required value out of a closed list. */
export function requireOneOf<T extends string>(data: Record<string, unknown>, key: string, allowed: readonly T[]): T {
  const value = requireString(data, key);
  const match = allowed.find((candidate) => candidate === value);
  return match ?? rejectField(key, `必須是 ${allowed.map((item) => `'${item}'`).join('、')} 之一`);
}

/** An optional array of values out of a closed list: absent or null reads as []. */
export function optionalValues<T extends string>(data: Record<string, unknown>, key: string, allowed: readonly T[]): T[] {
  const value = Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return rejectField(key, '必須是陣列');
  return value.map((item: unknown) => {
    const match = allowed.find((candidate) => candidate === item);
    return match ?? rejectField(key, `不支援的值 ${echo(item)}，可用值：${allowed.join('、')}`);
  });
}
