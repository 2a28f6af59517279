import fc from 'fast-check';
import { batchFor, isTaiwanBusinessDay, nextTaiwanBusinessDay, taipeiDateOf, transferAmountProblem } from './margin-batches';

/** Epoch ms of a Taipei wall-clock time. */
function taipei(year: number, month: number, day: number, hour: number, minute: number, second = 0): number {
  return Date.UTC(year, month - 1, day, hour - 8, minute, second);
}

describe('the day batches (rule MRG-6)', () => {
  it('puts a transfer before 10:30 into the 10:30 batch, before 14:30 into the 14:30 one', () => {
    expect(batchFor(taipei(2025, 7, 1, 9, 0))).toMatchObject({ date: '20250701', cutoff: '10:30', nextBusinessDay: false, cutoffAt: taipei(2025, 7, 1, 10, 30) });
    expect(batchFor(taipei(2025, 7, 1, 10, 29, 59))).toMatchObject({ cutoff: '10:30' });
    expect(batchFor(taipei(2025, 7, 1, 10, 30))).toMatchObject({ date: '20250701', cutoff: '14:30' });
    expect(batchFor(taipei(2025, 7, 1, 14, 29))).toMatchObject({ cutoff: '14:30', nextBusinessDay: false });
  });

  it('after the last cut-off, on a weekend or a holiday, schedules the next business day and says so', () => {
    expect(batchFor(taipei(2025, 7, 1, 14, 30))).toMatchObject({ date: '20250702', cutoff: '10:30', nextBusinessDay: true });
    expect(batchFor(taipei(2025, 7, 4, 15, 0))).toMatchObject({ date: '20250707', nextBusinessDay: true });
    expect(batchFor(taipei(2025, 7, 5, 9, 0))).toMatchObject({ date: '20250707', nextBusinessDay: true });
    // 2025-10-10 National Day (a Friday): the next business day is Monday 13 October.
    expect(batchFor(taipei(2025, 10, 10, 9, 0))).toMatchObject({ date: '20251013', nextBusinessDay: true });
    expect(batchFor(taipei(2025, 10, 9, 16, 0))).toMatchObject({ date: '20251013' });
    expect(isTaiwanBusinessDay('20250128')).toBe(false);
    expect(nextTaiwanBusinessDay('20250124')).toBe('20250203');
  });

  it('always gives a future cut-off on a business day, the same day only while one is still ahead', () => {
    const start = taipei(2025, 1, 1, 0, 0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 * 365 * 24 * 60 }), (minutes) => {
        const at = start + minutes * 60_000;
        const batch = batchFor(at);
        expect(batch.cutoffAt).toBeGreaterThan(at);
        expect(isTaiwanBusinessDay(batch.date)).toBe(true);
        expect(taipeiDateOf(batch.cutoffAt)).toBe(batch.date);
        expect(batch.nextBusinessDay).toBe(batch.date !== taipeiDateOf(at));
        // Nothing is skipped: no business-day cut-off lies between now and the batch's.
        const sameDay = taipeiDateOf(at);
        if (batch.nextBusinessDay && isTaiwanBusinessDay(sameDay)) expect(at).toBeGreaterThanOrEqual(taipei(Number(sameDay.slice(0, 4)), Number(sameDay.slice(4, 6)), Number(sameDay.slice(6)), 14, 30));
      }),
      { numRuns: 500 },
    );
  });
});

describe('the form of a transfer amount (rule MRG-4)', () => {
  it('accepts positive amounts in the minor unit', () => {
    expect(transferAmountProblem('deposit', 'USD', '1000.50')).toBeNull();
    expect(transferAmountProblem('deposit', 'TWD', '100.5')).toBeNull();
    expect(transferAmountProblem('withdrawal', 'JPY', '1000')).toBeNull();
  });

  it('refuses zero, negative, non-numeric and too fine amounts, in zh-TW', () => {
    expect(transferAmountProblem('deposit', 'USD', '0')).toBe('金額必須大於 0');
    expect(transferAmountProblem('deposit', 'USD', '0.00')).toBe('金額必須大於 0');
    expect(transferAmountProblem('deposit', 'USD', '-1')).toBe('金額不可為負數');
    expect(transferAmountProblem('deposit', 'USD', 'abc')).toBe('請輸入數字金額');
    expect(transferAmountProblem('deposit', 'USD', '1.001')).toBe('USD 金額最多 2 位小數');
    expect(transferAmountProblem('deposit', 'JPY', '1.5')).toBe('JPY 入金金額須為整數');
    expect(transferAmountProblem('withdrawal', 'TWD', '100.5')).toBe('新台幣 出金金額須為整數');
  });
});
