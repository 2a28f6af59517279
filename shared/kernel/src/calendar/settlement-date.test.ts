import fc from 'fast-check';
import { formatYyyymmdd, isWeekend, parseYyyymmdd } from './calendar-date';
import { CURRENCY_HOLIDAYS, TAIWAN_HOLIDAYS } from './holidays';
import { HolidayCalendarError, isBusinessDay, settlementCalendars, settlementDate, weekdaySettlementDate } from './settlement-date';

describe('settlementDate', () => {
  it('adds business days, skipping Saturdays and Sundays', () => {
    expect(settlementDate('20261123', 2, 'USD')).toBe('20261125'); // Mon → Wed
    expect(settlementDate('20261127', 1, 'USD')).toBe('20261130'); // Fri → Mon
    expect(settlementDate('20261127', 3, 'EUR')).toBe('20261202'); // Fri → Wed
    expect(settlementDate('20261123', 5, 'GBP')).toBe('20261130'); // a full week
  });

  it("skips the currency market's holidays", () => {
    expect(settlementDate('20261124', 2, 'USD')).toBe('20261127'); // Thanksgiving Thursday 11-26
    expect(settlementDate('20261124', 2, 'EUR')).toBe('20261126'); // no holiday for the euro
    expect(settlementDate('20261223', 2, 'USD')).toBe('20261228'); // Christmas Friday
    expect(settlementDate('20261223', 2, 'GBP')).toBe('20261229'); // Christmas and Boxing Day (Monday 12-28)
    expect(settlementDate('20261231', 2, 'EUR')).toBe('20270105'); // New Year's Day
    expect(settlementDate('20270430', 2, 'JPY')).toBe('20270507'); // Golden Week 05-03 … 05-05
    expect(settlementDate('20260918', 1, 'JPY')).toBe('20260924'); // Silver Week 09-21 … 09-23
    expect(settlementDate('20261016', 2, 'NZD')).toBe('20261020');
    expect(settlementDate('20261022', 2, 'NZD')).toBe('20261027'); // Labour Day 10-26
    expect(settlementDate('20260930', 2, 'CNH')).toBe('20261005'); // National Day 10-01
    expect(settlementDate('20260807', 1, 'ZAR')).toBe('20260811'); // Women's Day, Monday 08-10
    expect(settlementDate('20260731', 2, 'AUD')).toBe('20260805'); // NSW Bank Holiday 08-03
  });

  it("settles US bonds on the bond market's days: SIFMA's closes, not Fedwire's (rule BND-15)", () => {
    // Independence Day 2026 is a Saturday: SIFMA closes Friday 07-03, Fedwire opens
    expect(settlementDate('20260702', 1, 'USD')).toBe('20260706');
    expect(settlementDate('20260702', 1, 'USD', CURRENCY_HOLIDAYS)).toBe('20260703');
    // Good Friday 2027-03-26: a SIFMA full close
    expect(settlementDate('20270325', 1, 'USD')).toBe('20270329');
    expect(settlementDate('20270325', 1, 'USD', CURRENCY_HOLIDAYS)).toBe('20270326');
    // Veterans Day 2028 is a Saturday: the bond market trades and settles on Friday 11-10
    expect(settlementDate('20281109', 1, 'USD')).toBe('20281110');
  });

  it("skips Taiwan's holidays whatever the currency", () => {
    expect(settlementDate('20261008', 2, 'USD')).toBe('20261014'); // 國慶日補假 Friday 10-09; Columbus Day 10-12
    expect(settlementDate('20261008', 2, 'EUR')).toBe('20261013');
    expect(settlementDate('20260212', 2, 'EUR')).toBe('20260223'); // Lunar New Year 02-16 … 02-20
  });

  it("moves a trade date that is no trading day in Taiwan to Taiwan's next business day", () => {
    expect(settlementDate('20261121', 0, 'USD')).toBe('20261123'); // Sat → Mon
    expect(settlementDate('20261122', 2, 'USD')).toBe('20261125'); // Sun → Mon, T+2 Wed
    expect(settlementDate('20260216', 0, 'USD')).toBe('20260223'); // Lunar New Year: trades Monday 02-23
    expect(settlementDate('20260216', 1, 'USD')).toBe('20260224');
  });

  it('settles T+0 on the next day both markets are open', () => {
    expect(settlementDate('20261123', 0, 'USD')).toBe('20261123');
    expect(settlementDate('20261126', 0, 'USD')).toBe('20261127'); // trades on Thanksgiving, settles Friday
  });

  it('refuses outside the years of the tables, and currencies without a calendar', () => {
    expect(() => settlementDate('20281228', 3, 'USD')).toThrow(new HolidayCalendarError('TWD', 2029));
    expect(() => settlementDate('20241231', 0, 'USD')).toThrow(HolidayCalendarError);
    expect(() => settlementDate('20261123', 2, 'SGD')).toThrow(new HolidayCalendarError('SGD', null));
    expect(() => settlementCalendars('TWD')).toThrow(HolidayCalendarError);
    expect(settlementDate('20281226', 3, 'USD')).toBe('20281229'); // the last days covered still count
  });

  it('refuses bad input', () => {
    expect(() => settlementDate('2026-11-23', 2, 'USD')).toThrow(RangeError);
    expect(() => settlementDate('20261123', -1, 'USD')).toThrow(RangeError);
    expect(() => settlementDate('20261123', 1.5, 'USD')).toThrow(RangeError);
  });

  it('lands on a business day of both markets with exactly n of them after the trading day (property)', () => {
    const first = parseYyyymmdd('20250101');
    const currencies = Object.keys(CURRENCY_HOLIDAYS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 4 - 30 }), fc.integer({ min: 0, max: 5 }), fc.constantFrom(...currencies), (offset, n, currency) => {
        const calendars = settlementCalendars(currency);
        const settled = parseYyyymmdd(settlementDate(formatYyyymmdd(first + offset), n, currency));
        expect(isBusinessDay(settled, calendars)).toBe(true);
        let traded = first + offset;
        while (!isBusinessDay(traded, [TAIWAN_HOLIDAYS])) traded += 1;
        let open = 0;
        for (let day = traded + 1; day <= settled; day += 1) if (isBusinessDay(day, calendars)) open += 1;
        expect(open).toBe(n === 0 ? (settled === traded ? 0 : 1) : n);
      }),
    );
  });
});

describe('weekdaySettlementDate', () => {
  it('counts weekdays only, holidays included', () => {
    expect(weekdaySettlementDate('20261224', 1)).toBe('20261225');
    expect(weekdaySettlementDate('20291231', 2)).toBe('20300102');
    expect(weekdaySettlementDate('20261121', 0)).toBe('20261123');
  });

  it('lands on a weekday with exactly n weekdays after the trade day (property)', () => {
    const start = parseYyyymmdd('20000101');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 10 }), (offset, n) => {
        const settled = parseYyyymmdd(weekdaySettlementDate(formatYyyymmdd(start + offset), n));
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
