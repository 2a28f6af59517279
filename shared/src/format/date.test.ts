import { formatBrokerDate, parseBrokerDate } from './date';

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
