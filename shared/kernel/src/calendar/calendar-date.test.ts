import fc from 'fast-check';
import {
  addMonths,
  datePartsOf,
  dayNumberOf,
  dayOfWeek,
  daysInMonth,
  formatYyyymmdd,
  isMonthEnd,
  isWeekend,
  parseYyyymmdd,
  taipeiDate,
} from './calendar-date';

const d = parseYyyymmdd;

describe('calendar dates', () => {
  it('reads and writes YYYYMMDD', () => {
    expect(d('19700101')).toBe(0);
    expect(d('20000301') - d('20000228')).toBe(2); // 2000 is a leap year
    expect(d('19000301') - d('19000228')).toBe(1); // 1900 is not
    expect(formatYyyymmdd(d('20261123'))).toBe('20261123');
    expect(formatYyyymmdd(d('00010101'))).toBe('00010101');
  });

  it('refuses what is not a date', () => {
    for (const bad of ['2026-11-23', '2026112', '20261323', '20260230', '20250229', '', 'abcdefgh']) {
      expect(() => d(bad)).toThrow(RangeError);
    }
  });

  it('round-trips every day number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -800_000, max: 2_900_000 }), (n) => {
        const { year, month, day } = datePartsOf(n);
        expect(dayNumberOf(year, month, day)).toBe(n);
        if (year >= 0) expect(d(formatYyyymmdd(n))).toBe(n);
      }),
    );
  });

  it('agrees with Date.UTC on every day from 1900 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_567, max: 47_482 }), (dayNumber) => {
        const date = new Date(dayNumber * 86_400_000);
        expect(datePartsOf(dayNumber)).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
        expect(dayOfWeek(dayNumber)).toBe(date.getUTCDay());
      }),
    );
  });

  it('knows month lengths and month ends', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(isMonthEnd(d('20260430'))).toBe(true);
    expect(isMonthEnd(d('20260830'))).toBe(false);
  });

  it('moves by months, clamping or keeping the month end', () => {
    expect(formatYyyymmdd(addMonths(d('20340515'), -6))).toBe('20331115');
    expect(formatYyyymmdd(addMonths(d('20300831'), -6))).toBe('20300228');
    expect(formatYyyymmdd(addMonths(d('20300430'), -6, true))).toBe('20291031');
    expect(formatYyyymmdd(addMonths(d('20300430'), -6))).toBe('20291030');
    expect(formatYyyymmdd(addMonths(d('20280229'), -12, true))).toBe('20270228');
    expect(formatYyyymmdd(addMonths(d('20270228'), 12, true))).toBe('20280229');
    expect(formatYyyymmdd(addMonths(d('20261130'), 3))).toBe('20270228');
    expect(formatYyyymmdd(addMonths(d('20250515'), -120))).toBe('20150515');
  });

  it('knows weekdays', () => {
    expect(dayOfWeek(d('19700101'))).toBe(4); // Thursday
    expect(dayOfWeek(d('20261123'))).toBe(1); // Monday
    expect(isWeekend(d('20261121'))).toBe(true);
    expect(isWeekend(d('20261122'))).toBe(true);
    expect(isWeekend(d('20261120'))).toBe(false);
    expect(dayOfWeek(-1)).toBe(3);
  });

  it("reads Taiwan's calendar date at an instant", () => {
    expect(taipeiDate(Date.UTC(2025, 6, 1, 15, 59))).toBe('20250701');
    expect(taipeiDate(Date.UTC(2025, 6, 1, 16, 0))).toBe('20250702');
    expect(taipeiDate(new Date('2026-11-22T16:30:00Z'))).toBe('20261123');
  });
});
