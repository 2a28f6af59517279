import { twdTotal, twdValue } from './twd-value';

describe('TWD values and totals (rule ACC-4)', () => {
  it('rounds one value half-up to cents', () => {
    expect(twdValue('10', '32.1234')).toBe('321.23');
    expect(twdValue('0.5', '0.01')).toBe('0.01');
    expect(twdValue('-0.5', '0.01')).toBe('-0.01');
  });

  it('sums the exact values and rounds once at the end, not the rounded rows', () => {
    // each row is 0.004 TWD: shown as 0.00, three of them are 0.012, shown 0.01
    const rows = [
      { amount: '1', rate: '0.004' },
      { amount: '1', rate: '0.004' },
      { amount: '1', rate: '0.004' },
    ];
    expect(rows.map((row) => twdValue(row.amount, row.rate))).toEqual(['0.00', '0.00', '0.00']);
    expect(twdTotal(rows)).toBe('0.01');
    // the case the margin page and the overview disagreed on: 2 × 0.005 is 0.01, the rounded rows say 0.02
    expect(twdTotal([{ amount: '0.005', rate: '1' }, { amount: '0.005', rate: '1' }])).toBe('0.01');
  });

  it('is zero for nothing, and the same whatever the order of the terms', () => {
    expect(twdTotal([])).toBe('0.00');
    const terms = [
      { amount: '41722.15', rate: '32.2232' },
      { amount: '1250000', rate: '0.2154' },
      { amount: '3185.33', rate: '20.9871' },
    ];
    expect(twdTotal(terms)).toBe(twdTotal([...terms].reverse()));
    expect(twdTotal(terms)).toBe('1680522.02');
  });
});
