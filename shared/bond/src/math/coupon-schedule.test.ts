import fc from 'fast-check';
import { formatYyyymmdd, isMonthEnd, parseYyyymmdd } from 'shared/calendar';
import { couponDateBefore, couponPeriodAround, couponSchedule } from './coupon-schedule';

function around(maturity: string, cpnFreq: number, date: string): [string, string] | null {
  const period = couponPeriodAround(parseYyyymmdd(maturity), cpnFreq, parseYyyymmdd(date));
  return period === null ? null : [formatYyyymmdd(period.previous), formatYyyymmdd(period.next)];
}

describe('couponPeriodAround', () => {
  it('rolls regular coupons back from maturity', () => {
    expect(around('20340515', 2, '20261123')).toEqual(['20261115', '20270515']);
    expect(around('20340515', 2, '20260523')).toEqual(['20260515', '20261115']);
    expect(around('20340515', 1, '20261123')).toEqual(['20260515', '20270515']);
    expect(around('20340515', 4, '20261123')).toEqual(['20261115', '20270215']);
    expect(around('20340515', 12, '20261123')).toEqual(['20261115', '20261215']);
  });

  it('starts a period on a coupon date', () => {
    expect(around('20340515', 2, '20261115')).toEqual(['20261115', '20270515']);
  });

  it('ends the last period at maturity, and has none from maturity on', () => {
    expect(around('20340515', 2, '20340514')).toEqual(['20331115', '20340515']);
    expect(around('20340515', 2, '20340515')).toBeNull();
    expect(around('20340515', 2, '20350101')).toBeNull();
  });

  it('applies the end-of-month rule when maturity is a month end', () => {
    expect(around('20300430', 2, '20261105')).toEqual(['20261031', '20270430']);
    expect(around('20300228', 4, '20260410')).toEqual(['20260228', '20260531']);
    expect(around('20320229', 2, '20280315')).toEqual(['20280229', '20280831']);
    expect(around('20300831', 2, '20260315')).toEqual(['20260228', '20260831']);
  });

  it('clamps the day of a maturity that is not a month end, without drifting', () => {
    expect(around('20300830', 2, '20260301')).toEqual(['20260228', '20260830']);
    expect(around('20300830', 2, '20260831')).toEqual(['20260830', '20270228']);
    expect(around('20300130', 12, '20260302')).toEqual(['20260228', '20260330']);
  });

  it('refuses frequencies that do not divide the year in months', () => {
    for (const bad of [0, 5, -2, 1.5, 24]) expect(() => couponPeriodAround(0, bad, -10)).toThrow(RangeError);
  });
});

describe('couponSchedule', () => {
  const maturity = parseYyyymmdd('20280831');

  it('lists the coupon dates after a date up to a cut-off, and the one before', () => {
    const schedule = couponSchedule(maturity, 2, parseYyyymmdd('20261123'), maturity);
    expect(formatYyyymmdd(schedule.previous)).toBe('20260831');
    expect(schedule.upcoming.map(formatYyyymmdd)).toEqual(['20270228', '20270831', '20280229', '20280831']);
  });

  it('stops at a call date', () => {
    const schedule = couponSchedule(maturity, 2, parseYyyymmdd('20261123'), parseYyyymmdd('20270831'));
    expect(schedule.upcoming.map(formatYyyymmdd)).toEqual(['20270228', '20270831']);
  });

  it('agrees with couponPeriodAround and couponDateBefore', () => {
    const date = parseYyyymmdd('20261123');
    const schedule = couponSchedule(maturity, 4, date, maturity);
    expect(couponPeriodAround(maturity, 4, date)).toEqual({ previous: schedule.previous, next: schedule.upcoming[0] });
    expect(couponDateBefore(maturity, 4, schedule.upcoming.length)).toBe(schedule.previous);
    expect(couponDateBefore(maturity, 4, 0)).toBe(maturity);
  });

  it('finds the same period as walking the whole schedule back from maturity (property)', () => {
    const first = parseYyyymmdd('20000101');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 60 }),
        fc.integer({ min: 1, max: 365 * 50 }),
        fc.constantFrom(1, 2, 3, 4, 6, 12),
        fc.boolean(),
        (maturityOffset, daysBefore, cpnFreq, monthEnd) => {
          let maturity = first + maturityOffset;
          if (monthEnd) while (!isMonthEnd(maturity)) maturity += 1;
          const date = maturity - daysBefore;
          const walked = couponSchedule(maturity, cpnFreq, date, maturity);
          expect(couponPeriodAround(maturity, cpnFreq, date)).toEqual({ previous: walked.previous, next: walked.upcoming[0] });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('has nothing upcoming from maturity on', () => {
    expect(couponSchedule(maturity, 2, maturity, maturity)).toEqual({ previous: maturity, upcoming: [] });
  });
});
