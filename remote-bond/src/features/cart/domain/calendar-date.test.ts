import fc from 'fast-check';
import {
  addMonths,
  datePartsOf,
  dayNumberOf,
  dayOfWeek,
  days360,
  daysInMonth,
  formatYyyymmdd,
  isMonthEnd,
  isWeekend,
  parseYyyymmdd,
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
  });

  it('knows weekdays', () => {
    expect(dayOfWeek(d('19700101'))).toBe(4); // Thursday
    expect(dayOfWeek(d('20261123'))).toBe(1); // Monday
    expect(isWeekend(d('20261121'))).toBe(true);
    expect(isWeekend(d('20261122'))).toBe(true);
    expect(isWeekend(d('20261120'))).toBe(false);
    expect(dayOfWeek(-1)).toBe(3);
  });

  it('counts 30/360 days on the US bond basis', () => {
    expect(days360(d('20260115'), d('20260715'))).toBe(180);
    expect(days360(d('20260131'), d('20260731'))).toBe(180); // both 31 → 30
    expect(days360(d('20260130'), d('20260731'))).toBe(180);
    expect(days360(d('20260115'), d('20260731'))).toBe(196); // end 31 kept when start < 30
    expect(days360(d('20260228'), d('20260315'))).toBe(17); // no end-of-February rule
    expect(days360(d('20251231'), d('20260101'))).toBe(1);
  });
});
