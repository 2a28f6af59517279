import { dayNumberOf, dayOfWeek, datePartsOf, formatYyyymmdd, parseYyyymmdd } from '../calendar-date';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOND_MARKET_HOLIDAYS, CURRENCY_HOLIDAYS, TAIWAN_HOLIDAYS } from '.';

const TABLES = [...new Set([TAIWAN_HOLIDAYS, ...Object.values(CURRENCY_HOLIDAYS), ...Object.values(BOND_MARKET_HOLIDAYS)])];

/** QuantLib 1.29's calendars of the markets it knows as the bond markets do (`make-bond-golden.py`). */
const GOLDEN = (JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'bond', 'src', 'math', 'golden', 'quantlib-1.29.json'), 'utf8')) as { calendars: Record<string, { calendar: string; holidays: string[] }> }).calendars;
const YEARS = [2025, 2026, 2027, 2028];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), as a day number. */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumberOf(year, month, day);
}

/** The `n`-th (1-based; -1 for the last) `weekday` (0 Sunday … 6 Saturday) of a month, `YYYYMMDD`. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    let day = dayNumberOf(year, month + 1, 1) - 1;
    while (dayOfWeek(day) !== weekday) day -= 1;
    return formatYyyymmdd(day);
  }
  let day = dayNumberOf(year, month, 1);
  while (dayOfWeek(day) !== weekday) day += 1;
  return formatYyyymmdd(day + 7 * (n - 1));
}

describe('holiday tables', () => {
  it.each(TABLES.map((table) => [table.market, table] as const))('%s lists weekdays of its years, in order, once', (_, table) => {
    expect(table.firstYear).toBe(2025);
    expect(table.lastYear).toBe(2028);
    let previous = -Infinity;
    for (const date of table.dates) {
      const day = parseYyyymmdd(date);
      expect([date, dayOfWeek(day)]).not.toEqual([date, 0]);
      expect([date, dayOfWeek(day)]).not.toEqual([date, 6]);
      expect(day).toBeGreaterThan(previous);
      // Taiwan takes a Saturday 1 January on the Friday before, the last day of the year before
      expect(datePartsOf(day).year).toBeGreaterThanOrEqual(table.firstYear);
      expect(datePartsOf(day).year).toBeLessThanOrEqual(table.lastYear);
      previous = day;
    }
  });

  it.each(['EUR', 'GBP', 'AUD', 'NZD', 'ZAR', 'CNH'])('%s closes on Good Friday and Easter Monday', (currency) => {
    const dates = CURRENCY_HOLIDAYS[currency]?.dates ?? [];
    for (const year of YEARS) {
      expect(dates).toContain(formatYyyymmdd(easter(year) - 2));
      expect(dates).toContain(formatYyyymmdd(easter(year) + 1));
    }
  });

  it('cover every market through next year, so a missing year is found a year before it is needed', () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const table of TABLES) expect([table.market, table.lastYear >= nextYear]).toEqual([table.market, true]);
  });

  it.each(Object.entries(GOLDEN))("%s bond settlement closes on exactly QuantLib's %s days", (currency, golden) => {
    const table = BOND_MARKET_HOLIDAYS[currency];
    expect(table?.dates).toEqual(golden.holidays);
  });

  it('closes the US bond market on Good Friday and on the Friday before a Saturday holiday, but for New Year and Veterans Day (SIFMA)', () => {
    const dates = BOND_MARKET_HOLIDAYS.USD?.dates ?? [];
    for (const year of YEARS) expect(dates).toContain(formatYyyymmdd(easter(year) - 2));
    expect(dates).toEqual(expect.arrayContaining(['20260703', '20270618', '20271224']));
    expect(dates).not.toContain('20271231');
    expect(dates).not.toContain('20281110');
    // Fedwire opens on all of them: funds and payments count on it
    expect(CURRENCY_HOLIDAYS.USD?.dates).not.toContain('20260703');
    expect(CURRENCY_HOLIDAYS.USD?.dates).not.toContain('20270326');
  });

  it.each([['payments', CURRENCY_HOLIDAYS.USD?.dates ?? []], ['bonds', BOND_MARKET_HOLIDAYS.USD?.dates ?? []]] as const)('USD (%s) keeps the Monday and Thursday holidays of the federal calendar', (_, dates) => {
    for (const year of YEARS) {
      expect(dates).toContain(nthWeekday(year, 1, 1, 3)); // Martin Luther King Jr. Day
      expect(dates).toContain(nthWeekday(year, 2, 1, 3)); // Washington's Birthday
      expect(dates).toContain(nthWeekday(year, 5, 1, -1)); // Memorial Day
      expect(dates).toContain(nthWeekday(year, 9, 1, 1)); // Labor Day
      expect(dates).toContain(nthWeekday(year, 10, 1, 2)); // Columbus Day
      expect(dates).toContain(nthWeekday(year, 11, 4, 4)); // Thanksgiving Day
    }
  });

  it('GBP, AUD, NZD and JPY keep their Monday holidays', () => {
    const has = (currency: string, date: string) => expect(CURRENCY_HOLIDAYS[currency]?.dates).toContain(date);
    for (const year of YEARS) {
      has('GBP', nthWeekday(year, 5, 1, 1));
      has('GBP', nthWeekday(year, 5, 1, -1));
      has('GBP', nthWeekday(year, 8, 1, -1));
      has('AUD', nthWeekday(year, 6, 1, 2));
      has('AUD', nthWeekday(year, 8, 1, 1));
      has('AUD', nthWeekday(year, 10, 1, 1));
      has('NZD', nthWeekday(year, 6, 1, 1));
      has('NZD', nthWeekday(year, 10, 1, 4));
      has('JPY', nthWeekday(year, 1, 1, 2));
      has('JPY', nthWeekday(year, 7, 1, 3));
      has('JPY', nthWeekday(year, 9, 1, 3));
      has('JPY', nthWeekday(year, 10, 1, 2));
    }
  });

  it('closes every market but Tokyo on a weekday Christmas Day', () => {
    for (const table of TABLES) {
      for (const year of YEARS) {
        const christmas = dayNumberOf(year, 12, 25);
        if (dayOfWeek(christmas) === 0 || dayOfWeek(christmas) === 6) continue;
        if (table.market === 'JPY') expect(table.dates).not.toContain(formatYyyymmdd(christmas));
        else expect(table.dates).toContain(formatYyyymmdd(christmas));
      }
    }
  });
});
