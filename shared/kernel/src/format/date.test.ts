import { formatAxisTime, formatBrokerDate, formatDate, formatDateTime, formatTime, inputDate, parseBrokerDate } from './date';

describe('parseBrokerDate', () => {
  it('reads an 8-digit number as YYYYMMDD at 08:00 local time', () => {
    const date = parseBrokerDate(20300515);
    expect(date).toBeInstanceOf(Date);
    const value = date as Date;
    expect([value.getFullYear(), value.getMonth() + 1, value.getDate(), value.getHours(), value.getMinutes()]).toEqual([2030, 5, 15, 8, 0]);
  });

  it('reads an 8-digit string the same way', () => {
    expect((parseBrokerDate('20240229') as Date).getDate()).toBe(29);
  });

  it('gives today as YYYY-MM-DD without a value', () => {
    expect(parseBrokerDate(undefined, new Date(2026, 10, 3, 22, 5))).toBe('2026-11-03');
    expect(parseBrokerDate(null, new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it('refuses values that are not a calendar day', () => {
    expect(parseBrokerDate(20230229)).toBeUndefined();
    expect(parseBrokerDate('2023-01-01')).toBeUndefined();
    expect(parseBrokerDate(1234567)).toBeUndefined();
  });
});

describe('formatBrokerDate', () => {
  it('shows YYYY/MM/DD, and a dash for nothing readable', () => {
    expect(formatBrokerDate(20341115)).toBe('2034/11/15');
    expect(formatBrokerDate('garbage')).toBe('—');
    expect(formatBrokerDate(undefined)).toBe('—');
  });
});

describe('formatDate', () => {
  it('writes every kind of day as 2026/11/27', () => {
    expect(formatDate('20261127')).toBe('2026/11/27');
    expect(formatDate(20261127)).toBe('2026/11/27');
    expect(formatDate('2026-11-27')).toBe('2026/11/27');
    expect(formatDate('2026-11-27T22:30:00+08:00')).toBe('2026/11/27');
  });

  it('takes the day of an instant in Taipei, whatever its offset', () => {
    expect(formatDate('2026-11-27T17:30:00Z')).toBe('2026/11/28');
    expect(formatDate(new Date(Date.UTC(2026, 10, 26, 15, 59)))).toBe('2026/11/26');
  });

  it('shows a dash for what is not a day', () => {
    expect(formatDate('20230229')).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('soon')).toBe('—');
  });
});

describe('formatTime and formatDateTime', () => {
  it('write Taipei time, 24-hour', () => {
    expect(formatTime('2026-11-27T22:30:00+08:00')).toBe('22:30');
    expect(formatTime('2026-11-27T14:30:05Z', { seconds: true })).toBe('22:30:05');
    expect(formatTime('2026-11-27T00:05:00+08:00')).toBe('00:05');
    expect(formatDateTime('2026-11-27T22:30:00+08:00')).toBe('2026/11/27 22:30');
  });

  it('name 台北時間 where it matters, and drop the year for a time near today', () => {
    expect(formatTime('2026-11-27T22:30:00+08:00', { zone: true })).toBe('22:30（台北時間）');
    expect(formatDateTime('2026-11-27T22:30:00+08:00', { year: false, zone: true })).toBe('11/27 22:30（台北時間）');
    expect(formatDateTime('2026-07-01T10:00:05+08:00', { seconds: true })).toBe('2026/07/01 10:00:05');
  });

  it('show a dash for an unreadable time', () => {
    expect(formatTime('later')).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });
});

describe('formatAxisTime', () => {
  const at = (iso: string) => Date.parse(iso) / 1_000;

  it('labels a chart axis in 24-hour Taipei time, never am/pm', () => {
    expect(formatAxisTime(at('2026-11-27T13:00:00+08:00'), 3_600)).toBe('13:00');
    expect(formatAxisTime(at('2026-11-27T09:30:00+08:00'), 1_800)).toBe('09:30');
    expect(formatAxisTime(at('2026-11-28T00:00:00+08:00'), 3_600)).toBe('11/28');
  });

  it('labels days, months and years by the spacing of the ticks', () => {
    expect(formatAxisTime(at('2026-11-27T00:00:00+08:00'), 86_400 * 7)).toBe('11/27');
    expect(formatAxisTime(at('2026-11-01T00:00:00+08:00'), 86_400 * 30)).toBe('2026/11');
    expect(formatAxisTime(at('2027-01-01T00:00:00+08:00'), 86_400 * 365)).toBe('2027');
  });
});

describe('inputDate', () => {
  it("writes the broker's day as a date input holds it, and nothing for what it cannot read", () => {
    expect(inputDate('20261127')).toBe('2026-11-27');
    expect(inputDate(20250101)).toBe('2025-01-01');
    expect(inputDate('2026-02-28')).toBe('2026-02-28');
    expect(inputDate('2026-11-27T23:30:00Z')).toBe('2026-11-28');
    expect(inputDate('20260230')).toBe('');
    expect(inputDate('')).toBe('');
    expect(inputDate(undefined)).toBe('');
  });
});
