import { formatDecimal } from './format-decimal';

describe('formatDecimal', () => {
  it('groups thousands and fixes decimals', () => {
    expect(formatDecimal(100_000)).toBe('100,000');
    expect(formatDecimal(1_000_000)).toBe('1,000,000');
    expect(formatDecimal(999)).toBe('999');
    expect(formatDecimal(90, 3)).toBe('90.000');
    expect(formatDecimal(110.001, 3)).toBe('110.001');
    expect(formatDecimal(1234.5, 3)).toBe('1,234.500');
    expect(formatDecimal(-1234567.25)).toBe('-1,234,567.25');
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal('12345678901234.5678', 2)).toBe('12,345,678,901,234.57');
  });
});
