import { formatDecimal, formatPrice } from './format-decimal';

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
  });
});

describe('formatPrice', () => {
  it('shows at least 3 decimals and every decimal beyond them', () => {
    expect(formatPrice(98.5)).toBe('98.500');
    expect(formatPrice(99.9995)).toBe('99.9995');
    expect(formatPrice(1234)).toBe('1,234.000');
  });
});
