const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The broker's date helper (rule SHL-11): an 8-digit number or string is read as YYYYMMDD at 08:00 local time;
 * with no value it returns today as `YYYY-MM-DD`. Anything else gives `undefined`.
 */
export function parseBrokerDate(value?: number | string | null, now: Date = new Date()): Date | string | undefined {
  if (value === undefined || value === null || value === '') {
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }
  const text = String(value);
  if (!/^\d{8}$/.test(text)) return undefined;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  const date = new Date(year, month - 1, day, 8, 0, 0, 0);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date;
}

// Times are the customer's, Taipei's (UTC+8, no daylight saving), whatever the browser's zone: the
// broker's cut-offs, the rates' times and the market hours are all stated in it (rule SHL-13).
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** The wall-clock fields in Taipei of an instant. */
interface TaipeiFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function taipeiFields(epochMs: number): TaipeiFields {
  const shifted = new Date(epochMs + TAIPEI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** An instant: an ISO time with its offset (`2026-11-27T22:30:00+08:00`), a `Date` or milliseconds since 1970. */
export type Instant = string | Date | number;

function instantFields(value: Instant): TaipeiFields | undefined {
  const epoch = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(epoch) ? taipeiFields(epoch) : undefined;
}

/** A calendar day: `YYYYMMDD` (number or string) or `YYYY-MM-DD`, or an instant (its day in Taipei). */
export type CalendarDay = Instant | number;

function dayFields(value: CalendarDay): Pick<TaipeiFields, 'year' | 'month' | 'day'> | undefined {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  const plain = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (plain !== null) {
    const [year, month, day] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
    return { year, month, day };
  }
  if (typeof value === 'number' && value < 1e11) return undefined;
  return instantFields(value);
}

/** What an unreadable date or time shows: a dash, never `NaN` or `Invalid Date`. */
const UNREADABLE = '—';

/**
 * A day as the product writes it: `2026/11/27`. Takes `YYYYMMDD` (the broker's form), `YYYY-MM-DD` or an
 * instant (its day in Taipei); anything unreadable shows as `—`.
 */
export function formatDate(value: CalendarDay | null | undefined): string {
  if (value === null || value === undefined || value === '') return UNREADABLE;
  const fields = dayFields(value);
  return fields === undefined ? UNREADABLE : `${fields.year}/${pad(fields.month)}/${pad(fields.day)}`;
}

/**
 * A day as a date input holds it, `YYYY-MM-DD`, from the broker's `YYYYMMDD` (or `YYYY-MM-DD`, or an instant:
 * its day in Taipei); an unreadable value gives `''`, an empty input. The one way from the wire's day to an
 * `<input type="date">`'s value, its `min` and its `max`.
 */
export function inputDate(value: CalendarDay | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const fields = dayFields(value);
  return fields === undefined ? '' : `${fields.year}-${pad(fields.month)}-${pad(fields.day)}`;
}

/** Formats a YYYYMMDD value as `YYYY/MM/DD` for display (the broker's dates, rule SHL-11); an unreadable value shows as `—`. */
export function formatBrokerDate(value: number | string | null | undefined): string {
  if (value === undefined || value === null || value === '' || !/^\d{8}$/.test(String(value))) return UNREADABLE;
  return formatDate(value);
}

/** How a time is written: with seconds (a quote's or a balance's time), with 台北時間 named (where the customer may be elsewhere). */
export interface TimeOptions {
  readonly seconds?: boolean;
  /** Names the zone after the time: `22:30（台北時間）`. */
  readonly zone?: boolean;
}

const ZONE = '（台北時間）';

function clock(fields: TaipeiFields, options: TimeOptions): string {
  return `${pad(fields.hour)}:${pad(fields.minute)}${options.seconds === true ? `:${pad(fields.second)}` : ''}`;
}

/** The Taipei time of an instant, 24-hour: `22:30`, `10:00:05` with seconds, `22:30（台北時間）` with the zone. */
export function formatTime(value: Instant, options: TimeOptions = {}): string {
  const fields = instantFields(value);
  if (fields === undefined) return UNREADABLE;
  return `${clock(fields, options)}${options.zone === true ? ZONE : ''}`;
}

/**
 * The Taipei day and time of an instant, 24-hour: `2026/11/27 22:30`; `{ year: false }` for a time within
 * the days around today (`11/27 22:30`); `{ zone: true }` names 台北時間 after it.
 */
export function formatDateTime(value: Instant, options: TimeOptions & { readonly year?: boolean } = {}): string {
  const fields = instantFields(value);
  if (fields === undefined) return UNREADABLE;
  const day = options.year === false ? `${pad(fields.month)}/${pad(fields.day)}` : `${fields.year}/${pad(fields.month)}/${pad(fields.day)}`;
  return `${day} ${clock(fields, options)}${options.zone === true ? ZONE : ''}`;
}

const DAY_SECONDS = 86_400;

/**
 * A label of a chart's time axis (rule SHL-13), in Taipei time and 24-hour, never an English am/pm: by the
 * spacing of the ticks, `09:30` within a day (`11/27` at midnight), `11/27` between days, `2026/11`
 * between months, `2026` between years. `seconds` since 1970, as the charts hold time.
 */
export function formatAxisTime(seconds: number, tickSpacingSeconds: number): string {
  const fields = taipeiFields(seconds * 1_000);
  if (tickSpacingSeconds < DAY_SECONDS) {
    return fields.hour === 0 && fields.minute === 0 ? `${pad(fields.month)}/${pad(fields.day)}` : `${pad(fields.hour)}:${pad(fields.minute)}`;
  }
  if (tickSpacingSeconds < 28 * DAY_SECONDS) return `${pad(fields.month)}/${pad(fields.day)}`;
  if (tickSpacingSeconds < 365 * DAY_SECONDS) return `${fields.year}/${pad(fields.month)}`;
  return String(fields.year);
}
