import fc from 'fast-check';
import { addMonths, dayFromParts, days360, formatYyyymmdd, parseYyyymmdd, partsOfDay, taipeiDate } from './dates';

describe('dates', () => {
  it('agrees with Date.UTC on every day from 1900 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_567, max: 47_482 }), (dayNumber) => {
        const date = new Date(dayNumber * 86_400_000);
        expect(partsOfDay(dayNumber)).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
        expect(dayFromParts(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())).toBe(dayNumber);
      }),
    );
  });

  it('round-trips YYYYMMDD and rejects impossible dates', () => {
    expect(formatYyyymmdd(parseYyyymmdd('20240229'))).toBe('20240229');
    expect(() => parseYyyymmdd('20250229')).toThrow(RangeError);
    expect(() => parseYyyymmdd('2025-01-01')).toThrow(RangeError);
  });

  it('keeps month ends at month end and clamps other days', () => {
    expect(formatYyyymmdd(addMonths(parseYyyymmdd('20250831'), -6))).toBe('20250228');
    expect(formatYyyymmdd(addMonths(parseYyyymmdd('20250228'), 6))).toBe('20250831');
    expect(formatYyyymmdd(addMonths(parseYyyymmdd('20250130'), 1))).toBe('20250228');
    expect(formatYyyymmdd(addMonths(parseYyyymmdd('20250515'), -120))).toBe('20150515');
  });

  it('counts 30/360 days the US way', () => {
    expect(days360(parseYyyymmdd('20250131'), parseYyyymmdd('20250331'))).toBe(60);
    expect(days360(parseYyyymmdd('20250115'), parseYyyymmdd('20250731'))).toBe(196);
  });

  it('reads the Taiwan calendar date', () => {
    expect(taipeiDate(Date.UTC(2025, 6, 1, 15, 59))).toBe('20250701');
    expect(taipeiDate(Date.UTC(2025, 6, 1, 16, 0))).toBe('20250702');
  });
});
