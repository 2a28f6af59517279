import { parseYyyymmdd as d } from 'shared/calendar';
import { dayCountFraction, days360, days360European, daysNoLeap } from './day-count';

describe('day counts', () => {
  it('counts 30/360 days on the US bond basis', () => {
    expect(days360(d('20260115'), d('20260715'))).toBe(180);
    expect(days360(d('20260131'), d('20260731'))).toBe(180); // both 31 → 30
    expect(days360(d('20260130'), d('20260731'))).toBe(180);
    expect(days360(d('20260115'), d('20260731'))).toBe(196); // end 31 kept when start < 30
    expect(days360(d('20250131'), d('20250331'))).toBe(60);
    expect(days360(d('20260228'), d('20260315'))).toBe(17); // no end-of-February rule
    expect(days360(d('20251231'), d('20260101'))).toBe(1);
  });

  it('counts 30E/360 days on the Eurobond basis: every 31st is a 30th', () => {
    expect(days360European(d('20260115'), d('20260731'))).toBe(195); // the US basis gives 196
    expect(days360European(d('20260131'), d('20260731'))).toBe(180);
    expect(days360European(d('20260228'), d('20260331'))).toBe(32);
    expect(days360European(d('20260131'), d('20260228'))).toBe(28);
  });

  it('gives each convention its days and basis', () => {
    const period = { start: d('20260515'), end: d('20261115'), frequency: 2 };
    expect(dayCountFraction('ACT/ACT', d('20260515'), d('20260523'), period)).toEqual({ days: 8, basis: 368 });
    expect(dayCountFraction('30/360', d('20260115'), d('20260731'))).toEqual({ days: 196, basis: 360 });
    expect(dayCountFraction('30E/360', d('20260115'), d('20260731'))).toEqual({ days: 195, basis: 360 });
    expect(dayCountFraction('ACT/360', d('20250615'), d('20260101'))).toEqual({ days: 200, basis: 360 });
    expect(dayCountFraction('ACT/365', d('20250615'), d('20260101'))).toEqual({ days: 200, basis: 365 });
  });

  it('counts NL/365 days without 29 February, as JGBs do (rule BND-14)', () => {
    expect(daysNoLeap(d('20270920'), d('20280320'))).toBe(181); // 182 actual days
    expect(daysNoLeap(d('20280228'), d('20280229'))).toBe(0);
    expect(daysNoLeap(d('20280228'), d('20280301'))).toBe(1);
    expect(daysNoLeap(d('20280229'), d('20280301'))).toBe(1);
    expect(daysNoLeap(d('20270101'), d('20310101'))).toBe(4 * 365); // one leap day in four years left out
    expect(daysNoLeap(d('20260320'), d('20260920'))).toBe(184); // no leap day: actual days
    expect(dayCountFraction('NL/365', d('20270920'), d('20280315'))).toEqual({ days: 176, basis: 365 });
  });

  it('refuses ACT/ACT without its coupon period, and unknown conventions', () => {
    expect(() => dayCountFraction('ACT/ACT', 0, 10)).toThrow(RangeError);
    expect(() => dayCountFraction('ACT/364' as never, 0, 10)).toThrow(RangeError);
  });
});
