import fc from 'fast-check';
import { formatYyyymmdd, isWeekend, parseYyyymmdd } from './calendar-date';
import { settlementDate } from './settlement-date';

describe('settlementDate', () => {
  it('adds business days, skipping Saturdays and Sundays', () => {
    expect(settlementDate('20261123', 2)).toBe('20261125'); // Mon → Wed
    expect(settlementDate('20261126', 2)).toBe('20261130'); // Thu → Mon
    expect(settlementDate('20261127', 1)).toBe('20261130'); // Fri → Mon
    expect(settlementDate('20261127', 3)).toBe('20261202'); // Fri → Wed
    expect(settlementDate('20261123', 5)).toBe('20261130'); // a full week
    expect(settlementDate('20261231', 2)).toBe('20270104'); // over the year end (no holidays)
  });

  it('keeps a business trade date for T+0', () => {
    expect(settlementDate('20261123', 0)).toBe('20261123');
  });

  it('moves a weekend trade date to Monday before counting', () => {
    expect(settlementDate('20261121', 0)).toBe('20261123'); // Sat → Mon
    expect(settlementDate('20261122', 2)).toBe('20261125'); // Sun → Mon, T+2 Wed
  });

  it('has no holiday calendar', () => {
    expect(settlementDate('20261224', 1)).toBe('20261225'); // Christmas counts as a business day
  });

  it('refuses bad input', () => {
    expect(() => settlementDate('2026-11-23', 2)).toThrow(RangeError);
    expect(() => settlementDate('20261123', -1)).toThrow(RangeError);
    expect(() => settlementDate('20261123', 1.5)).toThrow(RangeError);
  });

  it('lands on a weekday with exactly n weekdays after the trade day (property)', () => {
    const start = parseYyyymmdd('20000101');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 10 }), (offset, n) => {
        const trade = formatYyyymmdd(start + offset);
        const settled = parseYyyymmdd(settlementDate(trade, n));
        expect(isWeekend(settled)).toBe(false);
        let tradeDay = start + offset;
        while (isWeekend(tradeDay)) tradeDay += 1;
        let weekdays = 0;
        for (let day = tradeDay + 1; day <= settled; day += 1) if (!isWeekend(day)) weekdays += 1;
        expect(weekdays).toBe(n);
      }),
    );
  });
});
