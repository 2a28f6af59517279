import { annualisedVolatility, figureText, maxDrawdown, periodFigures, periodWindow, rebased, totalReturnIndex } from './fund-performance';

// Golden figures computed apart from this code, by this Python 3 script (its output pasted below):
//
//   import math, statistics
//   navs = [10.00, 10.20, 9.90, 10.10, 9.60, 9.80, 10.40, 10.00]
//   dist = {3: 0.30}  # ex-date on the 4th NAV
//   tr = [1.0]
//   for i in range(1, len(navs)):
//       tr.append(tr[-1] * (navs[i] + dist.get(i, 0)) / navs[i-1])
//   r = [math.log(tr[i] / tr[i-1]) for i in range(1, len(tr))]
//   vol = statistics.stdev(r) * math.sqrt(252) * 100
//   peak, mdd = tr[0], 0.0
//   for v in tr:
//       peak = max(peak, v); mdd = min(mdd, (v / peak - 1) * 100)
//   print('rebased', [round(v * 100, 6) for v in tr])
//   print('vol %.6f' % vol, 'mdd %.6f' % mdd, 'growth %.6f' % (tr[-1] * 100 - 100))
//
// rebased [100.0, 102.0, 99.0, 104.0, 98.851485, 100.910891, 107.089109, 102.970297]
// vol 69.982930 mdd -4.950495 growth 2.970297
// (by hand: the high is 104.00 on the ex-date, 10.10 + 0.30 over 9.90 on 99.00; the low after it
// 98.851485, so the drawdown is 98.851485 ÷ 104 − 1 = −4.950495 %.)

const NAVS = ['10.00', '10.20', '9.90', '10.10', '9.60', '9.80', '10.40', '10.00'];
const DATES = ['20260105', '20260106', '20260107', '20260108', '20260109', '20260112', '20260113', '20260114'];
const HISTORY = NAVS.map((nav, index) => ({ date: DATES[index] ?? '', nav }));
const PAID = [{ exDate: '20260108', amountPerUnit: '0.30' }];

describe('the comparison figures (rule FND-11), against figures computed apart', () => {
  const index = totalReturnIndex(HISTORY, PAID);

  it('reinvests a distribution at the ex-date NAV and rebases to 100', () => {
    const expected = [100.0, 102.0, 99.0, 104.0, 98.851485, 100.910891, 107.089109, 102.970297];
    rebased(index).forEach((point, at) => expect(point.value).toBeCloseTo(expected[at] ?? NaN, 5));
  });

  it('gives the annualised volatility of daily log returns (× √252) and the maximum drawdown with its dates', () => {
    expect(annualisedVolatility(index)).toBeCloseTo(69.98293, 4);
    expect(figureText(annualisedVolatility(index) ?? 0)).toBe('69.98');
    expect(maxDrawdown(index)).toEqual({ percent: expect.closeTo(-4.950495, 5) as number, peakDate: '20260108', troughDate: '20260109' });
    expect(figureText(maxDrawdown(index)?.percent ?? 0)).toBe('-4.95');
  });

  it('without the distribution the same NAVs fall on the ex-date (the NAV alone understates a distributing class)', () => {
    const navOnly = totalReturnIndex(HISTORY, []);
    expect(navOnly[3]?.value).toBeCloseTo(1.01, 10);
    expect(maxDrawdown(navOnly)?.percent).toBeCloseTo((9.6 / 10.2 - 1) * 100, 10);
  });

  it('a flat history has no drawdown and no volatility; one return is too few', () => {
    const flat = totalReturnIndex(HISTORY.map((point) => ({ ...point, nav: '10.00' })), []);
    expect(annualisedVolatility(flat)).toBe(0);
    expect(maxDrawdown(flat)?.percent).toBe(0);
    expect(annualisedVolatility(flat.slice(0, 2))).toBeUndefined();
    expect(figureText(-0.001)).toBe('0.00');
  });
});

describe('a period needs history back to its start (rule FND-11)', () => {
  // weekdays from Monday 2021-11-29 to Friday 2026-11-27
  const weekdays: { date: string; nav: string }[] = [];
  for (let day = Date.UTC(2021, 10, 29); day <= Date.UTC(2026, 10, 27); day += 86_400_000) {
    const date = new Date(day);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    weekdays.push({ date: date.toISOString().slice(0, 10).replaceAll('-', ''), nav: '10.00' });
  }

  it('starts each period at the last NAV on or before the same day years earlier', () => {
    const window = periodWindow(totalReturnIndex(weekdays, []), '3Y', '20150101');
    expect(window.ok && window.points[0]?.date).toBe('20231127');
    const one = periodWindow(totalReturnIndex(weekdays, []), '1Y', '20150101');
    expect(one.ok && one.points[0]?.date).toBe('20251127');
  });

  it('accepts a first NAV within a week after the start (the start fell on a weekend), not later', () => {
    // 5 years before 2026-11-27 is Friday 2021-11-26; the history begins Monday 2021-11-29
    expect(periodWindow(totalReturnIndex(weekdays, []), '5Y', '20150101').ok).toBe(true);
    const later = weekdays.filter((point) => point.date >= '20211210');
    expect(periodWindow(totalReturnIndex(later, []), '5Y', '20150101')).toEqual({ ok: false, since: '20211210' });
  });

  it('a class launched after the start has not enough history for the period, whatever its NAVs', () => {
    expect(periodWindow(totalReturnIndex(weekdays, []), '5Y', '20211129')).toEqual({ ok: false, since: '20211129' });
    const figures = periodFigures({ navHistory: weekdays, distributions: [], launchDate: '20211129' }, '3Y');
    expect(figures.ok && figures.growth).toBe(0);
  });
});
